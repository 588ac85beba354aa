import type Database from 'better-sqlite3';
import { AREAS, CONTACTS, PICKUP_POINTS, POSTS, STREETS, VACANCIES } from './seed-data';
import { PAGES } from './seed-pages';
import { latLngRingToPolygon } from './queries';

/** Post body: the excerpt as the lead, then a section that depends on the kind. */
function postBody(kind: string, lead: string, lang: 'uk' | 'ru'): string {
  const uk = lang === 'uk';
  const tail =
    kind === 'sales'
      ? uk
        ? '<h2>Умови</h2><ul><li>Діє на доставку і самовивіз.</li><li>Не поєднується з іншими акціями та промокодами.</li><li>Організатор може змінити умови, повідомивши на сайті.</li></ul>'
        : '<h2>Условия</h2><ul><li>Действует на доставку и самовывоз.</li><li>Не суммируется с другими акциями и промокодами.</li><li>Организатор может изменить условия, сообщив на сайте.</li></ul>'
      : kind === 'news'
        ? uk
          ? '<p>Слідкуйте за новинами на сайті та в нашому Telegram-каналі.</p>'
          : '<p>Следите за новостями на сайте и в нашем Telegram-канале.</p>'
        : uk
          ? '<h2>Порада шефа</h2><p>Замовляйте свіжим і не розігрівайте страви в мікрохвильовці — краще в духовці 3–4 хвилини.</p><p>Смачного!</p>'
          : '<h2>Совет шефа</h2><p>Заказывайте свежим и не разогревайте блюда в микроволновке — лучше в духовке 3–4 минуты.</p><p>Приятного аппетита!</p>';
  return `<p>${lead}</p>${tail}`;
}

export function seedContent(db: Database.Database) {
  const setting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
  setting.run('time_start', '10:00');
  setting.run('time_end', '22:00');
  setting.run('pickup_enabled', '1');
  setting.run('kitchen_paused', '0');
  setting.run('contacts', JSON.stringify(CONTACTS));

  const area = db.prepare(
    'INSERT INTO delivery_areas (name_uk, name_ru, geometry, min_sum, delivery_price, free_from, delivery_minutes, served, color) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const a of AREAS) {
    const geometry = JSON.stringify(latLngRingToPolygon(a.polygon as [number, number][]));
    area.run(a.uk, a.ru, geometry, a.min, a.price, a.free, a.minutes, a.served, a.color);
  }
  const street = db.prepare('INSERT INTO streets (name_uk, name_ru, lat, lng) VALUES (?, ?, ?, ?)');
  for (const [uk, ru, lat, lng] of STREETS) street.run(uk, ru, lat, lng);
  const pickup = db.prepare(
    'INSERT INTO pickup_points (name_uk, name_ru, address_uk, address_ru, lat, lng, available, reason_uk, reason_ru) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const pp of PICKUP_POINTS)
    pickup.run(pp.uk, pp.ru, pp.addrUk, pp.addrRu, pp.lat, pp.lng, pp.available, pp.reasonUk, pp.reasonRu);
  const page = db.prepare(
    'INSERT INTO pages (slug, kind, title_uk, title_ru, body_uk, body_ru, image, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const pg of PAGES)
    page.run(
      pg.slug,
      pg.kind,
      pg.title[0],
      pg.title[1],
      pg.body[0],
      pg.body[1],
      pg.image,
      pg.data === null ? null : JSON.stringify(pg.data),
    );
  const post = db.prepare(
    'INSERT INTO posts (kind, slug, title_uk, title_ru, excerpt_uk, excerpt_ru, body_uk, body_ru, image, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const [kind, slug, titleUk, titleRu, textUk, textRu, date] of POSTS) {
    post.run(
      kind,
      slug,
      titleUk,
      titleRu,
      textUk,
      textRu,
      postBody(kind, textUk, 'uk'),
      postBody(kind, textRu, 'ru'),
      `content/${kind}-${slug}`,
      date,
    );
  }
  const vacancy = db.prepare(
    'INSERT INTO vacancies (slug, title_uk, title_ru, body_uk, body_ru, salary, active) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const [slug, uk, ru, salary, active] of VACANCIES) {
    vacancy.run(
      slug,
      uk,
      ru,
      `<p>Шукаємо в команду: ${uk.toLowerCase()}.</p><h2>Ми пропонуємо</h2><ul><li>Офіційне працевлаштування.</li><li>Безкоштовне харчування.</li><li>Гнучкий графік і навчання.</li></ul><p>Надсилайте резюме через форму нижче.</p>`,
      `<p>Ищем в команду: ${ru.toLowerCase()}.</p><h2>Мы предлагаем</h2><ul><li>Официальное трудоустройство.</li><li>Бесплатное питание.</li><li>Гибкий график и обучение.</li></ul><p>Присылайте резюме через форму ниже.</p>`,
      salary,
      active,
    );
  }
}
