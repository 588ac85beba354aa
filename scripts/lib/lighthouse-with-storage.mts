/**
 * One Lighthouse run (all four categories, the same mobile defaults as the CLI) of a page that
 * needs values in localStorage, e.g. a logged-in profile page:
 *
 *   tsx scripts/lib/lighthouse-with-storage.mts <url> <out.json>   (LIGHTHOUSE_STORAGE='{"token":"..."}',
 *   LIGHTHOUSE_CHROME_FLAGS='--no-sandbox ...')
 *
 * Lighthouse clears the origin's storage and cache before it navigates; a script registered for
 * every new document then writes the values before the page's own scripts run, so the run is
 * as cold as the CLI's and the page sees a signed-in customer.
 */
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, outFile] = process.argv.slice(2);
const storage = JSON.parse(process.env.LIGHTHOUSE_STORAGE ?? '{}') as Record<string, string>;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  // The perf script's flags (e.g. trusting its CDN stand-in's certificate); --headless is puppeteer's.
  args: (process.env.LIGHTHOUSE_CHROME_FLAGS ?? '--no-sandbox').split(' ').filter((flag) => !flag.startsWith('--headless')),
});
try {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((values) => {
    try {
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    } catch {
      /* about:blank has no storage */
    }
  }, storage);
  const result = await lighthouse(
    url,
    { output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], logLevel: 'error' },
    undefined,
    page,
  );
  if (!result) throw new Error('lighthouse returned no result');
  fs.writeFileSync(outFile, String(result.report));
} finally {
  await browser.close();
}
