/**
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the app. On a
 * fast connection they arrive and run before the browser has painted the page, so the first paint
 * waits for 130 KB of script evaluation (Lighthouse counted the home page's LCP, its tagline,
 * at 3.5 s on its phone profile while the bare HTML paints in 0.7 s). gatsby-ssr replaces them with
 * one inline loader that adds the same scripts once the first frame is painted: the page shows
 * at once, hydration starts one frame later. The loader is identical on every page of a build,
 * so the Content-Security-Policy covers it with one hash (src/site/csp.ts).
 */

/** Loads after the first paint; a tab opened in the background (no frames) loads after 1000 ms. */
export function afterFirstPaintLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    '(function(){var d=false;function l(){if(d)return;d=true;' +
    `${list}.forEach(function(u){var s=document.createElement("script");s.src=u;s.async=true;document.body.appendChild(s)})}` +
    'requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1000)})();'
  );
}

interface ScriptLike {
  type?: unknown;
  props?: { src?: unknown; async?: unknown; [other: string]: unknown };
}

/** The sources of Gatsby's async external scripts among the post-body elements, in order. */
export function asyncScriptSources(elements: readonly ScriptLike[]): string[] {
  return elements.filter(isAsyncExternalScript).map((el) => el.props?.src as string);
}

export function isAsyncExternalScript(el: ScriptLike | null | undefined): boolean {
  return el?.type === 'script' && typeof el.props?.src === 'string' && Boolean(el.props?.async);
}
