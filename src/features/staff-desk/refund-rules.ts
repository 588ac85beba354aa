/**
 * The desk's refund (issue 45), pure: the key that makes a repeated request the same refund, and
 * what the desk says and does after the API's answer. Table tests in refund-rules.test.ts.
 */
import type { ApiResult } from '../../api-client/client';
import type { RefundAnswer } from './desk-api';

/** 32 hex characters, random: the API's refund key (8-64 of [A-Za-z0-9-]). */
export function newRefundKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface RefundOutcome {
  /** Message key for the desk. */
  message: string;
  /** The next refund needs a new key: this one's refund exists (or its amount no longer matches). */
  newKey: boolean;
  /** The form's work is done. */
  close: boolean;
}

const STATE_MESSAGES: Record<string, string> = {
  done: 'desk_refund_done',
  queued: 'desk_refund_queued',
  sending: 'desk_refund_queued',
  unknown: 'desk_refund_queued',
  check: 'desk_refund_check',
};

const PROBLEMS: Record<string, string> = {
  refund_amount: 'desk_refund_error_amount',
  refund_reason: 'desk_refund_error_reason',
  refund_nothing_captured: 'desk_refund_error_too_much',
};

export function refundOutcome(res: ApiResult<RefundAnswer>): RefundOutcome {
  if (res.ok) {
    const { status } = res.data.refund;
    // Refused by the provider: the refund exists as failed under this key; a retry needs a new one.
    if (status === 'failed') return { message: 'desk_refund_refused', newKey: true, close: false };
    return { message: STATE_MESSAGES[status] ?? 'desk_refund_queued', newKey: true, close: true };
  }
  const { status, message } = res.error;
  if (status === 422) return { message: PROBLEMS[message] ?? 'desk_refund_error_amount', newKey: false, close: false };
  if (status === 409) return { message: 'desk_refund_error_key', newKey: true, close: false };
  if (status === 403) return { message: 'desk_refund_error_forbidden', newKey: false, close: false };
  // No answer (network) or a server error: the same key again is safe, the API makes one refund.
  return { message: 'desk_refund_error_network', newKey: false, close: false };
}
