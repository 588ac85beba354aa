import {
  POPUP_QUIET_MS,
  isMobileAppSeen,
  isPopupFreePath,
  popupToShow,
  readFlag,
  readLastView,
  type PopupInput,
} from './popup-rules';
import { writeItem } from '../../shared/safe-storage';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const base: PopupInput = {
  now: NOW,
  lastViewAt: null,
  pathname: '/ua/sales/',
  modalOpen: false,
  subscribeFlag: false,
  mobileFlag: false,
};

describe('popupToShow (spec section 4)', () => {
  test.each<[string, Partial<PopupInput>, ReturnType<typeof popupToShow>]>([
    ['first visit', {}, 'subscribe'],
    ['home page', { pathname: '/' }, 'subscribe'],
    ['ru home page', { pathname: '/ru/' }, 'subscribe'],
    ['subscribe flag set, mobile not', { subscribeFlag: true }, 'mobile-app'],
    ['both flags set', { subscribeFlag: true, mobileFlag: true }, 'subscribe'],
    ['only the mobile flag', { mobileFlag: true }, 'subscribe'],
    ['last view 1 ms short of 24 h', { lastViewAt: NOW - POPUP_QUIET_MS + 1 }, null],
    ['last view a minute ago', { lastViewAt: NOW - 60_000 }, null],
    ['last view exactly 24 h ago', { lastViewAt: NOW - POPUP_QUIET_MS }, 'subscribe'],
    ['last view 2 days ago', { lastViewAt: NOW - 2 * POPUP_QUIET_MS, subscribeFlag: true }, 'mobile-app'],
    ['a modal open', { modalOpen: true }, null],
    ['ua profile', { pathname: '/ua/profile/information/' }, null],
    ['ru profile', { pathname: '/ru/profile/orders/' }, null],
    ['unprefixed profile', { pathname: '/profile/bonus/' }, null],
    ['ua checkout', { pathname: '/ua/checkout/' }, null],
    ['ru checkout', { pathname: '/ru/checkout/' }, null],
    ['checkout without the slash', { pathname: '/ru/checkout' }, null],
    ['a page merely named like profile', { pathname: '/ua/news/profile-of-our-chef/' }, 'subscribe'],
  ])('%s -> %s', (_name, patch, expected) => expect(popupToShow({ ...base, ...patch })).toBe(expected));

  test.each([
    ['/ua/checkout/', true],
    ['/ru/profile/wishlist/', true],
    ['/ua/o-nas/', false],
    ['/ru/category/pizza/', false],
  ])('isPopupFreePath(%s) = %s', (path, free) => expect(isPopupFreePath(path)).toBe(free));
});

const storageOf = (value: string | null) => ({ getItem: () => value });
const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('stored values are validated', () => {
  test.each<[string | null, boolean]>([
    ['session', true],
    [null, false],
    ['', false],
    ['true', false],
    ['Session', false],
    ['{"x":1}', false],
  ])('flag %j reads as %s', (value, set) => expect(readFlag(storageOf(value), 'show_subscribe')).toBe(set));

  test('unreadable storage reads as not set / never', () => {
    expect(readFlag(throwing, 'show_subscribe')).toBe(false);
    expect(readLastView(throwing, NOW)).toBeNull();
    expect(readFlag(null, 'show_subscribe')).toBe(false);
  });

  test.each<[string | null, number | null]>([
    [String(NOW - 1000), NOW - 1000],
    [String(NOW), NOW],
    ['0', 0],
    [null, null],
    ['', null],
    ['yesterday', null],
    ['-5', null],
    ['1.5e12', null],
    [' 1700000000000', null],
    ['9'.repeat(16), null],
    // In the future (clock set back, edited value): read as never, so the popup cannot be silenced for good.
    [String(NOW + 60_000), null],
  ])('last view %j reads as %j', (value, expected) => expect(readLastView(storageOf(value), NOW)).toBe(expected));

  test('writing to a full or blocked storage does not throw', () => {
    expect(() => writeItem(throwing, 'show_subscribe', 'session')).not.toThrow();
    expect(() => writeItem(null, 'show_subscribe', 'session')).not.toThrow();
  });

  test.each<[{ show_mobile_result: boolean } | null, string | null, boolean]>([
    [null, null, false],
    [null, 'session', true],
    [null, 'yes', false],
    [{ show_mobile_result: true }, null, true],
    [{ show_mobile_result: false }, null, false],
    [{ show_mobile_result: false }, 'session', true],
  ])('mobile flag: user %j, stored %j -> %s', (user, stored, seen) =>
    expect(isMobileAppSeen(user, storageOf(stored))).toBe(seen),
  );
});
