import React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../test/render';
import { useModal } from '../../shared/modal-store';
import { ModalHost } from '../../layout/ModalHost';
import { Toaster } from '../../ui/Toaster';
import { useToasts } from '../../ui/toast-store';
import { sessionStore } from './session';
import { authFlow } from './auth-flow';
import { openAuthModal } from './open-auth-modal';
import { e422, ok, scriptedFetch, testUser, TOKEN, type Route } from './test-helpers';

const routes = (over: Record<string, Route> = {}): Record<string, Route> => ({
  '/api/auth/check-phone': ok({ is_unique_phone: true }),
  '/api/secret/generate/new': ok({ id: 'sec-1' }),
  '/api/auth/login': (body) =>
    (body as { code: string }).code === '1234' ? ok({ access_token: TOKEN }) : e422({ code: ['validation_sms'] }),
  '/api/auth/me': ok(testUser()),
  '/api/tg-bot/token': ok({ token: 'bottoken123', link: '/api/dev/tg-bot/bottoken123' }),
  '/api/tg-bot/status/*': ok({ status: 'waiting' }),
  '/api/auth/forgot': ok({ message: 'new_password_on_your_phone' }),
  '/api/auth/forgot/submit': ok({ message: 'password_changed' }),
  ...over,
});

let net: ReturnType<typeof scriptedFetch>;
function setup(over: Record<string, Route> = {}, locale: 'ua' | 'ru' = 'ua') {
  net = scriptedFetch(routes(over));
  global.fetch = net.fetchImpl;
  const view = renderInLocale(<ModalHost />, locale);
  return view;
}

async function openModal(type: Parameters<typeof openAuthModal>[0] = 'login', opts = {}) {
  act(() => openAuthModal(type, opts));
  return screen.findByTestId('auth-modal');
}

const phoneInput = () => screen.getByLabelText('Номер телефону') as HTMLInputElement;

beforeEach(() => {
  useModal.setState({ current: null });
  useToasts.setState({ toasts: [] });
  sessionStore.setState({ status: 'empty', token: null, user: null });
  window.localStorage.clear();
  authFlow.setState({ phoneInput: '' });
});
afterEach(() => {
  act(() => useModal.getState().close());
  jest.useRealTimers();
});

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
    '/api/secret/check': ok({ valid: true }),
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

describe('auth modal: a send code answer lost after the SMS went out', () => {
  it('the retry within 30 s gets "code already sent": screen code says that code cannot work, the countdown runs from the lost send, the resend at 0 logs in', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup({
      '/api/secret/generate/new': (_b, url, n) =>
        n === 1
          ? 'network'
          : url.searchParams.get('force_sms') === '1'
            ? ok({ id: 'sec-2' })
            : { status: 429, body: { message: 'sms_resend_too_soon' } },
    });
    await openModal();
    await user.type(phoneInput(), '501112233');
    await user.click(screen.getByRole('button', { name: 'Отримати код в SMS' }));
    expect(await screen.findByRole('heading', { name: 'Не вдалося увійти' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Спробувати інший спосіб' }));
    act(() => jest.advanceTimersByTime(8_000));
    await user.click(screen.getByRole('button', { name: 'Отримати код в SMS' }));
    expect(await screen.findByRole('heading', { name: 'Введіть код із SMS' })).toBeInTheDocument();
    const note =
      'Код уже надіслано на цей номер, але відповідь сервера з ним загубилася, тож цей код не спрацює. Запросіть новий, щойно закінчиться відлік на кнопці нижче.';
    expect(screen.getByTestId('auth-code-lost')).toHaveTextContent(note);
    expect(screen.getByTestId('auth-resend')).toHaveTextContent('Новий код через 0:22');
    expect(useToasts.getState().toasts).toEqual([]);
    // The code that arrived: said again, nothing sent to the login.
    await user.type(screen.getByLabelText('Код із SMS'), '4321');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(screen.getAllByText(note)).toHaveLength(2));
    expect(net.count('/api/auth/login')).toBe(0);
    expect(net.count('/api/secret/generate/new')).toBe(2);
    act(() => jest.advanceTimersByTime(22_000));
    await user.click(screen.getByTestId('auth-resend'));
    await waitFor(() => expect(net.count('/api/secret/generate/new')).toBe(3));
    expect(net.calls.at(-1)?.url.searchParams.get('force_sms')).toBe('1');
    await waitFor(() => expect(screen.queryByTestId('auth-code-lost')).toBeNull());
    const code = screen.getByLabelText('Код із SMS');
    await user.clear(code);
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(screen.queryByTestId('auth-modal')).toBeNull());
    expect(net.calls.filter((c) => c.path === '/api/auth/login').map((c) => c.body)).toEqual([
      { phone: '+380501112233', id: 'sec-2', code: '1234' },
    ]);
  });

  it('ru: the same note in Russian', async () => {
    setup({ '/api/secret/generate/new': { status: 429, body: { message: 'sms_resend_too_soon' } } }, 'ru');
    await openModal();
    await userEvent.type(screen.getByLabelText('Номер телефона'), '501112233');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код в SMS' }));
    expect(await screen.findByTestId('auth-code-lost')).toHaveTextContent(
      'Код уже отправлен на этот номер, но ответ сервера с ним потерялся, поэтому этот код не сработает.',
    );
  });
});

describe('auth modal: messenger bot (screens bot-wait and error)', () => {
  it('waits on bot-wait with the countdown and the bot link; an error status shows its own text on the error screen', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    setup({
      '/api/tg-bot/status/*': (_b, _u, n) => (n < 3 ? ok({ status: 'waiting' }) : ok({ status: 'error', error: 'other_email' })),
    });
    await openModal();
    await user.click(screen.getByRole('button', { name: 'Увійти через Telegram' }));
    expect(await screen.findByRole('heading', { name: 'Підтвердіть вхід у Telegram' })).toBeInTheDocument();
    expect(tab.location.href).toBe('/api/dev/tg-bot/bottoken123');
    expect(screen.getByRole('link', { name: 'Відкрити бота' })).toHaveAttribute('href', '/api/dev/tg-bot/bottoken123');
    expect(screen.getByTestId('auth-bot-countdown')).toHaveTextContent('0:50');
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole('heading', { name: 'Не вдалося увійти' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('пов’язаний з іншою адресою e-mail');
    await user.click(screen.getByRole('button', { name: 'Спробувати інший спосіб' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Вхід' })).toBeInTheDocument();
  });

  it('no bot token: the toast (not the wait screen)', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    setup({ '/api/tg-bot/token': ok({}) });
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Увійти через Telegram' }));
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.key)).toEqual(['auth_token_error']));
    expect(screen.getByRole('heading', { level: 2, name: 'Вхід' })).toBeInTheDocument();
  });

  it('closing the modal while waiting stops the polling', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.spyOn(window, 'open').mockReturnValue(null);
    setup();
    await openModal();
    await user.click(screen.getByRole('button', { name: 'Увійти через Telegram' }));
    await screen.findByRole('heading', { name: 'Підтвердіть вхід у Telegram' });
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await user.click(screen.getByRole('button', { name: 'Закрити' }));
    const polls = net.count('/api/tg-bot/status/bottoken123');
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(net.count('/api/tg-bot/status/bottoken123')).toBe(polls);
  });
});

describe('auth modal: forgot password', () => {
  it('request by phone -> toast -> new password with show/hide -> success toast -> login form', async () => {
    setup();
    const modal = await openModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Забули пароль?' }));
    const field = await screen.findByLabelText('E-mail або телефон');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByText('Заповніть це поле')).toBeInTheDocument();
    await userEvent.type(field, 'maria@example');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByText('Введіть правильну адресу e-mail')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '0931234567');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByRole('heading', { name: 'Новий пароль' })).toBeInTheDocument();
    expect(useToasts.getState().toasts.map((t) => t.key)).toEqual(['new_password_on_your_phone']);
    expect(net.calls[0].body).toEqual({ email: '+380931234567' });

    const password = screen.getByLabelText('Новий пароль', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Показати пароль' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Сховати пароль' }));
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Змінити пароль' }));
    expect(await screen.findByText('Пароль має бути не коротшим за 6 символів')).toBeInTheDocument();
    expect(screen.getByText('Це поле обов’язкове')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Код із повідомлення'), 'tok123');
    await userEvent.type(password, 'def');
    await userEvent.click(screen.getByRole('button', { name: 'Змінити пароль' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Вхід' })).toBeInTheDocument();
    expect(net.calls[1].body).toEqual({ email: '+380931234567', token: 'tok123', password: 'abcdef' });
    expect(useToasts.getState().toasts.map((t) => t.key)).toContain('auth_password_changed');
  });

  it('forgot-input with e-mail and token opens the new password form without a token field', async () => {
    setup({ '/api/auth/forgot/submit': e422({ token: ['validation_token'] }) });
    await openModal('forgot-input', { email: 'maria@example.com', token: 'linktoken' });
    expect(await screen.findByRole('heading', { name: 'Новий пароль' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Код із повідомлення')).toBeNull();
    await userEvent.type(screen.getByLabelText('Новий пароль', { selector: 'input' }), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Змінити пароль' }));
    expect(await screen.findByText('Код недійсний або застарів. Запросіть новий.')).toBeInTheDocument();
    expect(net.calls[0].body).toEqual({ email: 'maria@example.com', token: 'linktoken', password: 'secret12' });
  });
});

describe('auth modal: the shop API refuses with 429 (abuse limits)', () => {
  const TEXTS = {
    ua: {
      requests: 'Забагато запитів із цього пристрою. Спробуйте пізніше або увійдіть через Telegram.',
      sms: 'Забагато запитів SMS за сьогодні. Спробуйте завтра або увійдіть через Telegram.',
      phone: 'Номер телефону',
      send: 'Отримати код в SMS',
      forgot: 'Забули пароль?',
      field: 'E-mail або телефон',
      submit: 'Надіслати',
    },
    ru: {
      requests: 'Слишком много запросов с этого устройства. Попробуйте позже или войдите через Telegram.',
      sms: 'Слишком много запросов SMS за сегодня. Попробуйте завтра или войдите через Telegram.',
      phone: 'Номер телефона',
      send: 'Получить код в SMS',
      forgot: 'Забыли пароль?',
      field: 'E-mail или телефон',
      submit: 'Отправить',
    },
  };
  const tooMany = (message: string): Route => ({ status: 429, body: { message } });

  it.each(['ua', 'ru'] as const)('%s: too many SMS requests from this client: the code request says so', async (locale) => {
    const t = TEXTS[locale];
    setup({ '/api/secret/generate/new': tooMany('too_many_requests') }, locale);
    await openModal();
    await userEvent.type(screen.getByLabelText(t.phone), '501112233');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.requests)).toBeInTheDocument();
  });

  it.each(['ua', 'ru'] as const)("%s: forgot password over the phone's SMS day: the form says so", async (locale) => {
    const t = TEXTS[locale];
    setup({ '/api/auth/forgot': tooMany('too_many_sms') }, locale);
    const modal = await openModal();
    await userEvent.click(within(modal).getByRole('button', { name: t.forgot }));
    await userEvent.type(await screen.findByLabelText(t.field), '0931234567');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.sms)).toBeInTheDocument();
  });
});
