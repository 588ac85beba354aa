import type Database from 'better-sqlite3';

/**
 * The seeded sale "Безкоштовна доставка" and the seeded categories' texts promised free delivery
 * from 300 UAH, while the seeded areas charge delivery below 500 UAH (the centre) and more
 * elsewhere. Where the text is still the seeded one, its sum becomes the lowest free-delivery sum
 * (UAH) of the areas the shop has now; a text the restaurant edited is left as it is.
 */
const SEEDED_PHRASES: { column: string; table: 'posts' | 'categories'; phrase: string }[] = [
  { table: 'posts', column: 'excerpt_uk', phrase: 'Безкоштовна доставка від 300 грн у центрі.' },
  { table: 'posts', column: 'body_uk', phrase: 'Безкоштовна доставка від 300 грн у центрі.' },
  { table: 'posts', column: 'excerpt_ru', phrase: 'Бесплатная доставка от 300 грн в центре.' },
  { table: 'posts', column: 'body_ru', phrase: 'Бесплатная доставка от 300 грн в центре.' },
  { table: 'categories', column: 'seo_text_uk', phrase: 'безкоштовно від 300 грн залежно від району' },
  { table: 'categories', column: 'seo_text_ru', phrase: 'бесплатно от 300 грн в зависимости от района' },
];

export function up(db: Database.Database) {
  const { lowest } = db.prepare('SELECT MIN(free_from) AS lowest FROM delivery_areas').get() as { lowest: number | null };
  if (lowest === null || lowest === 300) return;
  const sum = String(Math.round(lowest));
  for (const { table, column, phrase } of SEEDED_PHRASES) {
    const where = table === 'posts' ? "kind = 'sales' AND slug = 'free-delivery' AND " : '';
    db.prepare(`UPDATE ${table} SET ${column} = replace(${column}, ?, ?) WHERE ${where}instr(${column}, ?) > 0`).run(
      phrase,
      phrase.replace('300', sum),
      phrase,
    );
  }
}
