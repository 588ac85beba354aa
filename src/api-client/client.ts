/**
 * The one client of the shop API in the browser: base URL, `?lang=`, bearer header, timeouts,
 * progress bar, and errors as values (never thrown). `request` is typed from the generated OpenAPI
 * `paths` (api-types.ts): the path template, method, `params`, `query` and `body` must match the
 * API's schema, and without `decode` the data has the operation's response type. A call that
 * reshapes or checks an untrusted shape passes a `decode` function; a response that does not decode
 * is an `invalid-response` error, not a crash somewhere in a component.
 */
import { startProgress } from '../shared/progress';
import type { ApiPath, BodyOption, HttpMethod, ParamsOption, PathsWith, QueryOption, ResponseOf } from './api-types';

export type ApiErrorKind =
  'network' | 'timeout' | 'http' | 'validation' | 'unauthorized' | 'invalid-response' | 'invalid-request' | 'aborted';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status when the server answered. */
  status?: number;
  /** A message key for locales/ (server keys pass through; client keys start with `api_`). */
  message: string;
  /** Laravel-style field errors: field -> message keys. */
  fields?: Record<string, string[]>;
  /** The server's body for 4xx answers that carry data (e.g. corrected prices). */
  body?: unknown;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export type Decoder<T> = (raw: unknown) => T;

export interface ApiClientConfig {
  /** '' in the browser (same origin, /api proxied by Netlify); an absolute URL elsewhere. */
  baseUrl: string;
  getLang: () => 'ukrainian' | 'russian';
  getToken: () => string | null;
  fetchImpl?: typeof fetch;
  /** Default request timeout, ms. */
  timeoutMs?: number;
  /** Called on 401 with a token, so the auth store can drop it. */
  onUnauthorized?: () => void;
}

interface CommonOptions<M extends HttpMethod, T> {
  method?: M;
  /** Checks and reshapes the answer; without it the data is the operation's response type as sent. */
  decode?: Decoder<T>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Show the top progress bar (default true). Background polling passes false. */
  progress?: boolean;
  /**
   * An order's secret, for the operations whose security names `orderSecret` (the shop API's
   * apiKey scheme in the query, so it is no parameter of the generated types): sent as `?secret=`.
   */
  orderSecret?: string | null;
}

/**
 * Options of a call to `P` with method `M`: `params` fill the template's `{name}` placeholders,
 * `query` and `body` follow the operation's schema (a body is JSON-encoded, except FormData for
 * multipart operations, which is sent as is).
 */
export type RequestOptions<P extends ApiPath, M extends HttpMethod, T> = CommonOptions<M, T> &
  ParamsOption<P, M> &
  QueryOption<P, M> &
  BodyOption<P, M>;

/** What the untyped core of the client receives. */
type WireOptions = CommonOptions<HttpMethod, unknown> & {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
};

/**
 * Fills a path template's `{name}` placeholders with URI-encoded params; null when one is missing.
 */
export function fillPath(template: string, params: Record<string, string | number> = {}): string | null {
  let missing = false;
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : path;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export function createApiClient(config: ApiClientConfig) {
  const doFetch = config.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function send(template: string, options: WireOptions): Promise<ApiResult<unknown>> {
    const path = fillPath(template, options.params);
    if (path === null) return fail({ kind: 'invalid-request', message: 'api_invalid_request' });
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) params.set(k, String(v));
    if (options.orderSecret) params.set('secret', options.orderSecret);
    params.set('lang', config.getLang());
    const url = `${config.baseUrl}${path}?${params.toString()}`;

    const headers: Record<string, string> = { accept: 'application/json' };
    const token = config.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    // FormData sets its own multipart content type (with the boundary); everything else is JSON.
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const onOuterAbort = () => timeout.abort();
    options.signal?.addEventListener('abort', onOuterAbort);
    const done = options.progress === false ? () => {} : startProgress();
    const connectionFailure = () => {
      if (options.signal?.aborted) return fail({ kind: 'aborted', message: 'api_aborted' });
      if (timeout.signal.aborted) return fail({ kind: 'timeout', message: 'api_timeout' });
      return fail({ kind: 'network', message: 'api_network' });
    };

    try {
      let res: Response;
      try {
        res = await doFetch(url, {
          method: options.method ?? 'GET',
          headers,
          body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
          signal: timeout.signal,
        });
      } catch {
        return connectionFailure();
      }

      // A body cut off on the way (the connection dropped after the headers) is the connection's
      // failure, not the server's answer: a session must not end over it.
      let text: string;
      try {
        text = await res.text();
      } catch {
        return connectionFailure();
      }
      let raw: unknown;
      try {
        raw = text === '' ? null : JSON.parse(text);
      } catch {
        return fail({ kind: 'invalid-response', status: res.status, message: 'api_invalid_response' });
      }

      if (!res.ok) {
        const body = (raw ?? {}) as { message?: unknown; errors?: unknown };
        const message = typeof body.message === 'string' && body.message.length < 200 ? body.message : 'api_server_error';
        const fields = isFieldErrors(body.errors) ? body.errors : undefined;
        if (res.status === 401) {
          if (token) config.onUnauthorized?.();
          return fail({ kind: 'unauthorized', status: 401, message });
        }
        if (res.status === 422) return fail({ kind: 'validation', status: 422, message, fields, body: raw });
        return fail({ kind: 'http', status: res.status, message: res.status >= 500 ? 'api_server_error' : message, body: raw });
      }

      try {
        return { ok: true, data: options.decode ? options.decode(raw) : raw };
      } catch {
        return fail({ kind: 'invalid-response', status: res.status, message: 'api_invalid_response' });
      }
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
      done();
    }
  }

  /**
   * Calls an API operation. `M` comes from `options.method` (GET when omitted); the path must be
   * one of the API's templates that supports `M`; without `decode` the data has the schema's type.
   */
  function request<M extends HttpMethod = 'GET', P extends PathsWith<M> = PathsWith<M>, T = ResponseOf<P, M>>(
    path: P,
    options: RequestOptions<P, M, T>,
  ): Promise<ApiResult<T>> {
    // The one trust point: the decoded (or, without a decoder, the schema-typed) answer.
    return send(path, options as WireOptions) as Promise<ApiResult<T>>;
  }

  return { request };
}

function fail(error: ApiError): ApiResult<never> {
  return { ok: false, error };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((s) => typeof s === 'string'))
  );
}

export type ApiClient = ReturnType<typeof createApiClient>;
