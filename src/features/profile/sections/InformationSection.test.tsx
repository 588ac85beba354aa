import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../../test/render';
import { useToasts } from '../../../ui/toast-store';
import { sessionStore } from '../../auth/session';
import { testUser } from '../../auth/test-helpers';
import { installFetch, invalid, ok, type FetchCall } from '../test-fetch';
import InformationSection from './InformationSection';

const profile = (over = {}) => ({ ...testUser(), pending_phone: null, ...over });

let calls: FetchCall[];
let putReply: ReturnType<typeof ok>;

beforeEach(() => {
  sessionStore.setState({ status: 'success', token: 'x'.repeat(64), user: testUser() });
  useToasts.setState({ toasts: [] });
  putReply = ok({ message: 'ok', user: profile({ name: 'Олена К.' }) });
  calls = installFetch(({ method, path }) => {
    if (path === '/api/profile' && method === 'GET') return ok(profile({ birthday: '2021-01-01' }));
    if (path === '/api/profile' && method === 'PUT') return putReply;
    return undefined;
  });
});

const nameField = () => screen.getByLabelText('Ім’я');
const save = () => screen.getByRole('button', { name: 'Зберегти' });

describe('information form', () => {
  it('keeps the placeholder (same labels, disabled) until the profile is there, then the form', async () => {
    renderInLocale(<InformationSection />);
    expect(screen.getByTestId('profile-placeholder')).toBeInTheDocument();
    expect(nameField()).toBeDisabled();
    expect(await screen.findByDisplayValue('Олена Коваленко')).toBeEnabled();
    expect(screen.queryByTestId('profile-placeholder')).toBeNull();
    expect(nameField()).toBeEnabled();
  });

  it('flags a stored birthday that breaks the rules, from the start', async () => {
    renderInLocale(<InformationSection />);
    expect(await screen.findByDisplayValue('Олена Коваленко')).toBeInTheDocument();
    expect(screen.getByText(/Дату народження вказано неправильно/)).toBeInTheDocument();
    expect(screen.getByLabelText('Дата народження')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Вік має бути від 10 до 120 років')).toBeInTheDocument();
  });

  it('validates before saving (nothing sent), in Russian too', async () => {
    const user = userEvent.setup();
    renderInLocale(<InformationSection />, 'ru');
    await screen.findByDisplayValue('Олена Коваленко');
    await user.clear(screen.getByLabelText('Имя'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Это поле обязательно')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('sends only what changed; the session user follows; a toast says so', async () => {
    const user = userEvent.setup();
    renderInLocale(<InformationSection />);
    await screen.findByDisplayValue('Олена Коваленко');
    await user.clear(nameField());
    await user.type(nameField(), 'Олена К.');
    await user.clear(screen.getByLabelText('Дата народження'));
    await user.type(screen.getByLabelText('Дата народження'), '1992-04-03');
    await user.click(save());
    await waitFor(() => expect(sessionStore.getState().user?.name).toBe('Олена К.'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Олена К.', birthday: '1992-04-03' });
    expect(useToasts.getState().toasts.map((t) => t.key)).toContain('pf_saved');
  });

  it('puts server errors on their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    putReply = invalid({ birthday: ['validation_birthday'], name: ['validation_required'] });
    renderInLocale(<InformationSection />);
    await screen.findByDisplayValue('Олена Коваленко');
    await user.clear(nameField());
    await user.type(nameField(), 'Нове ім’я');
    await user.clear(screen.getByLabelText('Дата народження'));
    await user.type(screen.getByLabelText('Дата народження'), '1992-04-03');
    await user.click(save());
    expect(await screen.findByText(/Вкажіть справжню дату народження/)).toBeInTheDocument();
    expect(nameField()).toHaveValue('Нове ім’я');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStore.getState().user?.name).toBe('Олена Коваленко');
  });

  it('a network failure is one message; the input stays', async () => {
    const user = userEvent.setup();
    putReply = 'network';
    renderInLocale(<InformationSection />);
    await screen.findByDisplayValue('Олена Коваленко');
    await user.clear(nameField());
    await user.type(nameField(), 'Ще одне');
    await user.clear(screen.getByLabelText('Дата народження'));
    await user.type(screen.getByLabelText('Дата народження'), '1992-04-03');
    await user.click(save());
    expect(await screen.findByTestId('form-message')).toHaveTextContent('Немає з’єднання з сервером');
    expect(nameField()).toHaveValue('Ще одне');
  });

  it('a pending phone change is shown, and the field holds the new number (saving does not cancel it)', async () => {
    calls = installFetch(({ method, path }) =>
      path === '/api/profile' && method === 'GET'
        ? ok(profile({ birthday: '1990-01-01', pending_phone: '+380931112233' }))
        : undefined,
    );
    renderInLocale(<InformationSection />);
    expect(await screen.findByTestId('phone-pending')).toHaveTextContent(
      'Новий номер +38 (093) 111 22 33 почне діяти протягом 24 годин. До того входьте за номером +38 (050) 111 22 33.',
    );
    // The mask separates its blocks with no-break spaces.
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('+38 (093) 111 22 33');
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    installFetch(({ path }) => (path === '/api/profile' ? (fail ? { status: 500, body: {} } : ok(profile())) : undefined));
    renderInLocale(<InformationSection />);
    const retry = await screen.findByRole('button', { name: 'Спробувати ще раз' });
    fail = false;
    await act(async () => retry.click());
    expect(await screen.findByDisplayValue('Олена Коваленко')).toBeInTheDocument();
  });
});

describe('e-mail confirmation (issue 43)', () => {
  const withEmail = (confirmed: boolean, resend: ReturnType<typeof ok>) =>
    installFetch(({ method, path }) => {
      if (path === '/api/profile' && method === 'GET')
        return ok(profile({ email: 'olena@example.com', email_confirmed: confirmed }));
      if (path === '/api/profile/email/confirmation' && method === 'POST') return resend;
      return undefined;
    });

  it('an unconfirmed e-mail says so and sends the link again; the hourly limit is told apart', async () => {
    const user = userEvent.setup();
    const sent = withEmail(false, ok({ message: 'sent' }));
    renderInLocale(<InformationSection />);
    const notice = await screen.findByTestId('email-unconfirmed');
    expect(notice).toHaveTextContent('E-mail не підтверджено');
    await user.click(screen.getByRole('button', { name: 'Надіслати посилання ще раз' }));
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.key)).toContain('pf_email_confirm_sent'));
    expect(sent.filter((c) => c.path === '/api/profile/email/confirmation')).toHaveLength(1);

    withEmail(false, { status: 429, body: { message: 'too_many_requests' } });
    await user.click(screen.getByRole('button', { name: 'Надіслати посилання ще раз' }));
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.key)).toContain('pf_email_confirm_limit'));
  });

  it('a confirmed e-mail offers nothing to send (in Russian)', async () => {
    withEmail(true, ok({ message: 'sent' }));
    renderInLocale(<InformationSection />, 'ru');
    expect(await screen.findByTestId('email-confirmed')).toHaveTextContent('E-mail подтверждён');
    expect(screen.queryByRole('button', { name: 'Отправить ссылку ещё раз' })).toBeNull();
  });
});
