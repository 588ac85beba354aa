import { loadTranslations } from '../../i18n/load-translations';
import { inlineScriptHashes } from '../csp';
import { offlinePageHtml } from './offline-page';

describe('offlinePageHtml', () => {
  it.each([
    ['ua', 'uk', 'Немає інтернету', 'Спробувати ще раз', 'На головну', '/'],
    ['ru', 'ru', 'Нет интернета', 'Попробовать ещё раз', 'На главную', '/ru/'],
  ] as const)('%s: language, texts and the way home', (locale, lang, title, retry, home, homePath) => {
    const html = offlinePageHtml(locale, loadTranslations(locale));
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`<a class="primary" href="">${retry}</a>`);
    expect(html).toContain(`href="${homePath}">${home}</a>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('runs no script (nothing for the Content-Security-Policy to allow) and loads nothing but the favicon', () => {
    const html = offlinePageHtml('ua', loadTranslations('ua'));
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(html).not.toMatch(/<script|src=/);
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/favicon.svg', '/']);
  });

  it('escapes the texts', () => {
    const html = offlinePageHtml('ua', { offline_page_title: '<b>"x"</b> & y' });
    expect(html).toContain('<h1>&lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; y</h1>');
  });

  it('is small', () => {
    expect(Buffer.byteLength(offlinePageHtml('ua', loadTranslations('ua')))).toBeLessThan(4096);
  });
});
