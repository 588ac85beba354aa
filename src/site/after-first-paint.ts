import { TEXTS_ATTRIBUTE } from '../i18n/texts-attribute';

/**
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the app (in its
 * `_gatsby-scripts` slice, stitched into each page's HTML after rendering, so no SSR hook sees
 * them). On a fast connection they arrive and run before the browser has painted the page and
 * before its photos show, so Lighthouse's phone model counts 130 KB of script evaluation into the
 * largest paint (home tagline 3.2 s, product photo 3.8 s, against 0.9 s for the text alone).
 *
 * After the build (gatsby-node onPostBuild, src/site/built-pages.ts) every page gets
 * one inline loader instead, the same on every page of a build (one CSP hash): it adds the same
 * scripts once the page has loaded (its first-screen photos included), its first contentful paint
 * is on the screen and two more frames have been painted. Hydration starts then; links work before
 * it as plain links.
 */

/**
 * The loader for these script paths. Waits for the window's load event, the first screen's photos
 * decoded, the first contentful paint's entry (Paint Timing: reported once that frame is
 * presented), two animation frames, then a task. Frames alone were not enough: their callbacks run
 * before the frame is presented, so on the home page the scripts were requested before the first
 * paint and Lighthouse counted their download into the largest paint. The load event alone came
 * 60-120 ms before the photo pages painted their photos. A background tab (no frames) or a slow
 * photo holds the app no longer than `LOADER_FALLBACK_MS`.
 * With the scripts it preloads the page language's text table, whose address the server render
 * puts on <html> (`TEXTS_ATTRIBUTE`, gatsby-ssr onRenderBody): the app's first render waits for it,
 * nothing before needs it. crossOrigin matches fetch()'s same-origin credentials, so the app's
 * fetch reuses the preloaded answer.
 */
export const LOADER_FALLBACK_MS = 2500;

/** How every loader's code begins (WRITTEN_LOADER finds an earlier build's by it). */
const LOADER_START = '(function(){var d=false;function l(){';

export function afterFirstPaintLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `${LOADER_START}if(d)return;d=true;` +
    `var t=document.documentElement.getAttribute("${TEXTS_ATTRIBUTE}");` +
    'if(t){var k=document.createElement("link");k.rel="preload";k.setAttribute("as","fetch");' +
    'k.setAttribute("crossorigin","anonymous");k.href=t;document.head.appendChild(k)}' +
    `${list}.forEach(function(u){var s=document.createElement("script");s.src=u;s.async=true;document.body.appendChild(s)})}` +
    'function g(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(l,0)})})}' +
    // The first contentful paint as the browser reports it (Paint Timing), then the frames: a
    // frame's callbacks run before that frame is on the screen, and a paint entry comes only once it
    // is. Where the browser has no paint entries, or the page has no static content to paint (the
    // offline app shell, rendered by the app), the frames alone.
    'function p(){var P=window.PerformanceObserver;try{if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0&&document.querySelector("#gatsby-focus-wrapper>*")){' +
    'var o=new P(function(x){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();g()}});' +
    'o.observe({type:"paint",buffered:true});return}}catch(e){}g()}' +
    // The first screen's photos: <img> elements with a box inside the viewport (decode() waits for
    // their bytes too; a broken one counts as done). Every box is read before the first decode():
    // each decode() invalidates the layout, so reading a box after one lays the page out again.
    'function f(){var s=[],w=[],m=document.images,h=innerHeight,v=innerWidth,i;' +
    'for(i=0;i<m.length;i++){var r=m[i].getBoundingClientRect();' +
    'if(m[i].decode&&r.width>0&&r.height>0&&r.bottom>0&&r.right>0&&r.top<h&&r.left<v)s.push(m[i])}' +
    'for(i=0;i<s.length;i++)w.push(s[i].decode().catch(function(){}));' +
    'if(w.length)Promise.all(w).then(p);else p()}' +
    'if(document.readyState==="complete")f();else addEventListener("load",f);' +
    `setTimeout(l,${LOADER_FALLBACK_MS})})();`
  );
}

/** Gatsby's async external script tags, exactly as its scripts slice writes them. */
const ASYNC_SCRIPT = /<script src="([^"<>]+\.js)" async><\/script>/g;

/**
 * A loader an earlier build wrote, with its script list. Gatsby keeps a page's HTML when neither
 * the page nor the app's scripts changed, so a build that changes only the loader finds the old one.
 */
const WRITTEN_LOADER = new RegExp(
  `<script>(${LOADER_START.replace(/[(){}]/g, '\\$&')}[\\s\\S]*?(\\[(?:"(?:[^"\\\\]|\\\\.)*",?)*\\])\\.forEach[\\s\\S]*?)</script>`,
);

/**
 * The page's HTML with Gatsby's async external scripts replaced by the loader (at the first one's
 * place, in their order), or an earlier build's loader replaced by this one (same scripts). A page
 * without either is returned as it is.
 */
export function deferGatsbyScripts(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]);
  if (sources.length === 0) {
    const written = WRITTEN_LOADER.exec(html);
    if (!written) return html;
    const current = afterFirstPaintLoader(JSON.parse(written[2]) as string[]);
    return written[1] === current ? html : html.replace(written[0], () => `<script>${current}</script>`);
  }
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script>${afterFirstPaintLoader(sources)}</script>`;
  });
}
