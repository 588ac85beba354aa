import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { ModalHost } from '../../layout/ModalHost';
import { useModal } from '../../shared/modal-store';
import { sessionStore } from '../auth/session';
import { testUser } from '../auth/test-helpers';
import { __setStaticQueryData, defaultStaticData } from '../../test/gatsby-mock';
import * as api from './mobile-app-api';
import { storeUrls } from './store-links';

jest.mock('./mobile-app-api', () => ({
  announceMobileModalShown: jest.fn(() => Promise.resolve({ ok: true, data: { message: 'ok' } })),
}));
const announce = api.announceMobileModalShown as jest.Mock;

const STORES = { app_store: 'https://apps.apple.com/app/id123', google_play: 'https://play.google.com/store/apps/details?id=x' };

beforeAll(() =>
  __setStaticQueryData({
    ...defaultStaticData,
    allShopSettings: {
      nodes: defaultStaticData.allShopSettings.nodes.map((n) => ({ ...n, contact: { ...n.contact, ...STORES } })),
    },
  }),
);
afterAll(() => __setStaticQueryData(defaultStaticData));
beforeEach(() => {
  localStorage.clear();
  announce.mockClear();
  sessionStore.setState({ user: null, token: null });
  useModal.setState({ current: null });
});

async function openMobileModal(locale: 'ua' | 'ru', orderId?: number) {
  renderInLocale(<ModalHost />, locale);
  act(() => useModal.getState().open({ name: 'modal-usemobile', props: orderId ? { orderId } : {} }));
  return screen.findByRole('dialog', {}, { timeout: 15_000 });
}

describe('modal-usemobile', () => {
  test('title, body, both store links and the two buttons, in Ukrainian', async () => {
    const dialog = await openMobileModal('ua');
    expect(dialog).toHaveAccessibleName('Замовляйте в нашому застосунку');
    expect(screen.getByText(/50 бонусів/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Завантажити в App Store' })).toHaveAttribute('href', STORES.app_store);
    expect(screen.getByRole('link', { name: 'Завантажити в Google Play' })).toHaveAttribute('href', STORES.google_play);
    expect(screen.getByRole('button', { name: 'Далі' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Не зараз' })).toBeInTheDocument();
  });

  test('a guest: "next" closes it and sets the mobile flag; no API call', async () => {
    await openMobileModal('ru');
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(useModal.getState().current).toBeNull();
    expect(localStorage.getItem('show_mobile')).toBe('session');
    expect(announce).not.toHaveBeenCalled();
  });

  test('logged in: "not now" closes it, calls show-mobile and marks the user', async () => {
    sessionStore.setState({ user: testUser({ show_mobile_result: false }), token: 't'.repeat(64) });
    await openMobileModal('ru', 42);
    expect(screen.getByText(/Следите за своим заказом/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Не сейчас' }));
    expect(useModal.getState().current).toBeNull();
    expect(announce).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user?.show_mobile_result).toBe(true);
    expect(localStorage.getItem('show_mobile')).toBe('session');
  });

  test('Escape counts as seen too', async () => {
    const dialog = await openMobileModal('ua');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(useModal.getState().current).toBeNull();
    expect(localStorage.getItem('show_mobile')).toBe('session');
  });
});

describe('closing the subscribe modal sets the subscribe flag', () => {
  test.each([1, 2, 3, 4] as const)('step %i', async (step) => {
    renderInLocale(<ModalHost />, 'ua');
    act(() => useModal.getState().open({ name: 'usesubscribe', props: { step, source: 'popup' } }));
    // The first open compiles the lazily loaded form code (formik, yup): allow for it.
    await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(localStorage.getItem('show_subscribe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(useModal.getState().current).toBeNull();
    expect(localStorage.getItem('show_subscribe')).toBe('session');
  });
});

describe('store links', () => {
  test.each<[Record<string, unknown>, Record<string, string | undefined>, { ios: string | null; android: string | null }]>([
    [STORES, {}, { ios: STORES.app_store, android: STORES.google_play }],
    [{}, { GATSBY_APP_STORE_URL: 'https://apps.apple.com/app/id9' }, { ios: 'https://apps.apple.com/app/id9', android: null }],
    [{ app_store: 'javascript:alert(1)', google_play: 'http://play.google.com/x' }, {}, { ios: null, android: null }],
    [{ app_store: 'https://evil.example/apps.apple.com', google_play: 42 }, {}, { ios: null, android: null }],
    [
      { app_store: 'not a url' },
      { GATSBY_APP_STORE_URL: 'https://apps.apple.com/app/id1' },
      { ios: 'https://apps.apple.com/app/id1', android: null },
    ],
  ])('%j + config %j -> %j', (contact, env, expected) => expect(storeUrls(contact, env)).toEqual(expected));
});
