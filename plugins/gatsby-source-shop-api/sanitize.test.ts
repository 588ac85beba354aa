import { filterSvgStyle, sanitizeHtml, sanitizeSvg } from './sanitize';

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
