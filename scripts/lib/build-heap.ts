/**
 * The V8 heap of `gatsby build` (its main process and workers), in MB. Without a cap V8 lets
 * garbage grow to its default limit (about 4 GB on these 24 GB machines): the 10,000-product
 * build's main process rose from 1.6 to 2.9 GB of which 1.3 GB was freed at the next collection,
 * and the build's peak passed its 3 GB budget. Its live heap stays near 1.6 GB; a cap of 2 GB
 * slowed the cached rebuild, whose heap is larger (docs/decisions/484-build-heap-cap.md).
 * netlify.toml sets the same for Netlify's builds.
 */
export const BUILD_HEAP_MB = 2304;

/** `NODE_OPTIONS` for a build: the caller's own options, then the heap cap. */
export function buildNodeOptions(existing: string | undefined): string {
  return [existing?.trim(), `--max-old-space-size=${BUILD_HEAP_MB}`].filter(Boolean).join(' ');
}
