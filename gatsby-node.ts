import path from 'node:path';
import type { CreatePagesArgs, GatsbyNode, Reporter } from 'gatsby';
import { LOCALES, localeByCode, type LocaleCode } from './src/i18n/locales';
import { localizedPath } from './src/i18n/paths';
import { loadTranslations, localeTableFiles, writeLocaleTableFiles, type LocaleTableFile } from './src/i18n/load-translations';
import { pdfBlocks, writePrivacyPdf } from './src/site/privacy-pdf';
import { privacyPdfPath } from './src/routing/privacy-pdf-path';
import { writeSitemaps } from './src/site/sitemap';
import { writeRedirectsFile } from './src/routing/redirects';
import { describeFindings } from './src/site/secret-scan';
import { scanForSecretsInOwnProcess } from './src/site/secret-scan-process';
import { formsCacheGroup } from './src/site/lazy-libraries';
import { inlineScriptBudgetError, contentSecurityPolicy, writeContentSecurityPolicy } from './src/site/csp';
import {
  SEARCH_INDEX_QUERY,
  searchSourceFromQuery,
  writeSearchIndexes,
  type SearchIndexQueryResult,
} from './src/features/search/search-index';
import { categoryPagePath } from './src/routing/page-paths';
import { APP_SHELL_PATH } from './src/site/service-worker/strategy';
import { finishBuiltPages } from './src/site/built-pages';
import { writeServiceWorker } from './src/site/service-worker/build';
import { createShopPages } from './src/site/create-pages';
import { imageDataOnce } from './src/site/image-data-once';
import gatsbyConfig from './gatsby-config';

const template = (name: string) => path.resolve(__dirname, 'src', 'templates', `${name}.tsx`);

export const createPages: GatsbyNode['createPages'] = (args) => createShopPages(args, template);

/** gatsby-plugin-sharp's resolver, as Gatsby hands it to a replacing resolver. */
type OriginalResolver = (...args: Parameters<Parameters<typeof imageDataOnce>[0]>) => unknown;

/** Each photo's image data once per build process, not once per page showing it (src/site/image-data-once.ts). */
const gatsbyImageData = imageDataOnce((source, args, context, info) =>
  (info as { originalResolver: OriginalResolver }).originalResolver(source, args, context, info),
);

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({ ImageSharp: { gatsbyImageData: { resolve: gatsbyImageData } } });
};

/** The privacy policy PDFs (src/site/privacy-pdf.ts), one per language, from the sourced privacy page. */
async function writePrivacyPdfs(graphql: CreatePagesArgs['graphql'], reporter: Reporter) {
  const result = await graphql<{ allShopPage: { nodes: { locale: LocaleCode; title: string; body: string }[] } }>(`
    {
      allShopPage(filter: { kind: { eq: "privacy" } }) {
        nodes {
          locale
          title
          body
        }
      }
    }
  `);
  const pages = result.data?.allShopPage.nodes ?? [];
  for (const { code } of LOCALES) {
    const page = pages.find((p) => p.locale === code);
    if (!page) {
      reporter.panicOnBuild(`No privacy page in ${code}: the auth modal links its PDF`);
      continue;
    }
    await writePrivacyPdf(path.join(__dirname, 'public', privacyPdfPath(code)), {
      title: page.title,
      author: String(loadTranslations(code).site_name ?? ''),
      lang: localeByCode(code).lang,
      blocks: pdfBlocks(page.body),
    });
  }
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{
    site: { siteMetadata: { siteUrl: string } };
    allSitePage: { nodes: { path: string }[] };
    allShopCategory: { nodes: { slug: string; parentSlug: string | null }[] };
  }>(`
    {
      allShopCategory(filter: { locale: { eq: "ua" } }) {
        nodes {
          slug
          parentSlug
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  if (!result.data) {
    reporter.panicOnBuild('Could not list the built pages', result.errors);
    return;
  }
  const publicDir = path.join(__dirname, 'public');
  await writePrivacyPdfs(graphql, reporter);
  // Each step's log line ends with its wall time: the large catalogue's build is tuned by them.
  let stepStart = performance.now();
  const took = () => {
    const ms = Math.round(performance.now() - stepStart);
    stepStart = performance.now();
    return `(${ms} ms)`;
  };
  const pagePaths = result.data.allSitePage.nodes.map((n) => n.path).filter((p) => p.endsWith('/') && p !== APP_SHELL_PATH);
  writeSitemaps(publicDir, result.data.site.siteMetadata.siteUrl, pagePaths);
  writeRedirectsFile(publicDir, result.data.allShopCategory.nodes, process.env.API_URL ?? 'http://localhost:3001');
  reporter.info(`sitemaps of ${pagePaths.length} pages and the redirect table written ${took()}`);

  // Search runs in the browser on a per-language index, loaded when the search overlay opens.
  const search = await graphql<SearchIndexQueryResult>(SEARCH_INDEX_QUERY);
  if (!search.data) {
    reporter.panicOnBuild('Could not read the products for the search index', search.errors);
    return;
  }
  for (const w of writeSearchIndexes(publicDir, searchSourceFromQuery(search.data))) {
    reporter.info(`search index ${path.relative(publicDir, w.file)}: ${w.products} products, ${w.bytes} bytes`);
  }
  reporter.info(`search indexes written ${took()}`);

  // Gatsby's scripts load once the page has painted (src/site/after-first-paint.ts), then one
  // Content-Security-Policy for every page with the hashes of its inline scripts: one read of each
  // page, none of a page unchanged since the last build finished it (src/site/built-pages.ts).
  const finished = finishBuiltPages(
    publicDir,
    result.data.allSitePage.nodes.map((n) => n.path),
    path.join(__dirname, '.cache', 'built-pages.json'),
  );
  reporter.info(
    `after-first-paint loader: ${finished.rewritten} of ${finished.pages} pages rewritten, ` +
      `${finished.unchanged} unchanged since the last build ${took()}`,
  );
  const tooMany = inlineScriptBudgetError(finished.hashes.length);
  if (tooMany) {
    reporter.panicOnBuild(tooMany);
    return;
  }
  writeContentSecurityPolicy(publicDir, contentSecurityPolicy(finished.hashes, process.env));
  reporter.info(`Content-Security-Policy: ${finished.hashes.length} inline script hashes over ${finished.pages} pages ${took()}`);

  // Offline browsing: public/sw.js with this build's precache list, and the offline pages.
  const categories = await graphql<{
    allShopCategory: { nodes: { slug: string; parentSlug: string | null; locale: LocaleCode }[] };
  }>(`
    {
      allShopCategory {
        nodes {
          slug
          parentSlug
          locale
        }
      }
    }
  `);
  if (!categories.data) {
    reporter.panicOnBuild('Could not list the categories for the service worker', categories.errors);
    return;
  }
  const workerLocales = Object.fromEntries(
    LOCALES.map(({ code }) => [
      code,
      {
        texts: builtLocaleTables().find((t) => t.locale === code)?.sitePath,
        home: localizedPath(code, '/'),
        categories: categories
          .data!.allShopCategory.nodes.filter((c) => c.locale === code)
          .map((c) => localizedPath(code, categoryPagePath(c.slug, c.parentSlug))),
      },
    ]),
  );
  const worker = await writeServiceWorker(publicDir, workerLocales, process.env);
  if (worker.disabled) reporter.warn('service worker: GATSBY_SERVICE_WORKER=off, public/sw.js is the kill switch');
  for (const [locale, size] of Object.entries(worker.sizes ?? {})) {
    reporter.info(
      `service worker ${worker.manifest?.version}: precache for ${locale}: ${size.files} files, ` +
        `${(size.raw / 1024).toFixed(1)} KB (${(size.gzip / 1024).toFixed(1)} KB gzipped)`,
    );
  }
  reporter.info(`service worker written ${took()}`);

  // Last: nothing secret may be served (src/site/secret-scan.ts), scanned in a process of its own
  // (src/site/secret-scan-process.ts says why). Files found clean by the last build's scan and
  // unchanged since are skipped (the memory lives in .cache: `gatsby clean` drops it).
  const scan = scanForSecretsInOwnProcess(publicDir, process.env, path.join(__dirname, '.cache', 'secret-scan.json'));
  if (scan.findings.length > 0) reporter.panicOnBuild(describeFindings(scan.findings));
  else
    reporter.info(
      `secret scan: public/ holds no credentials, keys or tokens (${scan.scanned} files read, ` +
        `${scan.unchanged} unchanged since the last scan) ${took()}`,
    );
};

/** The texts of each language as one content-hashed file (src/i18n/locale-tables.ts says why). */
let tableFiles: LocaleTableFile[] | null = null;
const builtLocaleTables = () => (tableFiles ??= localeTableFiles(LOCALES.map((l) => l.code)));

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = () => {
  writeLocaleTableFiles(path.join(__dirname, 'public'), builtLocaleTables());
};

/** Gatsby's `.cache/react-dom-utils.js`, imported by its production app, and what replaces it. */
const GATSBY_REACT_DOM_UTILS = /[\\/]\.cache[\\/]react-dom-utils\.js$/;
const REACT_DOM_ON_DEMAND = path.join(__dirname, 'src/app-shell/react-dom-on-demand.ts');

/**
 * Browser modules whose HTML-renderer variant is `<name>.server`: the layout's parts below the
 * first screen (src/layout/below-first-screen.ts: hydrated from a chunk of their own, rendered at
 * once by the server) and the shop-status strip's pre-paint script text, which only the HTML
 * renderer writes (src/features/working-hours/status-prepaint-text.ts).
 */
const SERVER_VARIANTS = /^\.\/(below-first-screen|status-prepaint-text)$/;

/** `src/features/<name>/index.ts`: the public index of a feature. */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig }) => {
  // Font files are always separate files on the site's origin, never data: URLs in the CSS or
  // JS (the policy's font-src 'self' refuses those; src/layout/web-font.ts).
  const config = getConfig() as WebpackConfig;
  if (neverInlineFonts(config.module.rules)) actions.replaceWebpackConfig(config);
  const urls = Object.fromEntries(builtLocaleTables().map((f) => [f.locale, f.sitePath]));
  // Links to the shop API's local stand-ins (/api/dev/...) exist only in `gatsby develop` and in
  // builds for the local stack (GATSBY_SHOP_API_STANDINS=1, scripts/lib/stack.mts); a production
  // build gets `false` and the minifier drops those branches (docs/decisions/068-production-bundle.md).
  const standIns = stage.startsWith('develop') || process.env.GATSBY_SHOP_API_STANDINS === '1';
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __LOCALE_TABLE_URLS__: JSON.stringify(urls),
        __SHOP_API_STANDINS__: JSON.stringify(standIns),
      }),
    ],
    // A feature's index.ts only re-exports (docs/decisions/037-import-boundaries.md). Marked free of
    // side effects, webpack follows each import through it to the module that defines the name, so
    // importing one store from `features/cart` does not bundle every module the index names.
    module: { rules: [{ test: FEATURE_INDEX, sideEffects: false }] },
  });
  if (stage === 'build-html' || stage === 'develop-html') {
    // The server render's texts are compiled into the HTML renderer. Reading locales/ with fs
    // while rendering counts as an "unsafe builtin" for Gatsby, which then re-renders every page on
    // every build (20,408 pages at the 10,000-product scale after a single price change).
    const tables = `{${builtLocaleTables()
      .map((f) => `${JSON.stringify(f.locale)}:${f.json}`)
      .join(',')}}`;
    // The site's origin for the JSON-LD the HTML renderer writes (gatsby-ssr.tsx; the renderer sees no process.env).
    const siteUrl = gatsbyConfig.siteMetadata?.siteUrl ?? '';
    actions.setWebpackConfig({
      plugins: [plugins.define({ __SSR_LOCALE_TABLES__: tables, __SITE_URL__: JSON.stringify(siteUrl) })],
    });
    // Their server variants (the parts rendered at once, the pre-paint script's text).
    actions.setWebpackConfig({
      plugins: [
        plugins.normalModuleReplacement(SERVER_VARIANTS, (resource: { request: string }) => {
          resource.request = `${resource.request}.server`;
        }),
      ],
    });
  }
  if (stage !== 'build-javascript') return;
  // Gatsby's react-dom-utils requires react-dom when the app script starts; ours when the first
  // page renders (src/app-shell/react-dom-on-demand.ts says why).
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(GATSBY_REACT_DOM_UTILS, REACT_DOM_ON_DEMAND)],
  });
  // No source maps in public/: Netlify publishes the folder as is, and the maps held the full sources.
  // BUNDLE_SOURCE_MAPS=1 writes them for reading what each chunk holds (docs/performance.md), never for a deploy.
  actions.setWebpackConfig({ devtool: process.env.BUNDLE_SOURCE_MAPS === '1' ? 'hidden-source-map' : false });
  // The form stack stays out of Gatsby's `commons` chunk, so no page loads it before hydrating (src/site/lazy-libraries.ts).
  actions.setWebpackConfig({ optimization: { splitChunks: { cacheGroups: { forms: formsCacheGroup } } } });
  // Content hashes of 8 hex digits, not webpack's 20: every first load carries the hash of each of
  // the site's ~70 chunks twice (webpack's chunk map, Gatsby's inline chunk mapping), random digits
  // gzip cannot shrink. A hash only tells one version of a file from the next
  // (docs/decisions/042-performance-architecture.md). setWebpackConfig drops `output`, hence the replacement.
  const withShortHashes = getConfig() as WebpackConfig;
  // Chunks loaded on demand are named by their id, not their chunk name: webpack's runtime (in
  // every first load) otherwise carries a table of every named chunk's name. The names stay in
  // webpack.stats.json, where the service worker's precache and Gatsby's chunk mapping read them.
  withShortHashes.output = { ...withShortHashes.output, hashDigestLength: 8, chunkFilename: '[id]-[contenthash].js' };
  withShortHashes.target = ['web', 'es2020'];
  withShortHashes.optimization = {
    ...withShortHashes.optimization,
    minimizer: [
      plugins.minifyJs({ terserOptions: { parse: { ecma: 2020 }, compress: { ecma: 2020, passes: 2 }, output: { ecma: 2020 } } }),
      plugins.minifyCss(),
    ],
  };
  actions.replaceWebpackConfig(withShortHashes);
};

interface WebpackRule {
  test?: unknown;
  use?: unknown;
}
interface WebpackConfig {
  module: { rules: WebpackRule[] };
  output?: Record<string, unknown>;
  target?: unknown;
  optimization?: Record<string, unknown>;
}

/** Turns off url-loader's inlining in the rule that loads .woff2 files; false if there is no such rule. */
function neverInlineFonts(rules: WebpackRule[]): boolean {
  const rule = rules.find((r) => r.test instanceof RegExp && r.test.test('font.woff2'));
  const uses = Array.isArray(rule?.use) ? (rule.use as { loader?: string; options?: Record<string, unknown> }[]) : [];
  const urlLoader = uses.find((u) => u.loader?.includes('url-loader'));
  if (!urlLoader) return false;
  urlLoader.options = { ...urlLoader.options, limit: false };
  return true;
}
