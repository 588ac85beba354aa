import type Database from 'better-sqlite3';
import type { Static } from '@sinclair/typebox';
import { pick, type Lang } from '../../http/lang';
import { imageShape } from '../catalogue';
import { getSetting } from './queries';
import type { ContactSchema, PageSchema, PostSchema, VacancySchema } from './schemas';

/** Pages, posts (articles, news, sales), vacancies, streets and contacts, shaped in one language. */

type Row = Record<string, unknown>;
export const POST_KINDS = ['articles', 'news', 'sales'] as const;
export type PostKind = (typeof POST_KINDS)[number];

function postSummary(row: Row, lang: Lang) {
  return {
    id: row.id as number,
    slug: row.slug as string,
    title: pick(row, 'title', lang),
    excerpt: pick(row, 'excerpt', lang),
    image: imageShape(row.image as string),
    published_at: row.published_at as string,
  };
}

function vacancySummary(r: Row, lang: Lang) {
  return {
    id: r.id as number,
    slug: r.slug as string,
    title: pick(r, 'title', lang),
    salary: r.salary as string,
    active: r.active === 1,
  };
}

/** The contact data (settings key `contacts`) with the address in `lang`. */
export function contactData(db: Database.Database, lang: Lang): Static<typeof ContactSchema> {
  const c = JSON.parse(getSetting(db, 'contacts') ?? '{}') as Record<string, unknown>;
  const { address_uk, address_ru, ...rest } = c;
  return { ...rest, address: (lang === 'ru' ? address_ru : address_uk) as string } as Static<typeof ContactSchema>;
}

export function listPages(db: Database.Database, lang: Lang) {
  return (db.prepare('SELECT * FROM pages ORDER BY slug').all() as Row[]).map((r) => ({
    slug: r.slug as string,
    kind: r.kind as string,
    title: pick(r, 'title', lang),
  }));
}

export function getPage(db: Database.Database, slug: string, lang: Lang): Static<typeof PageSchema> | null {
  const row = db.prepare('SELECT * FROM pages WHERE slug = ?').get(slug) as Row | undefined;
  if (!row) return null;
  return {
    slug: row.slug as string,
    kind: row.kind as string,
    title: pick(row, 'title', lang),
    body: pick(row, 'body', lang),
    image: row.image ? imageShape(row.image as string).url : null,
    data: row.data ? JSON.parse(row.data as string) : null,
  };
}

const postsOf = (db: Database.Database, kind: PostKind) =>
  db.prepare('SELECT * FROM posts WHERE kind = ? ORDER BY published_at DESC, id DESC').all(kind) as Row[];

/** Posts of a kind, newest first. */
export function listPosts(db: Database.Database, kind: PostKind, lang: Lang) {
  return postsOf(db, kind).map((r) => postSummary(r, lang));
}

/** One post with links to the older (prev) and newer (next) one of its kind. */
export function getPost(db: Database.Database, kind: PostKind, slug: string, lang: Lang): Static<typeof PostSchema> | null {
  const list = postsOf(db, kind);
  const index = list.findIndex((r) => r.slug === slug);
  if (index < 0) return null;
  const link = (r: Row | undefined) => (r ? { slug: r.slug as string, title: pick(r, 'title', lang) } : null);
  return {
    ...postSummary(list[index], lang),
    body: pick(list[index], 'body', lang),
    prev: link(list[index + 1]),
    next: link(list[index - 1]),
  };
}

/** Vacancies, active first. */
export function listVacancies(db: Database.Database, lang: Lang) {
  return (db.prepare('SELECT * FROM vacancies ORDER BY active DESC, id').all() as Row[]).map((r) => vacancySummary(r, lang));
}

export function getVacancy(db: Database.Database, slug: string, lang: Lang): Static<typeof VacancySchema> | null {
  const row = db.prepare('SELECT * FROM vacancies WHERE slug = ?').get(slug) as Row | undefined;
  return row ? { ...vacancySummary(row, lang), body: pick(row, 'body', lang) } : null;
}

/** Street autocomplete: names containing `q` (case-insensitive, either language), at most 10. */
export function searchStreets(db: Database.Database, q: string, lang: Lang) {
  const wanted = q.toLowerCase();
  return (db.prepare('SELECT * FROM streets ORDER BY name_uk').all() as Row[])
    .filter((s) => (s.name_uk as string).toLowerCase().includes(wanted) || (s.name_ru as string).toLowerCase().includes(wanted))
    .slice(0, 10)
    .map((s) => ({ id: s.id as number, name: pick(s, 'name', lang) }));
}

/** Dev: changes a delivery area (served, price UAH); false when there is no such area. */
export function updateDeliveryArea(db: Database.Database, id: number, change: { served?: boolean; delivery_price?: number }) {
  const info = db
    .prepare('UPDATE delivery_areas SET served = COALESCE(?, served), delivery_price = COALESCE(?, delivery_price) WHERE id = ?')
    .run(change.served === undefined ? null : change.served ? 1 : 0, change.delivery_price ?? null, id);
  return info.changes > 0;
}

/** Image bases of posts and pages (module.ts renders them before the first request). */
export function contentImages(db: Database.Database): string[] {
  const rows = db.prepare('SELECT image FROM posts UNION SELECT image FROM pages WHERE image IS NOT NULL').all() as {
    image: string;
  }[];
  return rows.map((r) => r.image);
}
