import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../../test/render';
import { useToasts } from '../../../ui/toast-store';
import { sessionStore } from '../../auth/session';
import { testUser } from '../../auth/test-helpers';
import { installFetch, ok, type FetchCall } from '../test-fetch';
import { SignInMethodsCard } from './SignInMethodsCard';

/** Google and Apple connected from the profile (decision 435). */
type Account = { provider: 'google' | 'apple'; email: string | null; can_disconnect: boolean };
const links = (accounts: Account[]) => ({ accounts, available: ['google', 'apple'] });
const GOOGLE: Account = { provider: 'google', email: 'olena@gmail.com', can_disconnect: true };

let calls: FetchCall[];
let accounts: Account[];
let open: jest.SpyInstance;
beforeEach(() => {
  sessionStore.setState({ status: 'success', token: 'x'.repeat(64), user: testUser() });
  useToasts.setState({ toasts: [] });
  localStorage.clear();
  accounts = [GOOGLE];
  calls = installFetch(({ method, path }) => {
    if (path === '/api/profile/social-accounts' && method === 'GET') return ok(links(accounts));
    if (path === '/api/profile/social-accounts/google' && method === 'DELETE') {
      accounts = [];
      return ok(links(accounts));
    }
    if (path === '/api/profile/social-accounts/apple' && method === 'DELETE')
      return { status: 409, body: { message: 'last_sign_in_method' } };
    return undefined;
  });
  open = jest.spyOn(window, 'open').mockImplementation(() => ({ closed: false }) as Window);
  window.history.replaceState(null, '', '/profile/information/');
});
afterEach(() => open.mockRestore());

/** The callback popup's answer, as AuthCallbackPage posts it. */
const answer = (data: object, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
const toastKeys = () => useToasts.getState().toasts.map((t) => [t.key, t.kind]);

test('Google connected with its e-mail, Apple not: connecting Apple runs the consent popup marked "connect", then shows it', async () => {
  const onConnected = jest.fn();
  const user = userEvent.setup();
  renderInLocale(<SignInMethodsCard onConnected={onConnected} />);
  expect(screen.getByRole('heading', { name: 'Вхід через Google та Apple' })).toBeInTheDocument();
  expect(await screen.findByTestId('sign-in-google-state')).toHaveTextContent('Підключено: olena@gmail.com');
  expect(screen.getByTestId('sign-in-apple-state')).toHaveTextContent('Не підключено');
  expect(screen.getByRole('button', { name: 'Відключити Google' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Підключити Apple' }));
  const url = new URL(open.mock.calls[0][0] as string, window.location.origin);
  expect(url.pathname).toBe('/api/dev/social/apple');
  expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/ua/auth/apple/`);
  const saved = JSON.parse(localStorage.getItem('auth-social')!) as { state: string; purpose: string; provider: string };
  expect(saved).toMatchObject({ provider: 'apple', purpose: 'connect', state: url.searchParams.get('state') });
  expect(screen.getByRole('button', { name: 'Підключаємо…' })).toBeDisabled();

  accounts = [GOOGLE, { provider: 'apple', email: null, can_disconnect: true }];
  await answer({ type: 'auth-social-connect-result', ok: true });
  await waitFor(() => expect(screen.getByTestId('sign-in-apple-state')).toHaveTextContent('Підключено'));
  expect(screen.getByRole('button', { name: 'Відключити Apple' })).toBeInTheDocument();
  expect(onConnected).toHaveBeenCalledTimes(1);
  expect(toastKeys()).toEqual([['pf_signin_connected_toast', 'success']]);
});

test("the provider's account belongs to another customer: told so, nothing changes", async () => {
  const onConnected = jest.fn();
  const user = userEvent.setup();
  renderInLocale(<SignInMethodsCard onConnected={onConnected} />, 'ru');
  await user.click(await screen.findByRole('button', { name: 'Подключить Apple' }));
  // Another site's page cannot say it connected.
  await answer({ type: 'auth-social-connect-result', ok: true }, 'https://evil.example');
  expect(toastKeys()).toEqual([]);
  await answer({ type: 'auth-social-connect-result', ok: false, reason: 'social_account_taken' });
  await waitFor(() => expect(toastKeys()).toEqual([['auth_connect_social_account_taken', 'error']]));
  expect(screen.getByTestId('sign-in-apple-state')).toHaveTextContent('Не подключено');
  expect(screen.getByRole('button', { name: 'Подключить Apple' })).toBeEnabled();
  expect(onConnected).not.toHaveBeenCalled();
  expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
});

test('disconnecting Google: the API is asked, the row says not connected', async () => {
  const user = userEvent.setup();
  renderInLocale(<SignInMethodsCard onConnected={jest.fn()} />);
  await user.click(await screen.findByRole('button', { name: 'Відключити Google' }));
  await waitFor(() => expect(screen.getByTestId('sign-in-google-state')).toHaveTextContent('Не підключено'));
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/profile/social-accounts/google']);
  expect(toastKeys()).toEqual([['pf_signin_disconnected_toast', 'success']]);
});

test('the only way into the account offers no disconnection and says why', async () => {
  accounts = [{ provider: 'apple', email: 'a@privaterelay.appleid.com', can_disconnect: false }];
  renderInLocale(<SignInMethodsCard onConnected={jest.fn()} />, 'ru');
  expect(await screen.findByTestId('sign-in-apple-state')).toHaveTextContent(
    'Подключено: a@privaterelay.appleid.com Это единственный способ входа в аккаунт: отключить его нельзя.',
  );
  expect(screen.queryByRole('button', { name: 'Отключить Apple' })).toBeNull();
});

test('sent by the conflict screen (?connect=google): a notice names Google and its button has the focus', async () => {
  accounts = [];
  window.history.replaceState(null, '', '/ru/profile/information/?connect=google');
  renderInLocale(<SignInMethodsCard onConnected={jest.fn()} />, 'ru');
  const button = await screen.findByRole('button', { name: 'Подключить Google' });
  expect(screen.getByTestId('sign-in-methods-wanted')).toHaveTextContent(
    'Подключите Google: после этого вход через Google будет открывать этот аккаунт.',
  );
  await waitFor(() => expect(button).toHaveFocus());
});
