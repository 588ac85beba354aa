import React from 'react';
import { act, render } from '@testing-library/react';
import { useModal } from '../../shared/modal-store';
import { useUi } from '../../shared/ui-store';
import { sessionStore } from '../auth/session';
import { testUser } from '../auth/test-helpers';
import { resetPopupMemory, usePopupTimer } from './use-popup-timer';
import { POPUP_DELAY_MS, POPUP_LAST_VIEW_KEY, POPUP_QUIET_MS } from './popup-rules';
import { markHydrated } from '../../shared/hydration';

function Page({ path }: { path: string }) {
  usePopupTimer(path);
  return null;
}

const START = Date.UTC(2026, 10, 23, 9, 0, 0);
const opened = () => useModal.getState().current;
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(START);
  // The timer's code always mounts after the first page hydrated (it is loaded after hydration).
  markHydrated();
  localStorage.clear();
  resetPopupMemory();
  useModal.setState({ current: null });
  useUi.setState({ openPanel: null });
  sessionStore.setState({ user: null, token: null });
});
afterEach(() => jest.useRealTimers());

describe('the timed popup (spec section 4)', () => {
  test('the subscribe modal at step 1 after 30 s, and not again within 24 h', () => {
    const page = render(<Page path="/ua/sales/" />);
    wait(POPUP_DELAY_MS - 1);
    expect(opened()).toBeNull();
    wait(1);
    expect(opened()).toEqual({ name: 'usesubscribe', props: { step: 1, source: 'popup' } });
    expect(localStorage.getItem(POPUP_LAST_VIEW_KEY)).toBe(String(START + POPUP_DELAY_MS));

    // The visitor closes it (the modal sets the flag) and browses on: nothing within 24 h.
    act(() => useModal.getState().close());
    localStorage.setItem('show_subscribe', 'session');
    page.rerender(<Page path="/ua/news/" />);
    wait(POPUP_DELAY_MS);
    expect(opened()).toBeNull();
    wait(POPUP_QUIET_MS - 2 * POPUP_DELAY_MS - 1);
    page.rerender(<Page path="/ru/news/" />);
    wait(POPUP_DELAY_MS);
    expect(opened()).toBeNull();

    // A day after the last one: the mobile-app modal (subscribe flag set, mobile flag not).
    page.rerender(<Page path="/ru/" />);
    wait(POPUP_DELAY_MS);
    expect(opened()).toEqual({ name: 'modal-usemobile', props: {} });
  });

  test('not over a dialog with its own state (a dish option sheet open at 30 s)', () => {
    const sheet = document.createElement('div');
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-modal', 'true');
    document.body.appendChild(sheet);
    render(<Page path="/ua/category/pizza/" />);
    wait(POPUP_DELAY_MS);
    expect(opened()).toBeNull();
    sheet.remove();
  });

  test('the first page counts its 30 s from hydration, not from when the timer code arrived', () => {
    wait(20_000);
    render(<Page path="/ua/sales/" />);
    wait(POPUP_DELAY_MS - 20_000 - 1);
    expect(opened()).toBeNull();
    wait(1);
    expect(opened()?.name).toBe('usesubscribe');
  });

  test('timer code that arrives after the 30 s opens the popup at once', () => {
    wait(45_000);
    render(<Page path="/ua/sales/" />);
    expect(opened()).toBeNull();
    wait(0);
    expect(opened()?.name).toBe('usesubscribe');
  });

  test('a later page counts from its route change, not from hydration', () => {
    const page = render(<Page path="/ua/checkout/" />);
    wait(45_000);
    page.rerender(<Page path="/ua/sales/" />);
    wait(POPUP_DELAY_MS - 1);
    expect(opened()).toBeNull();
    wait(1);
    expect(opened()?.name).toBe('usesubscribe');
  });

  test('a route change starts the 30 s again', () => {
    const page = render(<Page path="/ua/sales/" />);
    wait(20_000);
    page.rerender(<Page path="/ua/news/" />);
    wait(20_000);
    expect(opened()).toBeNull();
    wait(10_000);
    expect(opened()?.name).toBe('usesubscribe');
  });

  test.each(['/ua/profile/information/', '/ru/profile/orders/', '/ua/checkout/', '/ru/checkout/'])('never on %s', (path) => {
    render(<Page path={path} />);
    wait(10 * POPUP_DELAY_MS);
    expect(opened()).toBeNull();
    expect(localStorage.getItem(POPUP_LAST_VIEW_KEY)).toBeNull();
  });

  test('not over an open modal or an open menu (and the 24 h are not used up)', () => {
    const page = render(<Page path="/ua/o-nas/" />);
    act(() => useModal.getState().open({ name: 'auth-modal', props: { type: 'login' } }));
    wait(POPUP_DELAY_MS);
    expect(opened()?.name).toBe('auth-modal');
    expect(localStorage.getItem(POPUP_LAST_VIEW_KEY)).toBeNull();

    act(() => useModal.getState().close());
    act(() => useUi.getState().show('cart'));
    page.rerender(<Page path="/ua/sales/" />);
    wait(POPUP_DELAY_MS);
    expect(opened()).toBeNull();

    act(() => useUi.getState().closeAll());
    page.rerender(<Page path="/ua/news/" />);
    wait(POPUP_DELAY_MS);
    expect(opened()?.name).toBe('usesubscribe');
  });

  test('a logged-in customer who has seen the app modal (API flag) gets the subscribe modal', () => {
    localStorage.setItem('show_subscribe', 'session');
    sessionStore.setState({ user: testUser({ show_mobile_result: true }) });
    render(<Page path="/ua/" />);
    wait(POPUP_DELAY_MS);
    expect(opened()?.name).toBe('usesubscribe');
  });

  test.each([
    ['garbage', 'not-a-time'],
    ['a time in the future', String(START + 5 * POPUP_QUIET_MS)],
  ])('a corrupt last view (%s) does not break the page and counts as never', (_name, value) => {
    localStorage.setItem(POPUP_LAST_VIEW_KEY, value);
    localStorage.setItem('show_subscribe', '{broken');
    render(<Page path="/ru/sales/" />);
    wait(POPUP_DELAY_MS);
    expect(opened()?.name).toBe('usesubscribe');
    expect(localStorage.getItem(POPUP_LAST_VIEW_KEY)).toBe(String(START + POPUP_DELAY_MS));
  });

  test('blocked storage: the popup still works, nothing throws, and this tab remembers the 24 h', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setSpy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const page = render(<Page path="/ua/" />);
    wait(POPUP_DELAY_MS);
    expect(opened()?.name).toBe('usesubscribe');
    act(() => useModal.getState().close());
    page.rerender(<Page path="/ua/news/" />);
    wait(POPUP_DELAY_MS);
    expect(opened()).toBeNull();
    spy.mockRestore();
    setSpy.mockRestore();
  });
});
