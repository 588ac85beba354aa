/**
 * SMS gateway behind one small interface: TurboSMS's HTTP API in production, a stand-in that
 * records the messages (and answers exactly as TurboSMS does) everywhere else.
 */
export type Fetch = typeof fetch;

/** A sent SMS, or why the gateway refused it (TurboSMS's response_status, or 'network'). */
export type SmsSendResult = { ok: true; messageId: string | null } | { ok: false; reason: string };

export interface SmsGateway {
  readonly kind: 'turbosms' | 'standin';
  /** Sends one SMS to '+380XXXXXXXXX'. Never retries: one call = at most one SMS. */
  send(phone: string, text: string): Promise<SmsSendResult>;
}

export const TURBOSMS_SEND_URL = 'https://api.turbosms.ua/message/send.json';
/** TurboSMS answers within seconds; a hung gateway must not hold the customer longer (ms). */
export const TURBOSMS_TIMEOUT_MS = 10_000;

/** TurboSMS response codes of the success family (0 OK, 800-803 accepted/queued). */
const TURBOSMS_OK = new Set([0, 800, 801, 802, 803]);

interface TurboSmsAnswer {
  response_code?: unknown;
  response_status?: unknown;
  response_result?: unknown;
}

/** Reads TurboSMS's answer: success only when the request and the one recipient were accepted. */
export function readTurboSmsAnswer(body: unknown): SmsSendResult {
  if (!body || typeof body !== 'object') return { ok: false, reason: 'invalid_response' };
  const a = body as TurboSmsAnswer;
  const status = typeof a.response_status === 'string' ? a.response_status : 'invalid_response';
  if (typeof a.response_code !== 'number' || !TURBOSMS_OK.has(a.response_code)) return { ok: false, reason: status };
  const first = Array.isArray(a.response_result) ? (a.response_result[0] as Record<string, unknown> | undefined) : undefined;
  if (!first || typeof first !== 'object') return { ok: false, reason: 'invalid_response' };
  if (typeof first.response_code !== 'number' || !TURBOSMS_OK.has(first.response_code)) {
    return { ok: false, reason: typeof first.response_status === 'string' ? first.response_status : status };
  }
  return { ok: true, messageId: typeof first.message_id === 'string' ? first.message_id : null };
}

export function createTurboSmsGateway(options: { token: string; sender: string; fetch?: Fetch }): SmsGateway {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'turbosms',
    async send(phone, text) {
      let res: Response;
      try {
        res = await doFetch(TURBOSMS_SEND_URL, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
          // TurboSMS wants the number without '+'.
          body: JSON.stringify({ recipients: [phone.replace(/^\+/, '')], sms: { sender: options.sender, text } }),
          signal: AbortSignal.timeout(TURBOSMS_TIMEOUT_MS),
        });
      } catch {
        return { ok: false, reason: 'network' };
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        return { ok: false, reason: `http_${res.status}` };
      }
      return readTurboSmsAnswer(body);
    },
  };
}

/** The stand-in: keeps the messages in memory (newest last) and accepts them as TurboSMS would. */
export function createStandInSmsGateway(): SmsGateway & { sent: { phone: string; text: string }[] } {
  const sent: { phone: string; text: string }[] = [];
  let next = 1;
  return {
    kind: 'standin',
    sent,
    async send(phone, text) {
      sent.push({ phone, text });
      // Bounded: a long dev session must not grow without end.
      if (sent.length > 200) sent.shift();
      return readTurboSmsAnswer({
        response_code: 0,
        response_status: 'OK',
        response_result: [
          { phone: phone.replace(/^\+/, ''), response_code: 0, message_id: `standin-${next++}`, response_status: 'OK' },
        ],
      });
    },
  };
}
