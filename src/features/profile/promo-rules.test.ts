import { promoFacts, promoImageUrl, promoValidity } from './promo-rules';

const base = { min_sum: 0, area: null, delivery_only: false, pickup_only: false, once: false, login_required: false };

describe('promo code description', () => {
  it.each([
    [{}, ['pf_promo_any_sum']],
    [{ min_sum: 500 }, ['pf_promo_min_sum']],
    [{ area: { id: 1, name: 'Центр' } }, ['pf_promo_any_sum', 'pf_promo_area']],
    [{ delivery_only: true }, ['pf_promo_any_sum', 'pf_promo_delivery_only']],
    [{ pickup_only: true }, ['pf_promo_any_sum', 'pf_promo_pickup_only']],
    [{ once: true, login_required: true }, ['pf_promo_any_sum', 'pf_promo_once', 'pf_promo_login']],
  ])('%o -> %o', (patch, keys) => {
    expect(promoFacts({ ...base, ...patch }).map((f) => f.key)).toEqual(keys);
  });

  it('carries the values', () => {
    expect(promoFacts({ ...base, min_sum: 500, area: { id: 1, name: 'Центр' } })).toEqual([
      { key: 'pf_promo_min_sum', vars: { sum: 500 } },
      { key: 'pf_promo_area', vars: { area: 'Центр' } },
    ]);
  });

  it.each([
    ['promo-welcome10', '/api/images/promo-welcome10-400.jpg'],
    ['content/promo-summer', '/api/images/content/promo-summer-400.jpg'],
    ['/api/images/x.jpg', '/api/images/x.jpg'],
    ['https://cdn.example.com/x.jpg', 'https://cdn.example.com/x.jpg'],
    ['', null],
    ['"><script>', null],
  ])('image %s -> %s', (image, url) => {
    expect(promoImageUrl(image)).toBe(url);
  });

  it.each([
    ['2025-06-16T00:00:00Z', 'upcoming'],
    ['2025-06-15T11:59:59Z', 'active'],
    ['garbage', 'active'],
  ])('valid from %s at noon 15 June -> %s', (from, state) => {
    expect(promoValidity({ valid_from: from }, new Date('2025-06-15T12:00:00Z'))).toBe(state);
  });
});
