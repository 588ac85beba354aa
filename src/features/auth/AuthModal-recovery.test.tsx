/** The auth modal: a lost send answer, the messenger bot, forgot password, the API's 429. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '../../ui/toast-store';
import { e422, ok, type Route } from './test-helpers';
import { net, openModal, phoneInput, resetAuthModalAroundEachTest, setup } from './test-auth-modal';

resetAuthModalAroundEachTest();

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
    expect(tab.location.href).toBe('/api/dev/tg-bot/startcode456');
    expect(screen.getByRole('link', { name: 'Відкрити бота' })).toHaveAttribute('href', '/api/dev/tg-bot/startcode456');
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
