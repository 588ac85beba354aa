import type { ApiResult } from '../../api-client/client';
import type { RefundAnswer } from './desk-api';
import { newRefundKey, refundOutcome } from './refund-rules';

const answer = (status: string): ApiResult<RefundAnswer> => ({
  ok: true,
  data: {
    refund: { amount: 10, status, error: null },
    money: { held: 0, captured: 10, refunded: 0, refund_pending: 10, outstanding: 0 },
  },
});
const refused = (status: number | undefined, message: string): ApiResult<RefundAnswer> => ({
  ok: false,
  error: { kind: status ? 'http' : 'network', status, message },
});

test.each<[string, ApiResult<RefundAnswer>, string, boolean, boolean]>([
  ['done', answer('done'), 'desk_refund_done', true, true],
  ['queued', answer('queued'), 'desk_refund_queued', true, true],
  ['unknown', answer('unknown'), 'desk_refund_queued', true, true],
  ['check', answer('check'), 'desk_refund_check', true, true],
  ['refused by the provider', answer('failed'), 'desk_refund_refused', true, false],
  ['422 amount', refused(422, 'refund_amount'), 'desk_refund_error_amount', false, false],
  ['422 nothing captured', refused(422, 'refund_nothing_captured'), 'desk_refund_error_too_much', false, false],
  ['422 reason', refused(422, 'refund_reason'), 'desk_refund_error_reason', false, false],
  ['409 key with another amount', refused(409, 'refund_key_reused'), 'desk_refund_error_key', true, false],
  ['403 not a manager', refused(403, 'forbidden'), 'desk_refund_error_forbidden', false, false],
  ['no answer: the same key again', refused(undefined, 'api_network'), 'desk_refund_error_network', false, false],
  ['502: the same key again', refused(502, 'api_server'), 'desk_refund_error_network', false, false],
])('%s', (_name, res, message, newKey, close) => {
  expect(refundOutcome(res)).toEqual({ message, newKey, close });
});

test('refund keys: 32 hex characters, each one new', () => {
  const keys = new Set(Array.from({ length: 50 }, newRefundKey));
  expect(keys.size).toBe(50);
  for (const k of keys) expect(k).toMatch(/^[0-9a-f]{32}$/);
});
