import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../test/render';
import { useModal } from '../../shared/modal-store';
import { sessionStore } from '../auth/session';
import { testUser } from '../auth/test-helpers';
import { WishlistHeart } from './WishlistHeart';
import { wishlistStore } from './wishlist';
import { installFetch, ok, type FetchCall } from '../profile/test-fetch';

const item = (id: number) => ({ product_id: id, added_at: '2025-01-01T00:00:00Z', product: null });
let calls: FetchCall[];
let list: number[];

beforeEach(() => {
  list = [];
  useModal.setState({ current: null });
  act(() => sessionStore.setState({ status: 'empty', token: null, user: null }));
  wishlistStore.getState().clear();
  calls = installFetch(({ method, path, body }) => {
    if (path === '/api/profile/wishlist' && method === 'GET') return ok(list.map(item));
    if (path === '/api/profile/wishlist' && method === 'POST') {
      list = [(body as { product_id: number }).product_id, ...list];
      return ok(list.map(item));
    }
    const m = /^\/api\/profile\/wishlist\/(\d+)$/.exec(path);
    if (m && method === 'DELETE') {
      list = list.filter((id) => id !== Number(m[1]));
      return ok(list.map(item));
    }
    return undefined;
  });
});

describe('wishlist heart', () => {
  it('a guest gets the auth modal; the dish is added right after that login', async () => {
    const user = userEvent.setup();
    renderInLocale(<WishlistHeart productId={69} name="Тірамісу" />);
    const heart = screen.getByRole('button', { name: 'Додати «Тірамісу» в обране' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(useModal.getState().current).toEqual({ name: 'auth-modal', props: { type: 'login' } });
    expect(calls).toHaveLength(0);

    act(() => sessionStore.setState({ status: 'success', token: 'x'.repeat(64), user: testUser() }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Прибрати «Тірамісу» з обраного' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/profile/wishlist', 'POST /api/profile/wishlist']);
  });

  it('logged in: toggles on and off through the API (Russian labels)', async () => {
    const user = userEvent.setup();
    list = [5];
    act(() => sessionStore.setState({ status: 'success', token: 'x'.repeat(64), user: testUser() }));
    renderInLocale(<WishlistHeart productId={69} name="Тирамису" />, 'ru');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Добавить «Тирамису» в избранное' }));
    expect(screen.getByRole('button', { name: 'Убрать «Тирамису» из избранного' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(list).toEqual([69, 5]));
    await user.click(screen.getByRole('button', { name: 'Убрать «Тирамису» из избранного' }));
    await waitFor(() => expect(list).toEqual([5]));
    expect(screen.getByRole('button', { name: 'Добавить «Тирамису» в избранное' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('logout empties the hearts', async () => {
    list = [69];
    act(() => sessionStore.setState({ status: 'success', token: 'x'.repeat(64), user: testUser() }));
    renderInLocale(<WishlistHeart productId={69} name="Тірамісу" />);
    await waitFor(() => expect(screen.getByRole('button', { pressed: true })).toBeInTheDocument());
    act(() => sessionStore.setState({ status: 'empty', token: null, user: null }));
    expect(screen.getByRole('button', { name: 'Додати «Тірамісу» в обране' })).toHaveAttribute('aria-pressed', 'false');
  });
});
