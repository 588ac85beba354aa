import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../../test/render';
import { sessionStore } from '../../auth/session';
import { testUser } from '../../auth/test-helpers';
import { installFetch, ok, type FetchCall } from '../test-fetch';
import { MessagesCard } from './MessagesCard';

const settings = (bot: boolean, sms: boolean, botAvailable = true) => ({
  bot: { available: botAvailable, on: bot },
  push: { available: false, on: true },
  sms: { available: true, on: sms },
});

let calls: FetchCall[];
beforeEach(() => {
  sessionStore.setState({ status: 'success', token: 'x'.repeat(64), user: testUser() });
});

test('the customer switches the bot off: the change is sent and the answer shown; no push switch without push', async () => {
  calls = installFetch(({ method, path, body }) => {
    if (path !== '/api/profile/notifications') return undefined;
    if (method === 'GET') return ok(settings(true, true));
    return ok(settings((body as { bot?: boolean }).bot ?? true, true));
  });
  const user = userEvent.setup();
  renderInLocale(<MessagesCard />);
  const bot = await screen.findByRole('checkbox', { name: 'у Telegram-боті' });
  expect(bot).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'SMS (коли інші способи вимкнені)' })).toBeChecked();
  expect(screen.queryByRole('checkbox', { name: 'сповіщенням у браузері' })).toBeNull();
  await user.click(bot);
  await waitFor(() => expect(bot).not.toBeChecked());
  expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ bot: false }]);
});

test('in Russian; without the bot the card says how to get messages', async () => {
  installFetch(({ path }) =>
    path === '/api/profile/notifications'
      ? ok({ ...settings(true, true, false), sms: { available: false, on: true } })
      : undefined,
  );
  renderInLocale(<MessagesCard />, 'ru');
  expect(await screen.findByText('Чтобы получать сообщения о заказе, войдите через Telegram-бот.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Сообщения о заказе' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).toBeNull();
});

test('a browser that can take push offers to subscribe; once subscribed, the push switch shows', async () => {
  let subscribed = false;
  const calls = installFetch(({ method, path }) => {
    if (path === '/api/profile/notifications') return ok({ ...settings(true, true), push: { available: subscribed, on: true } });
    if (path === '/api/push/vapid-key') return ok({ public_key: 'BKEY' });
    if (path === '/api/profile/push-subscriptions' && method === 'POST') {
      subscribed = true;
      return ok({ message: 'ok' });
    }
    return undefined;
  });
  const subscription = { toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }) };
  const registration = { pushManager: { subscribe: async () => subscription } };
  Object.defineProperty(window.navigator, 'serviceWorker', {
    value: { ready: Promise.resolve(registration) },
    configurable: true,
  });
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  try {
    const user = userEvent.setup();
    renderInLocale(<MessagesCard />);
    await user.click(await screen.findByRole('button', { name: 'Отримувати сповіщення в цьому браузері' }));
    expect(await screen.findByRole('checkbox', { name: 'сповіщенням у браузері' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Отримувати сповіщення в цьому браузері' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/profile/push-subscriptions']);
  } finally {
    delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
    delete (window as { PushManager?: unknown }).PushManager;
  }
});
