import { moneyAfterDeskAction, orderMoney, planRefund, retryDelayMs, type AttemptMoney, type OperationRow } from './money-rules';

const attempt = (over: Partial<AttemptMoney> = {}): AttemptMoney => ({
  id: 1,
  status: 'held',
  amount: 500,
  capture: 'hold',
  ...over,
});
let nextId = 1;
const op = (over: Partial<OperationRow>): OperationRow => ({
  id: nextId++,
  order_id: 1,
  payment_id: 1,
  kind: 'refund',
  amount: 0,
  reason: '',
  op_key: `k${nextId}`,
  status: 'done',
  tries: 1,
  next_try_at: '',
  last_error: null,
  staff_id: null,
  created_at: '',
  done_at: null,
  ...over,
});
const order = { sumToPay: 500, cancelled: false, online: true };

describe('orderMoney: held, captured, refunded, outstanding (UAH)', () => {
  test.each<[string, typeof order, AttemptMoney[], OperationRow[], Record<string, number>]>([
    ['nothing paid yet', order, [attempt({ status: 'created' })], [], { held: 0, captured: 0, outstanding: 500 }],
    ['on hold', order, [attempt()], [], { held: 500, captured: 0, outstanding: 0 }],
    [
      'captured less than held',
      order,
      [attempt({ status: 'success' })],
      [op({ kind: 'capture', amount: 420 })],
      { held: 0, captured: 420, outstanding: 80 },
    ],
    [
      'capture sent, not done: still held',
      order,
      [attempt()],
      [op({ kind: 'capture', amount: 500, status: 'queued' })],
      { held: 500, captured: 0 },
    ],
    ['paid at once', order, [attempt({ status: 'success', capture: 'immediate' })], [], { captured: 500, outstanding: 0 }],
    [
      'partly refunded, one refund waiting',
      order,
      [attempt({ status: 'success', capture: 'immediate' })],
      [op({ amount: 100 }), op({ amount: 50, status: 'queued' }), op({ amount: 70, status: 'failed' })],
      { captured: 500, refunded: 100, refund_pending: 50, outstanding: 0 },
    ],
    [
      'released hold of a cancelled order',
      { ...order, cancelled: true },
      [attempt({ status: 'reversed' })],
      [],
      { held: 0, captured: 0, outstanding: 0 },
    ],
    ['cash order', { ...order, online: false }, [], [], { outstanding: 0 }],
  ])('%s', (_name, o, attempts, ops, expected) => {
    expect(orderMoney(o, attempts, ops)).toMatchObject(expected);
  });
});

describe('moneyAfterDeskAction: what accepting and cancelling ask of the provider', () => {
  test.each<[string, string, number, AttemptMoney[], OperationRow[], { kind: string; attemptId: number; amount: number }[]]>([
    ['accept captures the order sum', 'In progress', 500, [attempt()], [], [{ kind: 'capture', attemptId: 1, amount: 500 }]],
    [
      'accept of a cheaper order captures less',
      'In progress',
      430.5,
      [attempt()],
      [],
      [{ kind: 'capture', attemptId: 1, amount: 430.5 }],
    ],
    [
      'a second hold (paid twice) is released',
      'In progress',
      500,
      [attempt(), attempt({ id: 2 })],
      [],
      [
        { kind: 'capture', attemptId: 1, amount: 500 },
        { kind: 'release', attemptId: 2, amount: 500 },
      ],
    ],
    [
      'accept of an immediate payment: nothing',
      'In progress',
      500,
      [attempt({ status: 'success', capture: 'immediate' })],
      [],
      [],
    ],
    [
      'a capture already queued is not queued again',
      'In progress',
      500,
      [attempt()],
      [op({ kind: 'capture', status: 'queued', amount: 500 })],
      [],
    ],
    ['cancel before acceptance releases', 'Cancelled', 500, [attempt()], [], [{ kind: 'release', attemptId: 1, amount: 500 }]],
    [
      'cancel after capture refunds what is left',
      'Cancelled',
      500,
      [attempt({ status: 'success' })],
      [op({ kind: 'capture', amount: 480 }), op({ amount: 30 })],
      [{ kind: 'refund', attemptId: 1, amount: 450 }],
    ],
    ['cancel of an unpaid order: nothing', 'Cancelled', 500, [attempt({ status: 'failure' })], [], []],
    ['moving on the way: nothing', 'On the way', 500, [attempt({ status: 'success' })], [], []],
  ])('%s', (_name, to, sumToPay, attempts, ops, expected) => {
    expect(moneyAfterDeskAction(to, { sumToPay }, attempts, ops)).toEqual(expected);
  });
});

describe('planRefund: whole kopecks, at most what is left, a reason', () => {
  const paid = [attempt({ status: 'success', capture: 'immediate' })];
  test.each<[string, number, string, OperationRow[], ReturnType<typeof planRefund>]>([
    ['part', 120.5, 'dish missing', [], { ok: true, attemptId: 1, amount: 120.5 }],
    ['all', 500, 'cancelled', [], { ok: true, attemptId: 1, amount: 500 }],
    ['more than paid', 500.01, 'x', [], { ok: false, problem: 'refund_amount' }],
    [
      'more than is left after refunds (sent ones count)',
      401,
      'x',
      [op({ amount: 50 }), op({ amount: 50, status: 'queued' })],
      { ok: false, problem: 'refund_amount' },
    ],
    [
      'a refused refund frees its sum',
      500,
      'x',
      [op({ amount: 100, status: 'failed' })],
      { ok: true, attemptId: 1, amount: 500 },
    ],
    ['a fraction of a kopeck', 10.005, 'x', [], { ok: false, problem: 'refund_amount' }],
    ['zero', 0, 'x', [], { ok: false, problem: 'refund_amount' }],
    ['no reason', 10, '   ', [], { ok: false, problem: 'refund_reason' }],
  ])('%s', (_name, amount, reason, ops, expected) => {
    expect(planRefund(amount, reason, paid, ops)).toEqual(expected);
  });

  test('a hold not yet captured cannot be refunded (it is released)', () => {
    expect(planRefund(10, 'x', [attempt()], [])).toEqual({ ok: false, problem: 'refund_nothing_captured' });
  });
});

test('the retry pause: 5 s doubling, at most 10 minutes', () => {
  expect([1, 2, 3, 4, 8, 12].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 600_000, 600_000]);
});
