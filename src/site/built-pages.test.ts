/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterFirstPaintLoader } from './after-first-paint';
import { finishBuiltPages } from './built-pages';

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`;

/** A page as Gatsby writes it: an inline script of its own, then its scripts slice. */
const gatsbyPage = (inline: string) =>
  `<html><body><main>Піца</main><script>${inline}</script><script src="/app-1.js" async></script></body></html>`;
const LOADER = sha(afterFirstPaintLoader(['/app-1.js']));

describe('finishBuiltPages (the loader and the CSP hashes in one read of each page)', () => {
  let dir: string;
  let memory: string;
  const write = (rel: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), html);
  };
  const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');
  const PAGES = ['/', '/ua/x/', '/404.html', '/missing/'];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
    memory = path.join(dir, '..', `${path.basename(dir)}-cache`, 'built-pages.json');
    write('index.html', gatsbyPage('a()'));
    write('ua/x/index.html', gatsbyPage('b()'));
    write('404.html', '<p>404</p><script>c()</script>');
    write('old/index.html', gatsbyPage('stale()'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(path.dirname(memory), { recursive: true, force: true });
  });

  it("puts the build's pages behind the loader and collects their inline scripts' hashes, the loader's included", () => {
    expect(finishBuiltPages(dir, PAGES, memory)).toEqual({
      hashes: [sha('a()'), sha('b()'), sha('c()'), LOADER].sort(),
      pages: 3,
      rewritten: 2,
      unchanged: 0,
    });
    expect(read('ua/x/index.html')).not.toContain('<script src=');
    expect(read('ua/x/index.html')).toContain(afterFirstPaintLoader(['/app-1.js']));
    // A file of no page of this build is neither rewritten nor counted.
    expect(read('old/index.html')).toBe(gatsbyPage('stale()'));
  });

  it('does not read a page again while its size and modification time are those it was finished with', () => {
    const file = path.join(dir, '404.html');
    const time = new Date('2026-11-29T20:00:00Z'); // whole seconds: the file system keeps them exactly
    fs.utimesSync(file, time, time);
    finishBuiltPages(dir, PAGES, memory);
    // Same size, same time, other content: only a read would see the change.
    fs.writeFileSync(file, '<p>404</p><script>d()</script>');
    fs.utimesSync(file, time, time);
    const again = finishBuiltPages(dir, PAGES, memory);
    expect(again).toMatchObject({ pages: 3, rewritten: 0, unchanged: 3 });
    expect(again.hashes).toContain(sha('c()'));
    expect(again.hashes).not.toContain(sha('d()'));
  });

  it('reads a page Gatsby wrote again, and forgets the pages the build no longer has', () => {
    finishBuiltPages(dir, PAGES, memory);
    write('ua/x/index.html', gatsbyPage('e()'));
    const again = finishBuiltPages(dir, ['/', '/ua/x/'], memory);
    expect(again).toEqual({ hashes: [sha('a()'), sha('e()'), LOADER].sort(), pages: 2, rewritten: 1, unchanged: 1 });
    expect(read('ua/x/index.html')).not.toContain('<script src=');
  });

  it('reads every page when the memory is unreadable', () => {
    finishBuiltPages(dir, PAGES, memory);
    fs.writeFileSync(memory, '{"fingerprint": ');
    expect(finishBuiltPages(dir, PAGES, memory)).toMatchObject({ pages: 3, rewritten: 0, unchanged: 0 });
  });
});
