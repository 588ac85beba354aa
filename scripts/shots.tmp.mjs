// Screenshots of the built site (run from the worktree with SHOP_API_PORT/SITE_PORT set).
import { chromium } from 'playwright-core';
import { startApi, serveSite, stopAll, SITE_URL, openAllDay, closedNow } from '/work/wt/i25/scripts/lib/stack.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i25-shots-'));
try {
  await startApi({ dataDir });
  await serveSite();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const widths = (process.env.WIDTHS ?? '360,390,430,1366').split(',').map(Number);
  const pages = [['home', '/'], ['category', '/category/pizza/'], ['product', '/product/margarita/'], ['cart', '/category/pizza/'], ['checkout', '/checkout/']];
  const cart = JSON.stringify({ version: 2, lines: [{ id: 'l1', product_id: 1, name: 'Піца Маргарита', name_ua: 'Піца Маргарита', price: 179, count: 2, discount: 0, weight: 450, main_image: { urlForList: '' }, category: { name: 'Піца', name_ua: 'Піца' }, modifiers_group: [] }] });
  for (const state of (process.env.STATES ?? 'open').split(',')) {
    await (state === 'open' ? openAllDay() : closedNow());
    for (const locale of ['ua', 'ru']) {
      for (const width of widths) {
        const ctx = await browser.newContext({ viewport: { width, height: width < 768 ? 800 : 900 }, serviceWorkers: 'block' });
        await ctx.addInitScript((c) => { localStorage.setItem('popup_last_view', String(Date.now())); if (!sessionStorage.getItem('s')) { localStorage.setItem('cartProducts', c); sessionStorage.setItem('s', '1'); } }, cart);
        const page = await ctx.newPage();
        for (const [name, p] of pages) {
          const url = `${SITE_URL}${locale === 'ua' ? '' : '/ru'}${p === '/' && locale === 'ru' ? '/' : p}`.replace('//', '/').replace('http:/', 'http://');
          await page.goto(url);
          await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30000 }).catch(() => {});
          await page.waitForTimeout(1500);
          if (name === 'cart') {
            if (width < 768) await page.getByTestId('mobile-cart-bar').getByRole('button').click().catch(() => {});
            else await page.getByRole('banner').getByRole('button', { name: /Сума|Сумма/ }).first().click().catch(() => {});
            await page.waitForTimeout(1200);
          }
          await page.screenshot({ path: `/tmp/i25/shots/${state}-${locale}-${width}-${name}.png` });
        }
        await ctx.close();
      }
    }
  }
  await openAllDay();
  await browser.close();
} finally {
  stopAll();
}
