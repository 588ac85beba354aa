/**
 * Runs the sanitiser over the samples the way `gatsby build` runs it: in Node with the jsdom the
 * build loads (the Jest environment brings an older jsdom). Prints the outputs as JSON; spawned by
 * sanitize-attacks.test.ts.
 */
import { sanitizeHtml, sanitizeSvg } from './sanitize';
import { HTML_ATTACKS, MEDIA_ORIGIN, REAL_ICONS, REAL_RICH_TEXTS, SVG_ATTACKS } from './sanitize-samples';

const html = (samples: [string, string][]) => samples.map(([, s]) => sanitizeHtml(s, { mediaOrigins: [MEDIA_ORIGIN] }));
const svg = (samples: [string, string][]) => samples.map(([, s]) => sanitizeSvg(s));

process.stdout.write(
  JSON.stringify({
    svgAttacks: svg(SVG_ATTACKS),
    htmlAttacks: html(HTML_ATTACKS),
    icons: svg(REAL_ICONS),
    richTexts: html(REAL_RICH_TEXTS),
  }),
);
