import { useEffect, useSyncExternalStore } from 'react';
import type { LocaleCode } from './locales';

/** One locale's texts: key -> text with `{{name}}` placeholders. */
export type Translations = Record<string, string>;

/**
 * The texts of each language, loaded once per visit from one content-hashed file per language
 * (localeTableFiles in src/i18n/load-translations.ts) that the browser caches for good, not from each
 * page's data (the table was 44 of a product page's 47 KB of page-data.json). The server render fills
 * this registry straight from locales/.
 */

declare const __LOCALE_TABLE_URLS__: Partial<Record<LocaleCode, string>> | undefined;

/** Site paths of the built tables, e.g. { ua: '/static/locale-ua-0a1b2c3d4e.json' } (gatsby-node's DefinePlugin). */
export const LOCALE_TABLE_URLS: Partial<Record<LocaleCode, string>> =
  typeof __LOCALE_TABLE_URLS__ === 'undefined' ? {} : __LOCALE_TABLE_URLS__;

const tables = new Map<LocaleCode, Translations>();
const loading = new Map<LocaleCode, Promise<Translations>>();
const listeners = new Set<() => void>();

export function registerLocaleTable(locale: LocaleCode, table: Translations) {
  tables.set(locale, table);
  listeners.forEach((notify) => notify());
}

export function localeTable(locale: LocaleCode): Translations | undefined {
  return tables.get(locale);
}

/**
 * A table as the server sent it: an object of strings, or null when it is anything else. The parsed
 * JSON is returned as it is, not copied: this runs before the first page hydrates, and copying a
 * table of about 700 texts through entry pairs was 5 ms of main thread on a phone-speed CPU.
 */
export function parseLocaleTable(value: unknown): Translations | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 0) return null;
  for (const key of keys) if (typeof record[key] !== 'string') return null;
  return record as Translations;
}

export interface LoadOptions {
  url?: string;
  fetchImpl?: typeof fetch;
  /** Waits before the 2nd, 3rd... attempt (ms). */
  retryDelaysMs?: readonly number[];
  wait?: (ms: number) => Promise<void>;
}

const RETRY_DELAYS_MS = [300, 1_000, 3_000];
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a language's table (once; concurrent callers share the request), retrying a failed or
 * broken answer a few times. Rejects when every attempt failed; the next call tries again.
 */
export function loadLocaleTable(locale: LocaleCode, options: LoadOptions = {}): Promise<Translations> {
  const known = tables.get(locale);
  if (known) return Promise.resolve(known);
  const inFlight = loading.get(locale);
  if (inFlight) return inFlight;
  const attempt = async (): Promise<Translations> => {
    const { url = LOCALE_TABLE_URLS[locale], fetchImpl = fetch, retryDelaysMs = RETRY_DELAYS_MS, wait = sleep } = options;
    if (!url) throw new Error(`No text table is built for the locale "${locale}"`);
    let lastError: unknown;
    for (let i = 0; i <= retryDelaysMs.length; i++) {
      if (i > 0) await wait(retryDelaysMs[i - 1]);
      try {
        const response = await fetchImpl(url);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const table = parseLocaleTable(await response.json());
        if (!table) throw new Error(`${url} is not a text table`);
        registerLocaleTable(locale, table);
        return table;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  };
  const request = attempt().finally(() => loading.delete(locale));
  loading.set(locale, request);
  return request;
}

/** Starts loading a table the visitor is likely to need next (the other language); errors are ignored. */
export function preloadLocaleTable(locale: LocaleCode) {
  loadLocaleTable(locale).catch(() => undefined);
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/**
 * The table of `locale` for a component, or undefined while it loads (then the component renders
 * again). The first page's table is loaded before hydration (src/app-shell/hydrate.ts), so only a
 * client-side move to the other language can see undefined here.
 */
export function useLocaleTable(locale: LocaleCode, onLoadFailed?: () => void): Translations | undefined {
  const current = () => tables.get(locale);
  const table = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (!table) loadLocaleTable(locale).catch(() => onLoadFailed?.());
    // onLoadFailed is read when the load ends; a new function from the parent need not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table, locale]);
  return table;
}

/** Tests only: forget every table. */
export function resetLocaleTables() {
  tables.clear();
  loading.clear();
}
