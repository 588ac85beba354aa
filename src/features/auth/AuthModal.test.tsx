/** The auth modal: the login form, sign-up for an unknown phone, the SMS code screen. */
import React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../test/render';
import { useModal } from '../../shared/modal-store';
import { Toaster } from '../../ui/Toaster';
import { useToasts } from '../../ui/toast-store';
import { sessionStore } from './session';
import { authFlow } from './auth-flow';
import { ok, TOKEN } from './test-helpers';
import { net, openModal, phoneInput, resetAuthModalAroundEachTest, setup } from './test-auth-modal';

resetAuthModalAroundEachTest();

describe('auth modal: login form (screen login)', () => {
  it('shows tabs, the phone form, the bot and both providers, forgot password and the privacy link', async () => {
    setup();
    const modal = await openModal();
    expect(within(modal).getByRole('heading', { level: 2, name: 'Вхід' })).toBeInTheDocument();
    expect(within(modal).getByRole('tab', { name: 'Вхід' })).toHaveAttribute('aria-selected', 'true');
    expect(phoneInput()).toHaveAttribute('placeholder', '+38 (0__) ___ __ __');
    for (const name of [
      'Отримати код в SMS',
      'Увійти через Telegram',
      'Увійти через Google',
      'Увійти через Apple',
      'Забули пароль?',
    ])
      expect(within(modal).getByRole('button', { name })).toBeInTheDocument();
    // The privacy policy PDF of the page's language (written at build time: src/site/privacy-pdf.ts).
    expect(within(modal).getByRole('link', { name: 'політикою конфіденційності' })).toHaveAttribute(
      'href',
      '/docs/privacy-policy-ua.pdf',
    );
    expect(within(modal).getByRole('button', { name: 'Закрити' })).toBeInTheDocument();
  });

  it.each([
    ['ua', '', 'Заповніть це поле'],
    ['ua', '5', 'Введіть щонайменше 3 символи'],
    ['ua', '5011122', 'Введіть правильний номер телефону'],
    ['ru', '', 'Заполните это поле'],
    ['ru', '5011122', 'Введите правильный номер телефона'],
  ] as const)('%s: phone %j -> %s, nothing sent', async (locale, typed, message) => {
    setup({}, locale);
    await openModal();
    const input = screen.getByLabelText(locale === 'ua' ? 'Номер телефону' : 'Номер телефона');
    if (typed) await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: locale === 'ua' ? 'Отримати код в SMS' : 'Получить код в SMS' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(net.calls).toHaveLength(0);
  });

  it('the transparent variant leaves the page undimmed; the default dims it', async () => {
    setup();
    await openModal('login', { transparent: true });
    const backdrop = () => screen.getByTestId('modal-backdrop');
    expect(backdrop()).toHaveAttribute('data-variant', 'transparent');
    expect(getComputedStyle(backdrop()).backgroundColor).toBe('transparent');
    act(() => useModal.getState().close());
    await openModal('login');
    expect(backdrop()).not.toHaveAttribute('data-variant');
    expect(getComputedStyle(backdrop()).backgroundColor).toBe('rgba(0, 0, 0, 0.5)');
  });

  it('cantClose hides the close button and Escape does not close', async () => {
    setup();
    const modal = await openModal('login', { cantClose: true });
    expect(within(modal).queryByRole('button', { name: 'Закрити' })).toBeNull();
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.getByTestId('auth-modal')).toBeInTheDocument();
  });

  it('the register tab shows the sign-up form; closing resets the tab to login', async () => {
    setup();
    const modal = await openModal();
    await userEvent.click(within(modal).getByRole('tab', { name: 'Реєстрація' }));
    expect(within(modal).getByRole('heading', { level: 2, name: 'Реєстрація' })).toBeInTheDocument();
    expect(within(modal).getByLabelText('Ім’я')).toBeInTheDocument();
    expect(within(modal).getByLabelText('E-mail (необов’язково)')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Закрити' }));
    expect(screen.queryByTestId('auth-modal')).toBeNull();
    expect(authFlow.getState().modal.tab).toBe('login');
    const again = await openModal();
    expect(within(again).getByRole('tab', { name: 'Вхід' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('auth modal: sign-up for an unknown phone', () => {
  const signUpRoutes = {
    '/api/auth/check-phone': ok({ is_unique_phone: false }),
    '/api/auth/check': ok({ is_unique_phone: true, is_unique_email: true }),
    '/api/secret/check': ok({ valid: true, phone_proof: 'p'.repeat(43), phone_proof_expires_at: '2026-12-28T10:00:00.000Z' }),
    '/api/auth/register/v2': ok({ access_token: TOKEN }),
  };

  it('check-phone says unknown: the sign-up form opens with the number; bad fields cost no SMS; then code and signed in', async () => {
    setup(signUpRoutes);
    const modal = await openModal();
    await userEvent.type(phoneInput(), '631112233');
    await userEvent.click(within(modal).getByRole('button', { name: 'Отримати код в SMS' }));
    expect(await within(modal).findByText(/Цей номер ще не зареєстровано/)).toBeInTheDocument();
    expect(within(modal).getByRole('tab', { name: 'Реєстрація' })).toHaveAttribute('aria-selected', 'true');
    expect((within(modal).getByLabelText('Номер телефону') as HTMLInputElement).value.replace(/\s/g, ' ')).toBe(
      '+38 (063) 111 22 33',
    );
    await userEvent.type(within(modal).getByLabelText('Ім’я'), 'Ірина');
    await userEvent.type(within(modal).getByLabelText('Пароль'), 'secret1');
    await userEvent.type(within(modal).getByLabelText('Повторіть пароль'), 'secret2');
    await userEvent.click(within(modal).getByRole('button', { name: 'Зареєструватися та отримати код' }));
    expect(await within(modal).findByText('Паролі не збігаються')).toBeInTheDocument();
    expect(within(modal).getByText('Потрібна ваша згода')).toBeInTheDocument();
    expect(net.calls.filter((c) => c.path === '/api/secret/generate/new')).toHaveLength(0);
    await userEvent.clear(within(modal).getByLabelText('Повторіть пароль'));
    await userEvent.type(within(modal).getByLabelText('Повторіть пароль'), 'secret1');
    await userEvent.click(within(modal).getByRole('checkbox'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Зареєструватися та отримати код' }));
    expect(await screen.findByRole('heading', { name: 'Введіть код із SMS' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Код із SMS'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(screen.queryByTestId('auth-modal')).toBeNull());
    expect(net.calls.find((c) => c.path === '/api/auth/register/v2')?.body).toMatchObject({
      name: 'Ірина',
      email: '',
      phone: '+380631112233',
      password: 'secret1',
      sms: '1234',
    });
  });
});

describe('auth modal: SMS code (screen code)', () => {
  it('phone -> code screen with a 30 s countdown; resend only at 0 with force_sms=1; wrong code on the field; right code logs in', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup();
    await openModal();
    await user.type(phoneInput(), '501112233');
    await user.click(screen.getByRole('button', { name: 'Отримати код в SMS' }));
    expect(await screen.findByRole('heading', { name: 'Введіть код із SMS' })).toBeInTheDocument();
    expect(screen.getByText('Ми надіслали 4-значний код на номер +38 (050) 111 22 33.')).toBeInTheDocument();
    expect(net.calls.map((c) => c.path)).toEqual(['/api/auth/check-phone', '/api/secret/generate/new']);
    const resend = screen.getByTestId('auth-resend');
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('Новий код через 0:30');
    act(() => jest.advanceTimersByTime(10_000));
    expect(resend).toHaveTextContent('0:20');
    act(() => jest.advanceTimersByTime(20_000));
    expect(resend).toBeEnabled();
    expect(resend).toHaveTextContent('Надіслати код ще раз');
    await user.click(resend);
    await waitFor(() => expect(net.count('/api/secret/generate/new')).toBe(2));
    expect(net.calls.at(-1)?.url.searchParams.get('force_sms')).toBe('1');
    await waitFor(() => expect(screen.getByTestId('auth-resend')).toHaveTextContent('0:30'));

    const code = screen.getByLabelText('Код із SMS');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText('Код складається з 4 цифр')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '9999');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText('Неправильний код із SMS')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(screen.queryByTestId('auth-modal')).toBeNull());
    expect(sessionStore.getState()).toMatchObject({ token: TOKEN, user: { bonus: 50 } });
    // The next person at this computer does not see the number.
    expect(authFlow.getState().phoneInput).toBe('');
  });

  it('"limit" shows the too_many_sms toast for 12 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup({ '/api/secret/generate/new': ok('limit') });
    // A toast's time runs while it is on screen.
    renderInLocale(<Toaster />, 'ua');
    await openModal();
    await user.type(phoneInput(), '501112233');
    await user.click(screen.getByRole('button', { name: 'Отримати код в SMS' }));
    await waitFor(() => expect(useToasts.getState().toasts).toHaveLength(1));
    expect(useToasts.getState().toasts[0]).toMatchObject({ key: 'too_many_sms', durationMs: 12_000 });
    act(() => jest.advanceTimersByTime(11_000));
    expect(useToasts.getState().toasts).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1_000));
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('offline: the error screen (err_sms, the network message); try another way goes back with the phone kept', async () => {
    setup({ '/api/auth/check-phone': 'network' });
    await openModal();
    await userEvent.type(phoneInput(), '501112233');
    await userEvent.click(screen.getByRole('button', { name: 'Отримати код в SMS' }));
    expect(await screen.findByRole('heading', { name: 'Не вдалося увійти' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Немає з’єднання з сервером');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Спробувати інший спосіб' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'На головну' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати інший спосіб' }));
    expect(phoneInput().value.replace(/\u00a0/g, ' ')).toBe('+38 (050) 111 22 33');
  });
});
