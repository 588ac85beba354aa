/**
 * The pages `npm run perf` measures: one of each type found in the build (home, a category, a
 * product, checkout, the signed-in profile), their bare copies, and a customer to sign in with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_URL, ROOT } from './stack.mts';
import { bareCopy } from './bare-copy.ts';
import type { PageType } from './budgets.ts';
import { htmlFile, type FirstLoadJs } from './first-load-js.ts';
import type { LighthouseSummary } from './lighthouse-runs.mts';

export type ApiCategory = { id: number; slug: string; parent_id: number | null; sort?: number };
export type ApiProduct = { id: number; slug: string; price: number; category?: { slug: string } };

/** A page's bare copy (lib/bare-copy.ts) as served at `sitePath` and written to `file`. */
export type Bare = { sitePath: string; file: string; blocks: number; photos: number; lighthouse?: LighthouseSummary };

/** A page type the report measures. */
export type Page = {
  type: PageType;
  path: string;
  signedIn?: boolean;
  js?: FirstLoadJs;
  bare?: Bare;
  /** Lighthouse medians per state of the shop ('open', 'closed'). */
  states?: Record<string, LighthouseSummary>;
};

/** One page of each type the build in `publicDir` has; `only`: just these types. */
export async function choosePages(publicDir: string, only: Set<string> | null): Promise<Page[]> {
  const built = (sitePath: string) => fs.existsSync(htmlFile(sitePath, publicDir));
  const get = async <T,>(p: string): Promise<T> => (await fetch(`${API_URL}${p}`)).json() as Promise<T>;
  const categories = await get<ApiCategory[]>('/api/categories');
  const bySort = (a: ApiCategory, b: ApiCategory) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id;
  const tops = categories.filter((c) => c.parent_id === null).sort(bySort);
  const category = tops.find((c) => built(`/ua/category/${c.slug}/`));
  const products = await get<ApiProduct[]>('/api/products');
  const product =
    products.find((p) => p.category?.slug === category?.slug && built(`/ua/product/${p.slug}/`)) ??
    products.find((p) => built(`/ua/product/${p.slug}/`));
  const pages: Page[] = [{ type: 'home', path: '/' }];
  if (category) pages.push({ type: 'category', path: `/ua/category/${category.slug}/` });
  else console.warn('[perf] no built category page found');
  if (product) pages.push({ type: 'product', path: `/ua/product/${product.slug}/` });
  else console.warn('[perf] no built product page found');
  if (built('/ua/checkout/')) pages.push({ type: 'checkout', path: '/ua/checkout/' });
  else console.log('[perf] /ua/checkout/ is not built: checkout skipped');
  if (built('/ua/profile/information/')) pages.push({ type: 'profile', path: '/ua/profile/information/', signedIn: true });
  else console.log('[perf] /ua/profile/information/ is not built: profile skipped');
  return only ? pages.filter((p) => only.has(p.type)) : pages;
}

/**
 * The bare copy of a built page (lib/bare-copy.ts): added to `served` (what the CDN stand-in
 * answers, by path: '/__bare/home.html') and written to `<outDir>/bare/` to look at.
 */
export function writeBareCopy(
  page: Page,
  publicDir: string,
  outDir: string,
  served: Record<string, { body: Buffer; type: string }>,
): Bare {
  const copy = bareCopy(fs.readFileSync(htmlFile(page.path, publicDir), 'utf8'), page.path);
  const file = path.join(outDir, 'bare', `${page.type}.html`);
  const sitePath = `/__bare/${page.type}.html`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, copy.html);
  served[sitePath] = { body: Buffer.from(copy.html), type: 'text/html; charset=utf-8' };
  return { sitePath, file: path.relative(ROOT, file), blocks: copy.blocks, photos: copy.photos };
}

/** A new customer through the dev SMS flow (as tests/e2e/auth.spec.ts does); returns its token. */
export async function customerToken(): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the dev flow's JSON answers, read by name
  const call = async (method: string, p: string, body?: unknown): Promise<any> => {
    const res = await fetch(`${API_URL}${p}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  const phone = `+38067${digits}`;
  const password = 'perf-secret-1';
  const { id } = await call('POST', '/api/secret/generate/new', { phone });
  const { code } = await call('GET', `/api/dev/sms?phone=${encodeURIComponent(phone)}`);
  await call('POST', '/api/auth/register/v2', {
    secretId: id,
    forSite: true,
    name: 'Перф Тест',
    email: `perf${digits}@example.com`,
    phone,
    password,
    password_confirmation: password,
    sms: code,
  });
  return (await call('POST', '/api/auth/login', { phone, password })).access_token;
}
