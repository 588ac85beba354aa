import { parseDraft } from './checkout-draft';

describe('parseDraft: the kept form, validated', () => {
  test.each<[string, string | null, ReturnType<typeof parseDraft>]>([
    ['nothing', null, { values: {}, promoCode: null }],
    ['broken JSON', '{"values":', { values: {}, promoCode: null }],
    ['an array', '[1]', { values: {}, promoCode: null }],
    [
      'known fields of the right type',
      JSON.stringify({
        values: { name: 'Іван', privateHouse: true, cutlery: '3', deliveryType: 'pickup' },
        promoCode: 'WELCOME10',
      }),
      { values: { name: 'Іван', privateHouse: true, cutlery: '3', deliveryType: 'pickup' }, promoCode: 'WELCOME10' },
    ],
    [
      'wrong types, unknown fields and bad enums are dropped',
      JSON.stringify({
        values: { name: 5, privateHouse: 'yes', evil: 'x', payType: 'bitcoin', timeMode: 'slot' },
        promoCode: '<script>',
      }),
      { values: { timeMode: 'slot' }, promoCode: null },
    ],
    ['oversized text', JSON.stringify({ values: { comment: 'x'.repeat(1001) } }), { values: {}, promoCode: null }],
    ['prototype keys', '{"values":{"__proto__":{"name":"x"}},"promoCode":null}', { values: {}, promoCode: null }],
  ])('%s', (_n, text, draft) => expect(parseDraft(text)).toEqual(draft));
});
