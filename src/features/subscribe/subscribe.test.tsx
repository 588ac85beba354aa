import React from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import SubscribeForm from './SubscribeForm';
import * as api from './subscribe-api';
import type { ApiError } from '../../api-client/client';
import SubscribeResultModal from './SubscribeResultModal';

jest.mock('./subscribe-api', () => ({ ...jest.requireActual('./subscribe-api'), subscribe: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

describe('subscribe result step (spec section 4)', () => {
  const failed = (error: Partial<ApiError>) => ({
    ok: false as const,
    error: { kind: 'http', message: 'x', ...error } as ApiError,
  });
  it.each([
    ['new contact', { ok: true as const, data: { id: 7, isNew: true } }, { step: 2 }],
    ['existing contact', { ok: true as const, data: { id: 7, isNew: false } }, { step: 3 }],
    ['no id', { ok: true as const, data: { id: null, isNew: true } }, { step: 4, reason: 'subscribe_error_unavailable' }],
    [
      'provider refused the address',
      failed({ status: 502, body: { message: 'subscribe_error_rejected' } }),
      { step: 4, reason: 'subscribe_error_rejected' },
    ],
    [
      'provider busy',
      failed({ status: 502, body: { message: 'subscribe_error_busy' } }),
      { step: 4, reason: 'subscribe_error_busy' },
    ],
    [
      'provider down',
      failed({ status: 502, body: { message: 'subscribe_error_unavailable' } }),
      { step: 4, reason: 'subscribe_error_unavailable' },
    ],
    [
      'an unknown key is not shown',
      failed({ status: 502, body: { message: 'boom' } }),
      { step: 4, reason: 'subscribe_error_text' },
    ],
    ['network', failed({ kind: 'network', message: 'api_network' }), { step: 4, reason: 'subscribe_error_text' }],
  ])('%s -> %j', (_name, result, expected) => expect(api.subscribeResult(result)).toEqual(expected));

  it('sends the footer and popup groups', () => {
    expect(api.SUBSCRIBE_TARGET.footer).toEqual({ groups: ['FooterSubscribe'], formType: 'FooterSubscribe' });
    expect(api.SUBSCRIBE_TARGET.popup.groups).toEqual(['PopupSubscribe']);
  });
});

describe('SubscribeForm', () => {
  beforeEach(() => jest.resetAllMocks());

  it('shows no errors before the first submit, then every rule in the page language, and blocks the call', async () => {
    const onResult = jest.fn();
    renderInLocale(<SubscribeForm source="footer" onResult={onResult} />, 'ru');
    expect(screen.queryByText('Укажите имя')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Укажите имя')).toBeInTheDocument();
    expect(screen.getByText('Укажите e-mail')).toBeInTheDocument();
    expect(screen.getByText(/политикой конфиденциальности/).closest('label')).toHaveAttribute('data-error', 'true');
    expect(mocked.subscribe).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Проверьте e-mail: похоже, в адресе ошибка')).toBeInTheDocument();
  });

  it('normalises and corrects the e-mail, warns about .ru, and reports the step', async () => {
    mocked.subscribe.mockResolvedValue({ step: 2 });
    const onResult = jest.fn();
    renderInLocale(<SubscribeForm source="popup" onResult={onResult} />, 'ua');
    fireEvent.change(screen.getByLabelText('Ваше ім’я'), { target: { value: ' Олена ' } });
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    fireEvent.change(email, { target: { value: ' Olena@Mail.RU' } });
    expect(email.value).toBe('olena@mail.ru');
    expect(screen.getByText(/зоні \.ru/)).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'Olena@Gmial.com ' } });
    fireEvent.blur(email);
    await waitFor(() => expect(email.value).toBe('olena@gmail.com'));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Підписатися' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ step: 2 }));
    expect(mocked.subscribe).toHaveBeenCalledWith('Олена', 'olena@gmail.com', 'popup');
  });
});

describe('SubscribeResultModal says what happened', () => {
  it.each([
    ['ua', 2, undefined, 'Адресу додано до розсилки'],
    ['ru', 2, undefined, 'Адрес добавлен в рассылку'],
    ['ua', 3, undefined, 'Ця адреса вже отримує наші новини.'],
    ['ua', 4, 'subscribe_error_rejected', 'Сервіс розсилки не прийняв цю адресу'],
    ['ru', 4, 'subscribe_error_busy', 'Слишком много попыток подряд'],
    ['ua', 4, 'subscribe_error_unavailable', 'напишіть нам у підтримку'],
    ['ru', 4, undefined, 'Попробуйте ещё раз позже или напишите нам в поддержку.'],
  ] as const)('%s step %i (%s)', (locale, step, reason, text) => {
    renderInLocale(<SubscribeResultModal step={step} reason={reason} onClose={() => undefined} />, locale);
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    // No claim of a confirmation e-mail: the shop does not know the provider sent one.
    expect(document.body.textContent).not.toMatch(/надіслали лист|отправили письмо/);
  });
});
