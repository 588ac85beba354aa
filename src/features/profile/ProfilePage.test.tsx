import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { renderInLocale } from '../../test/render';
import { useModal } from '../../shared/modal-store';
import { sessionStore } from '../auth/session';
import { loadSession } from '../auth/session-loader';
import { testUser } from '../auth/test-helpers';
import ProfilePage from './ProfilePage';
import { installFetch, ok } from './test-fetch';

const TOKEN = 'x'.repeat(64);

// The card's bonus line reads the session through its loader, which the app shell starts after the first render.
beforeAll(() => loadSession());

beforeEach(() => {
  (navigate as jest.Mock).mockReset();
  // Navigating changes the address, as Gatsby's navigate does.
  (navigate as jest.Mock).mockImplementation((to: string) => window.history.replaceState(null, '', to));
  window.history.replaceState(null, '', '/ua/profile/orders/');
  useModal.setState({ current: null });
  sessionStore.setState({ status: 'empty', token: null, user: null });
  installFetch(({ path }) => (path === '/api/profile/reviews' ? ok([]) : undefined));
});

describe('profile guard', () => {
  it('a guest is sent home (in the page language), then gets the auth modal in login mode', async () => {
    renderInLocale(<ProfilePage rest="/profile/orders/" />, 'ru');
    expect(navigate).toHaveBeenCalledWith('/ru/', { replace: true });
    await waitFor(() => expect(useModal.getState().current).toEqual({ name: 'auth-modal', props: { type: 'login' } }));
    expect(screen.getByTestId('profile-guest')).toHaveTextContent('Этот раздел доступен после входа');
  });

  it('waits while the user is being loaded, then shows the page (no modal, no redirect)', async () => {
    sessionStore.setState({ status: 'loading', token: TOKEN, user: null });
    renderInLocale(<ProfilePage rest="/profile/reviews/" />);
    expect(screen.getByTestId('profile-loading')).toBeInTheDocument();
    act(() => sessionStore.setState({ status: 'success', user: testUser() }));
    expect(await screen.findByTestId('profile')).toHaveAttribute('data-section', 'reviews');
    expect(useModal.getState().current).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a guest who logs in from that modal comes back to the page asked for', async () => {
    renderInLocale(<ProfilePage rest="/profile/bonus/" />);
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
    await waitFor(() => expect(useModal.getState().current?.name).toBe('auth-modal'));
    act(() => sessionStore.setState({ status: 'success', token: TOKEN, user: testUser() }));
    expect(navigate).toHaveBeenLastCalledWith('/ua/profile/bonus/');
  });

  it('logging out on a profile page leaves without asking to log in again', () => {
    sessionStore.setState({ status: 'success', token: TOKEN, user: testUser() });
    renderInLocale(<ProfilePage rest="/profile/reviews/" />);
    act(() => sessionStore.setState({ status: 'empty', token: null, user: null }));
    expect(useModal.getState().current).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('offline (token kept, user not loaded): an error with a retry, not a redirect', () => {
    sessionStore.setState({ status: 'error', token: TOKEN, user: null });
    renderInLocale(<ProfilePage rest="/profile/reviews/" />);
    expect(screen.getByTestId('profile-error')).toHaveTextContent('Не вдалося перевірити вхід');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the navigation marks the current section; the customer card shows the bonuses', async () => {
    sessionStore.setState({ status: 'success', token: TOKEN, user: testUser({ bonus: 250 }) });
    renderInLocale(<ProfilePage rest="/profile/reviews/" />);
    const nav = screen.getByRole('navigation', { name: 'Розділи профілю' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Мої відгуки');
    expect(nav.querySelectorAll('a')).toHaveLength(7);
    expect(screen.getByText('250 бонусів')).toBeInTheDocument();
    expect(await screen.findByTestId('profile-empty')).toHaveTextContent('Ви ще не залишали відгуків');
  });

  it.each(['/profile/information/email/', '/profile/information/pass/'])(
    '%s belongs to "information" in the navigation',
    (rest) => {
      sessionStore.setState({ status: 'success', token: TOKEN, user: testUser() });
      renderInLocale(<ProfilePage rest={rest} />);
      const nav = screen.getByRole('navigation', { name: 'Розділи профілю' });
      expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Особисті дані');
    },
  );
});
