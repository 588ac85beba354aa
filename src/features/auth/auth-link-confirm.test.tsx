/** The e-mail confirmation link (issue 43): its token goes to the API, a toast says the outcome, the address bar is cleaned. */
import React from 'react';
import { render, waitFor } from '@testing-library/react';
import { useToasts } from '../../ui/toast-store';
import { installFetch, invalid, ok } from '../../test/fetch';
import { useModal } from '../../shared/modal-store';
import { useAuthLink } from './use-auth-link';

function Page({ search }: { search: string }) {
  useAuthLink(search);
  return null;
}

beforeEach(() => useToasts.setState({ toasts: [] }));
const toastKeys = () => useToasts.getState().toasts.map((t) => t.key);

it('a right link: the token is posted once, the toast names the e-mail, the token leaves the address bar', async () => {
  window.history.replaceState(null, '', '/ru/news/?auth=email-confirm&token=0123abcd&utm=mail');
  const calls = installFetch(({ method, path }) =>
    method === 'POST' && path === '/api/auth/email/confirm'
      ? ok({ message: 'email_confirmed', email: 'olena@example.com' })
      : undefined,
  );
  render(<Page search="?auth=email-confirm&token=0123abcd&utm=mail" />);
  await waitFor(() => expect(toastKeys()).toEqual(['auth_email_confirmed']));
  expect(useToasts.getState().toasts[0].vars).toEqual({ email: 'olena@example.com' });
  expect(calls.filter((c) => c.path === '/api/auth/email/confirm').map((c) => c.body)).toEqual([{ token: '0123abcd' }]);
  expect(`${window.location.pathname}${window.location.search}`).toBe('/ru/news/?utm=mail');
});

it('a used, old or stale link: the refusal is told; no auth modal opens', async () => {
  window.history.replaceState(null, '', '/?auth=email-confirm&token=used');
  installFetch(({ path }) => (path === '/api/auth/email/confirm' ? invalid({ token: ['validation_token'] }) : undefined));
  render(<Page search="?auth=email-confirm&token=used" />);
  await waitFor(() => expect(toastKeys()).toEqual(['auth_email_confirm_refused']));
  expect(useModal.getState().current).toBeNull();
});
