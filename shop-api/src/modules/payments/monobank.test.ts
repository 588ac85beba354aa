/**
 * monobank acquiring: webhooks checked with ECDSA against a test key made here (the signatures are
 * computed with node's crypto in the test, not by the code under test), each webhook case through
 * the API, and a whole hold / finalize / cancel run against the monobank stand-in.
 */
import { postOrder } from '../../test-utils';
import crypto from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { readPaymentsConfig } from './config';
import { runDueReceipts } from '../fiscal';
import { deskAct, moneyApi, onlineOrder, popupOf, secretOf, type MoneyApi, moneyTurn } from './test-kit';

jest.setTimeout(60_000);

const monobank = (capture = 'hold') => ({
  payments: readPaymentsConfig({ PAYMENT_PROVIDER: 'monobank', PAYMENT_CAPTURE: capture }, false, 3001),
});
const STANDIN = '/api/payments/monobank-standin';
const TOKEN = { 'x-token': 'standin-monobank-token' };

/** The test's own bank key: P-256, the public half as monobank hands it out (base64 of the PEM). */
function testBankKey() {
  const pair = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    pubkey: Buffer.from(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString()).toString('base64'),
    sign: (body: string) => {
      const signer = crypto.createSign('SHA256');
      signer.update(body);
      return signer.sign(pair.privateKey).toString('base64');
    },
  };
}

describe('monobank webhooks: ECDSA checked against the bank key, confirmed by the status call', () => {
  let api: MoneyApi;
  let bank = testBankKey();
  let pubkeyReads = 0;
  /** The status call's answer replaced (null: the stand-in's own). */
  let statusOverride: ((body: Record<string, unknown>) => Record<string, unknown>) | null = null;
  beforeEach(async () => {
    bank = testBankKey();
    pubkeyReads = 0;
    statusOverride = null;
    api = await moneyApi(monobank(), async (url, init) => {
      if (url.pathname.endsWith('/api/merchant/pubkey')) {
        pubkeyReads += 1;
        return Response.json({ key: bank.pubkey });
      }
      if (url.pathname.endsWith('/api/merchant/invoice/status') && statusOverride) {
        const res = await api.app.inject({ method: 'GET', url: url.pathname + url.search, headers: TOKEN });
        return Response.json(statusOverride(JSON.parse(res.body) as Record<string, unknown>));
      }
      void init;
      return null;
    });
  });
  afterEach(() => api.close());

  /** An order with its invoice made at the stand-in; the invoice paid there without its own webhook. */
  async function invoiceOf(status: 'hold' | 'success' | 'created' = 'hold') {
    const placed = await postOrder(api, { body: onlineOrder() });
    expect(placed.body.checkout).toMatchObject({ method: 'get', action: expect.stringMatching(`^${STANDIN}/pay/`) });
    const invoiceId = (placed.body.checkout.action as string).split('/').pop()!;
    if (status !== 'created')
      api.ctx.db
        .prepare(`UPDATE monobank_standin_invoices SET status = ?, final_amount = ? WHERE invoice_id = ?`)
        .run(status, status === 'success' ? Math.round(placed.body.sum_to_pay * 100) : null, invoiceId);
    return { order: placed.body as { id: number; sum_to_pay: number }, invoiceId };
  }
  const statusBody = async (invoiceId: string) =>
    JSON.parse(
      (
        await api.app.inject({
          method: 'GET',
          url: `${STANDIN}/api/merchant/invoice/status?invoiceId=${invoiceId}`,
          headers: TOKEN,
        })
      ).body,
    );
  const hook = (body: string, sign: string | null) =>
    api.app.inject({
      method: 'POST',
      url: '/api/payments/monobank/webhook',
      headers: { 'content-type': 'application/json', ...(sign === null ? {} : { 'x-sign': sign }) },
      payload: body,
    });

  test('a webhook signed with the bank key holds the order; the same webhook again changes nothing (replay)', async () => {
    const { order, invoiceId } = await invoiceOf('hold');
    const body = JSON.stringify(await statusBody(invoiceId));
    const first = await hook(body, bank.sign(body));
    expect([first.statusCode, first.json()]).toEqual([200, { result: 'recorded', reason: 'payment_held' }]);
    expect((await popupOf(api, order.id)).money).toMatchObject({ held: order.sum_to_pay });
    const replay = await hook(body, bank.sign(body));
    expect(replay.json()).toEqual({ result: 'ignored', reason: 'payment_duplicate' });
    // The key was read once and kept.
    expect(pubkeyReads).toBe(1);
  });

  test.each<[string, (body: string) => { body: string; sign: string | null }, number, string]>([
    ['no X-Sign', (body) => ({ body, sign: null }), 400, 'callback_fields_missing'],
    ['forged: signed with another key', (body) => ({ body, sign: testBankKey().sign(body) }), 403, 'callback_signature_invalid'],
    [
      'tampered after signing',
      (body) => ({ body: body.replace('"hold"', '"success"'), sign: bank.sign(body) }),
      403,
      'callback_signature_invalid',
    ],
    ['not a signature at all', (body) => ({ body, sign: 'bm90IGEgc2lnbmF0dXJl' }), 403, 'callback_signature_invalid'],
  ])('%s: refused, nothing changes', async (_name, make, status, message) => {
    const { order, invoiceId } = await invoiceOf('hold');
    const sent = make(JSON.stringify(await statusBody(invoiceId)));
    const res = await hook(sent.body, sent.sign);
    expect([res.statusCode, res.json()]).toEqual([status, { message }]);
    expect((await popupOf(api, order.id)).money.held).toBe(0);
  });

  test('a failed check fetches the key once more: a bank that changed its key is believed, a forger is not', async () => {
    const { order, invoiceId } = await invoiceOf('hold');
    const body = JSON.stringify(await statusBody(invoiceId));
    expect((await hook(body, testBankKey().sign(body))).statusCode).toBe(403); // reads and keeps the bank's key
    expect(pubkeyReads).toBe(1);
    bank = testBankKey(); // the bank rotates its key: the kept one no longer fits
    const res = await hook(body, bank.sign(body));
    expect(res.json()).toEqual({ result: 'recorded', reason: 'payment_held' });
    expect(pubkeyReads).toBe(2);
    expect((await popupOf(api, order.id)).money.held).toBe(order.sum_to_pay);
  });

  test('out of order: an old "processing" webhook after the hold, and the hold webhook after the capture, change nothing', async () => {
    const { order, invoiceId } = await invoiceOf('hold');
    const held = JSON.stringify(await statusBody(invoiceId));
    expect((await hook(held, bank.sign(held))).json().reason).toBe('payment_held');
    // An older webhook arrives late: the status call says hold, as recorded.
    const late = JSON.stringify({ ...JSON.parse(held), status: 'processing', modifiedDate: '2026-11-18T09:00:00.000Z' });
    expect((await hook(late, bank.sign(late))).json()).toEqual({ result: 'ignored', reason: 'payment_duplicate' });
    await deskAct(api, order.id, 'accept', { promised_minutes: 30 });
    expect((await popupOf(api, order.id)).money).toMatchObject({ held: 0, captured: order.sum_to_pay });
    expect((await hook(held, bank.sign(held))).json()).toEqual({ result: 'ignored', reason: 'payment_duplicate' });
    expect((await popupOf(api, order.id)).money.captured).toBe(order.sum_to_pay);
  });

  test("amount or currency not the attempt's -> 409; an invoice of no order of ours -> 404; the status call down -> 503", async () => {
    const { order, invoiceId } = await invoiceOf('hold');
    const body = JSON.stringify(await statusBody(invoiceId));
    statusOverride = (b) => ({ ...b, amount: (b.amount as number) - 100 });
    expect((await hook(body, bank.sign(body))).json()).toEqual({ message: 'payment_amount_mismatch' });
    statusOverride = (b) => ({ ...b, ccy: 840 });
    expect((await hook(body, bank.sign(body))).json()).toEqual({ message: 'payment_currency_mismatch' });
    statusOverride = null;
    // An invoice the bank made for a reference we never issued.
    const other = await api.app.inject({
      method: 'POST',
      url: `${STANDIN}/api/merchant/invoice/create`,
      headers: TOKEN,
      payload: {
        amount: 1000,
        ccy: 980,
        merchantPaymInfo: { reference: `x-${randomUUID()}`, basketOrder: [] },
        redirectUrl: 'https://s/',
        webHookUrl: 'https://a/',
      },
    });
    const stranger = JSON.stringify(await statusBody(other.json().invoiceId));
    expect((await hook(stranger, bank.sign(stranger))).statusCode).toBe(404);
    statusOverride = () => {
      throw new Error('down');
    };
    const down = await hook(body, bank.sign(body)).catch(() => null);
    expect(down === null || down.statusCode === 503).toBe(true);
    expect((await popupOf(api, order.id)).money.held).toBe(0);
  });
});

describe('monobank acquiring against its stand-in: invoice with the basket, page, hold, finalize, cancel', () => {
  let api: MoneyApi;
  beforeEach(async () => {
    api = await moneyApi(monobank());
  });
  afterEach(() => api.close());

  async function payOnPage(outcome: 'pay' | 'fail' = 'pay') {
    const placed = await postOrder(api, { body: onlineOrder() });
    const page = await api.app.inject({ method: 'GET', url: placed.body.checkout.action });
    expect(page.statusCode).toBe(200);
    const done = await api.app.inject({
      method: 'POST',
      url: `${placed.body.checkout.action}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
    expect(done.statusCode).toBe(303);
    return {
      order: placed.body as { id: number; sum_to_pay: number },
      invoiceId: (placed.body.checkout.action as string).split('/').pop()!,
    };
  }
  const invoice = (id: string) =>
    api.ctx.db.prepare('SELECT * FROM monobank_standin_invoices WHERE invoice_id = ?').get(id) as {
      status: string;
      amount: number;
      final_amount: number | null;
      basket: string;
      payment_type: string;
      cancel_list: string;
    };

  test('hold, the desk accepts: finalize captures; a partial refund is a cancel with our extRef; receipts follow', async () => {
    const { order, invoiceId } = await payOnPage();
    expect(invoice(invoiceId)).toMatchObject({
      status: 'hold',
      payment_type: 'hold',
      amount: Math.round(order.sum_to_pay * 100),
    });
    // Two pizzas at 179 UAH, the second 10% off (the loyalty rule): 170.05 UAH a unit in the basket.
    expect(JSON.parse(invoice(invoiceId).basket)).toEqual([{ name: expect.any(String), qty: 2, sum: 17005, code: '1' }]);
    expect((await popupOf(api, order.id)).payment_status).toBe('paid');
    // The invoice is shown again, not made twice.
    expect((await api.call('POST', `/api/orders/${order.id}/payment?${secretOf(api, order.id)}`)).status).toBe(409);

    await deskAct(api, order.id, 'accept', { promised_minutes: 25 });
    expect(invoice(invoiceId)).toMatchObject({ status: 'success', final_amount: Math.round(order.sum_to_pay * 100) });
    const refund = await api.call('POST', `/api/staff/orders/${order.id}/refund`, {
      token: api.staff,
      body: { amount: 60, reason: 'Без напою', key: 'refund-abcdef01' },
    });
    expect(refund.body.refund.status).toBe('done');
    expect(JSON.parse(invoice(invoiceId).cancel_list)).toEqual([
      expect.objectContaining({ extRef: `refund:desk:${order.id}:refund-abcdef01`, amount: 6000 }),
    ]);
    await moneyTurn(api);
    await runDueReceipts(api.ctx);
    const popup = await popupOf(api, order.id);
    expect(popup.money).toMatchObject({ captured: order.sum_to_pay, refunded: 60 });
    expect(popup.receipts.map((r: { kind: string; status: string }) => `${r.kind}:${r.status}`)).toEqual([
      'sell:done',
      'return:done',
    ]);
  });

  test('cancelled before acceptance: the hold is given back (cancel), nothing captured', async () => {
    const { order, invoiceId } = await payOnPage();
    await deskAct(api, order.id, 'cancel', { reason: 'Немає кур’єра' });
    expect(invoice(invoiceId).status).toBe('reversed');
    expect(await popupOf(api, order.id)).toMatchObject({ payment_status: 'refunded', money: { held: 0, captured: 0 } });
  });

  test('cancelled after acceptance: the finalized invoice is given back in full (cancel), a return receipt after the sale', async () => {
    const { order, invoiceId } = await payOnPage();
    await deskAct(api, order.id, 'accept', { promised_minutes: 25 });
    await runDueReceipts(api.ctx);
    await deskAct(api, order.id, 'cancel', { reason: 'Піч зламалась' });
    const kopecks = Math.round(order.sum_to_pay * 100);
    // Given back in full, the bank reports the invoice reversed.
    expect(invoice(invoiceId)).toMatchObject({ status: 'reversed', final_amount: kopecks });
    expect(JSON.parse(invoice(invoiceId).cancel_list)).toEqual([expect.objectContaining({ amount: kopecks })]);
    await runDueReceipts(api.ctx);
    const popup = await popupOf(api, order.id);
    expect(popup.money).toMatchObject({ captured: order.sum_to_pay, refunded: order.sum_to_pay, outstanding: 0 });
    expect(popup.receipts.map((r: { kind: string; status: string }) => `${r.kind}:${r.status}`)).toEqual([
      'sell:done',
      'return:done',
    ]);
  });

  test('PAYMENT_CAPTURE=immediate: a debit invoice, paid at once, with its sell receipt', async () => {
    await api.close();
    api = await moneyApi(monobank('immediate'));
    const { order, invoiceId } = await payOnPage();
    expect(invoice(invoiceId)).toMatchObject({ status: 'success', payment_type: 'debit' });
    expect((await popupOf(api, order.id)).money).toMatchObject({ captured: order.sum_to_pay, held: 0 });
    await runDueReceipts(api.ctx);
    expect((await popupOf(api, order.id)).receipts).toEqual([expect.objectContaining({ kind: 'sell', status: 'done' })]);
  });

  test('the stand-in refuses what the bank refuses: another X-Token, a finalize of a paid invoice, more back than was paid', async () => {
    const { invoiceId } = await payOnPage('fail');
    expect(invoice(invoiceId).status).toBe('failure');
    const post = (path: string, payload: unknown, headers: Record<string, string> = TOKEN) =>
      api.app.inject({
        method: 'POST',
        url: `${STANDIN}/api/merchant/invoice/${path}`,
        headers,
        payload: payload as Record<string, unknown>,
      });
    expect((await post('finalize', { invoiceId }, { 'x-token': 'other' })).statusCode).toBe(403);
    expect((await post('finalize', { invoiceId })).json()).toMatchObject({ errCode: 'BAD_REQUEST' });
    expect((await post('cancel', { invoiceId, extRef: 'r1', amount: 1 })).statusCode).toBe(400);
    expect((await post('create', { amount: 0, merchantPaymInfo: { reference: 'r' } })).statusCode).toBe(400);
    expect(
      (await api.app.inject({ method: 'GET', url: `${STANDIN}/api/merchant/invoice/status?invoiceId=nope`, headers: TOKEN }))
        .statusCode,
    ).toBe(404);
  });

  // Found by npm run api:fuzz: the parser's own 400 did not fit the bank-shaped 400 schema (a 500).
  test.each(['{"a":', '', '{"__proto__":{"admin":true}}'])(
    'a body the JSON parser refuses (%j) is a 400, never a 500',
    async (raw) => {
      for (const path of ['create', 'finalize', 'cancel']) {
        const res = await api.app.inject({
          method: 'POST',
          url: `${STANDIN}/api/merchant/invoice/${path}`,
          headers: { ...TOKEN, 'content-type': 'application/json' },
          payload: raw,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toHaveProperty('message');
      }
    },
  );
});

describe("the stand-ins' dev switch of the acquirer (the e2e's monobank journey on the LiqPay API)", () => {
  test('new payments go through monobank after the switch, and through LiqPay again after it is switched back', async () => {
    const api = await moneyApi();
    try {
      const placeOnline = async () => (await postOrder(api, { body: onlineOrder() })).body;
      const acquirer = (provider: string) => api.call('POST', '/api/dev/payments/acquirer', { body: { provider } });
      expect((await placeOnline()).checkout.action).toMatch(/liqpay-standin/);
      expect((await acquirer('monobank')).body).toEqual({ provider: 'monobank' });
      const placed = await placeOnline();
      expect(placed.checkout.action).toMatch(/^\/api\/payments\/monobank-standin\/pay\/SI[0-9a-f]+$/);
      const paid = await api.app.inject({
        method: 'POST',
        url: `${placed.checkout.action}/complete`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=pay',
      });
      expect(paid.statusCode).toBe(303);
      expect((await popupOf(api, placed.id)).money).toMatchObject({ held: placed.sum_to_pay });
      await deskAct(api, placed.id, 'accept', { promised_minutes: 20 });
      expect((await popupOf(api, placed.id)).money).toMatchObject({ held: 0, captured: placed.sum_to_pay });
      expect(
        api.ctx.db
          .prepare('SELECT status FROM monobank_standin_invoices WHERE invoice_id = ?')
          .get(placed.checkout.action.split('/').pop()),
      ).toEqual({ status: 'success' });
      expect((await acquirer('liqpay')).body).toEqual({ provider: 'liqpay' });
      expect((await placeOnline()).checkout.action).toMatch(/liqpay-standin/);
      expect((await acquirer('visa')).status).toBe(422);
    } finally {
      await api.close();
    }
  });
});
