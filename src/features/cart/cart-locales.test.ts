import { loadTranslations } from '../../i18n/load-translations';
import ua from '../../../locales/ua/cart.json';
import ru from '../../../locales/ru/cart.json';
import { MENU_NOTICE_KEYS } from './cart-menu';
import { CART_MESSAGES } from './cart-store';

describe('cart messages', () => {
  it.each(['ua', 'ru'] as const)(
    '%s: every key the cart emits is translated, no key collides with other namespaces',
    (locale) => {
      const all = loadTranslations(locale); // throws on a key defined twice
      for (const key of [...Object.values(CART_MESSAGES), ...Object.values(MENU_NOTICE_KEYS)]) {
        expect(typeof all[key]).toBe('string');
        expect(all[key].length).toBeGreaterThan(0);
      }
    },
  );

  it('ua and ru have the same keys and the same placeholders', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(ua).sort());
    const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(ua)) expect(vars((ru as Record<string, string>)[key])).toEqual(vars(text));
  });
});
