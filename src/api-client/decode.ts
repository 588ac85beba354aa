/**
 * Small decoders for API responses. They throw DecodeError on a wrong shape; the client turns
 * that into an `invalid-response` error value.
 */
import type { Decoder } from './client';

/** A wrong shape. Here, not in client.ts: decoders run in modules the first page load needs, the client loads later. */
export class DecodeError extends Error {}

export const fail = (what: string): never => {
  throw new DecodeError(what);
};

/** `v` when it is one of `values`, else null (for status words and other closed lists). */
export const memberOf = <T extends string>(values: readonly T[], v: unknown): T | null =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : null;

export const string: Decoder<string> = (v) => (typeof v === 'string' ? v : fail('string'));
export const number: Decoder<number> = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : fail('number'));
export const boolean: Decoder<boolean> = (v) => (typeof v === 'boolean' ? v : fail('boolean'));

export function nullable<T>(inner: Decoder<T>): Decoder<T | null> {
  return (v) => (v === null || v === undefined ? null : inner(v));
}

export function array<T>(item: Decoder<T>): Decoder<T[]> {
  return (v) => (Array.isArray(v) ? v.map(item) : fail('array'));
}

/** Decodes the listed fields of an object (extra fields are dropped). */
export function object<T extends Record<string, unknown>>(fields: { [K in keyof T]: Decoder<T[K]> }): Decoder<T> {
  return (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return fail('object');
    const out = {} as T;
    for (const key of Object.keys(fields) as (keyof T)[]) {
      out[key] = fields[key]((v as Record<string, unknown>)[key as string]);
    }
    return out;
  };
}
