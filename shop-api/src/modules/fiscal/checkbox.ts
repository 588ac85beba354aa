/**
 * Checkbox's HTTP API (https://api.checkbox.ua/api/v1, the PRRO of checkbox.ua): the cashier signs
 * in (`POST /cashier/signin`, a bearer token back), a shift is opened (`POST /shifts`, with the cash
 * register's `X-License-Key`) and closed (`POST /shifts/close`, the Z report) each day, receipts are
 * made with `POST /receipts/sell` (our `id` makes a repeat harmless) and read with
 * `GET /receipts/{id}`. Every call carries `X-Client-Name`. Errors answer `{message}` (and 422 `detail`).
 */
import type { FiscalConfig } from './config';
import type { CheckboxSellBody } from './receipt-rules';

/** ms before a call counts as failed (the receipt is tried again later). */
const TIMEOUT_MS = 20_000;

export type CheckboxAnswer =
  { ok: true; status: number; body: Record<string, unknown> } | { ok: false; status: number; message: string };

export interface CheckboxSession {
  token: string | null;
}

export function createCheckboxClient(config: FiscalConfig, fetchFn: typeof fetch, session: CheckboxSession) {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, withLicense = false): Promise<CheckboxAnswer> {
    const headers: Record<string, string> = { 'X-Client-Name': config.clientName, 'X-Client-Version': '1' };
    if (session.token) headers.authorization = `Bearer ${session.token}`;
    if (withLicense) headers['X-License-Key'] = config.licenseKey;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetchFn(`${config.apiUrl}/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      return { ok: false, status: 0, message: err instanceof Error ? err.name : 'network' };
    }
    let json: unknown = null;
    try {
      json = await res.json();
    } catch {
      /* an empty or non-JSON answer */
    }
    const obj = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
    if (res.ok) return { ok: true, status: res.status, body: obj };
    return { ok: false, status: res.status, message: typeof obj.message === 'string' ? obj.message : `http_${res.status}` };
  }

  async function signIn(): Promise<CheckboxAnswer> {
    session.token = null;
    const a = await call('POST', '/cashier/signin', { login: config.login, password: config.password });
    if (a.ok && typeof a.body.access_token === 'string') session.token = a.body.access_token;
    return a;
  }

  /** A call with the cashier's token: signs in first when there is none, and once more when it expired (401). */
  async function authed(method: 'GET' | 'POST', path: string, body?: unknown, withLicense = false): Promise<CheckboxAnswer> {
    if (!session.token) {
      const s = await signIn();
      if (!s.ok) return s;
    }
    const a = await call(method, path, body, withLicense);
    if (a.ok || a.status !== 401) return a;
    const s = await signIn();
    return s.ok ? call(method, path, body, withLicense) : s;
  }

  return {
    /** The cashier's open shift (`null` body fields when none). */
    currentShift: () => authed('GET', '/cashier/shift'),
    openShift: () => authed('POST', '/shifts', {}, true),
    closeShift: () => authed('POST', '/shifts/close', {}, true),
    sell: (receipt: CheckboxSellBody) => authed('POST', '/receipts/sell', receipt, true),
    receipt: (id: string) => authed('GET', `/receipts/${encodeURIComponent(id)}`),
  };
}

export type CheckboxClient = ReturnType<typeof createCheckboxClient>;
