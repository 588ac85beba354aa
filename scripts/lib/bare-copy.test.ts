/** @jest-environment node */
import { bareCopy, decodeEntities } from './bare-copy';

const page = `<!DOCTYPE html><html lang="uk"><head><title>Піца | Смачна Хата</title>
<style data-styled="true">.a{color:red}</style><script>window.x=1</script></head>
<body><div id="___gatsby"><header class="H"><a href="/" class="Logo"><svg viewBox="0 0 24 24"><path d="M1 1"/></svg>Смачна Хата</a></header>
<main><!-- a comment --><h1 class="Title">Піца</h1>
<ul><li><article class="Card"><div class="ImageBox"><picture class="Pic"><source type="image/avif" srcSet="/static/a/200/m.avif 200w,
/static/a/400/m.avif 400w" sizes="(min-width: 768px) 33vw, 50vw"/><img src="/static/a/400/m.jpg" srcSet="/static/a/200/m.jpg 200w" sizes="50vw" width="400" height="400" alt="Піца &quot;Маргарита&quot;" loading="eager" decoding="async" class="Img" data-main-image=""/></picture></div>
<h2>Піца Маргарита</h2><p>179&nbsp;грн <span>450 г</span></p><button type="button" class="Btn">Обрати</button></article></li></ul>
<p>Склад: тісто &amp; соус</p><img src="/api/images/ingredients/dough-120.jpg?v=1&amp;w=64" alt="" width="64" height="64" loading="lazy"/>
<template><p>hidden</p></template><noscript><img src="/no.jpg"></noscript></main></div>
<script src="/app.js"></script></body></html>`;

describe('bareCopy', () => {
  const { html, blocks, photos } = bareCopy(page, '/ua/category/pizza/');
  const body = /<body>\n([\s\S]*)\n<\/body>/.exec(html)![1].split('\n');

  test('the text in reading order: headings stay headings, other blocks are paragraphs', () => {
    expect(body.filter((line) => !line.startsWith('<picture') && !line.startsWith('<img'))).toEqual([
      '<p>Смачна Хата</p>',
      '<h1>Піца</h1>',
      '<h2>Піца Маргарита</h2>',
      '<p>179 грн 450 г</p>',
      '<p>Обрати</p>',
      '<p>Склад: тісто &amp; соус</p>',
    ]);
    expect(blocks).toBe(6);
  });

  test('photos stay where they are, with the attributes that choose and size the file', () => {
    expect(photos).toBe(2);
    expect(body[2]).toBe(
      '<picture><source type="image/avif" srcset="/static/a/200/m.avif 200w, /static/a/400/m.avif 400w" sizes="(min-width: 768px) 33vw, 50vw">' +
        '<img src="/static/a/400/m.jpg" srcset="/static/a/200/m.jpg 200w" sizes="50vw" width="400" height="400" alt="Піца &quot;Маргарита&quot;" loading="eager" decoding="async"></picture>',
    );
    expect(body[body.length - 1]).toBe(
      '<img src="/api/images/ingredients/dough-120.jpg?v=1&amp;w=64" alt="" width="64" height="64" loading="lazy">',
    );
  });

  test('no scripts, styles, icons, templates, comments, classes or noscript copies', () => {
    expect(html).not.toMatch(/<script|window\.x|color:red|<svg|hidden|comment|class=|data-main-image|no\.jpg/);
    expect(html).toContain('<title>Піца | Смачна Хата</title>');
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain('content="Bare static copy of /ua/category/pizza/ (perf lower bound)"');
  });
});

test.each([
  ['a&nbsp;b', 'a b'],
  ['&#x41;&#66;', 'AB'],
  ['&lt;p&gt; &quot;x&quot; &amp;amp;', '<p> "x" &amp;'],
])('decodeEntities(%p) -> %p', (input, expected) => expect(decodeEntities(input)).toBe(expected));
