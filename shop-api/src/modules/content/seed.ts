import type Database from 'better-sqlite3';
import { AREAS, CONTACTS, PAGES, PICKUP_POINTS, POSTS, STREETS, VACANCIES } from './seed-data';

export function seedContent(db: Database.Database) {
  const setting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
  setting.run('time_start', '10:00');
  setting.run('time_end', '22:00');
  setting.run('pickup_enabled', '1');
  setting.run('kitchen_paused', '0');
  setting.run('contacts', JSON.stringify(CONTACTS));

  for (const a of AREAS) {
    db.prepare(
      'INSERT INTO delivery_areas (name_uk, name_ru, polygon, min_sum, delivery_price, free_from, delivery_minutes, served, color) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(a.uk, a.ru, JSON.stringify(a.polygon), a.min, a.price, a.free, a.minutes, a.served, a.color);
  }
  for (const [uk, ru, lat, lng] of STREETS)
    db.prepare('INSERT INTO streets (name_uk, name_ru, lat, lng) VALUES (?, ?, ?, ?)').run(uk, ru, lat, lng);
  for (const pp of PICKUP_POINTS) {
    db.prepare(
      'INSERT INTO pickup_points (name_uk, name_ru, address_uk, address_ru, lat, lng, available, reason_uk, reason_ru) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(pp.uk, pp.ru, pp.addrUk, pp.addrRu, pp.lat, pp.lng, pp.available, pp.reasonUk, pp.reasonRu);
  }
  for (const [slug, kind, titleUk, titleRu, bodyUk, bodyRu] of PAGES) {
    db.prepare(
      'INSERT INTO pages (slug, kind, title_uk, title_ru, body_uk, body_ru, image, data) VALUES (?, ?, ?, ?, ?, ?, NULL, NULL)',
    ).run(slug, kind, titleUk, titleRu, bodyUk, bodyRu);
  }
  for (const [kind, slug, titleUk, titleRu, textUk, textRu, date] of POSTS) {
    db.prepare(
      'INSERT INTO posts (kind, slug, title_uk, title_ru, excerpt_uk, excerpt_ru, body_uk, body_ru, image, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      kind,
      slug,
      titleUk,
      titleRu,
      textUk,
      textRu,
      `<p>${textUk}</p><p>Смачного!</p>`,
      `<p>${textRu}</p><p>Приятного аппетита!</p>`,
      `content/${kind}-${slug}`,
      date,
    );
  }
  for (const [slug, uk, ru, salary, active] of VACANCIES) {
    db.prepare(
      'INSERT INTO vacancies (slug, title_uk, title_ru, body_uk, body_ru, salary, active) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      slug,
      uk,
      ru,
      `<p>Шукаємо в команду: ${uk.toLowerCase()}. Офіційне працевлаштування, харчування, гнучкий графік.</p>`,
      `<p>Ищем в команду: ${ru.toLowerCase()}. Официальное трудоустройство, питание, гибкий график.</p>`,
      salary,
      active,
    );
  }
}
