import { filterSvgStyle, purifyRichText, sanitizeHtml, sanitizeSvg } from './sanitize';
import { HTML_ATTACKS, MEDIA_ORIGIN, REAL_RICH_TEXTS } from './sanitize-samples';

describe('sanitizeSvg', () => {
  it('keeps a plain icon unchanged in substance', () => {
    const icon =
      '<svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><circle cx="12" cy="12" r="10" fill="currentColor"></circle></svg>';
    const out = sanitizeSvg(icon);
    expect(out).toContain('<circle');
    expect(out).toContain('viewBox="0 0 24 24"');
  });
  it.each([
    ['<svg><script>alert(1)</script></svg>', /script/i],
    ['<svg onload="alert(1)"><circle/></svg>', /onload/i],
    ['<svg><foreignObject><div>x</div></foreignObject></svg>', /foreignObject/i],
    ['<svg><style>@import url(//evil)</style></svg>', /import/i],
    ['<svg><use href="https://evil.test/x.svg#a"/></svg>', /evil/],
    ['<svg><image href="https://evil.test/x.png"/></svg>', /evil/],
    ['<svg><a href="javascript:alert(1)"><circle/></a></svg>', /javascript/i],
  ])('removes %s', (input, forbidden) => {
    expect(sanitizeSvg(input)).not.toMatch(forbidden);
  });
  it('returns nothing for non-SVG input', () => {
    expect(sanitizeSvg('<img src=x onerror=alert(1)>')).toBe('');
  });
});

describe('sanitizeHtml', () => {
  it('keeps paragraphs and links, drops scripts and handlers', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Hi <a href="javascript:alert(1)">x</a><a href="/ua/">home</a></p><script>1</script>',
    );
    expect(out).toBe('<p>Hi <a>x</a><a href="/ua/">home</a></p>');
  });
});

describe('filterSvgStyle', () => {
  it.each([
    ['fill:#f4b400;fill-opacity:1;stroke:#6d4c41', 'fill:#f4b400;fill-opacity:1;stroke:#6d4c41'],
    ['fill: rgb(10, 20, 30) ; stroke-width:0.26', 'fill:rgb(10, 20, 30);stroke-width:0.26'],
    ['fill:url(#grad)', 'fill:url(#grad)'],
    ["font-family:'Arial', sans-serif", "font-family:'Arial', sans-serif"],
    ['fill:url(https://evil.test/x)', ''],
    ['width:expression(alert(1))', ''],
    ['behavior:url(x.htc)', ''],
    ['fill:\\75 rl(https://evil.test)', ''],
    ['background-image:url(javascript:alert(1));fill:red', 'fill:red'],
    ['fill:red;;position:fixed;top:0', 'fill:red'],
  ])('%j -> %j', (input, output) => {
    expect(filterSvgStyle(input)).toBe(output);
  });
});

describe('sanitizeHtml: plain paragraphs', () => {
  /** Texts the shortcut answers: what DOMPurify gives back for them must be the text itself. */
  const PLAIN = [
    '<p>Сет Філадельфія з вугрем: великий набір для компанії.</p>',
    '<p>Піца "Маргарита" — томати, моцарела, базилік; 30 см, 450 г.</p><p>Гостра? Ні!</p>',
    "<p>It's a 'quote' and a \"double\" one, 100% / 50 = 2 * 1 + (x) {y} [z] ~ ` ^ | \\ @ # $</p>",
    '<p></p>',
    '<p>рядок\nз переносом\tі табуляцією  та пробілами  </p>',
  ];
  /** Texts it must leave to DOMPurify (most come back changed: escaped, re-nested, normalised). */
  const NOT_PLAIN = [
    '<p>Fish &amp; chips</p>',
    '<p>a < b</p>',
    '<p>a > b</p>',
    '<p>ціна\u00a0200 грн</p>',
    '<p>line\r\nbreak</p>',
    '<p>nul\u0000here</p>',
    '<p>one</p>two',
    '<P>upper</P>',
    '<p><p>nested</p></p>',
  ];

  test.each(PLAIN)('%s comes back as DOMPurify gives it: unchanged', (html) => {
    expect(purifyRichText(html)).toBe(html);
    expect(sanitizeHtml(html)).toBe(html);
  });

  test.each(NOT_PLAIN)('%s gets what DOMPurify gives', (html) => {
    expect(sanitizeHtml(html)).toBe(purifyRichText(html));
  });

  test('every attack and real rich text gets what DOMPurify gives', () => {
    const options = { mediaOrigins: [MEDIA_ORIGIN] };
    for (const [, html] of [...HTML_ATTACKS, ...REAL_RICH_TEXTS])
      expect(sanitizeHtml(html, options)).toBe(purifyRichText(html, options));
  });
});
