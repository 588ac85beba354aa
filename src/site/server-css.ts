/**
 * The page's styled-components CSS, as the server writes it into a plain `<style>` in the head
 * (gatsby-ssr `onRenderBody`; docs/decisions/094-server-css-not-taken-over.md).
 *
 * styled-components' own server output carries what its browser half needs to take the tag over:
 * a `/*!sc*\/` comment after every rule and a `data-styled.g<N>[id="…"]{content:"…"}` marker rule
 * per component. Without the tag's `data-styled` attribute nothing takes it over, so both are
 * dead bytes; the rules themselves are kept in their order.
 */
const SC_RULE_END = /\/\*!sc\*\/\n?/g;
const SC_GROUP_MARKER = /^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}$/;

export function serverCss(styledComponentsCss: string): string {
  return styledComponentsCss
    .split(SC_RULE_END)
    .filter((rule) => rule.trim() !== '' && !SC_GROUP_MARKER.test(rule.trim()))
    .join('\n');
}
