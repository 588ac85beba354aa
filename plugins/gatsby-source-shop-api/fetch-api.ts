/**
 * Build-time reads from the shop API. Failures stop the build with a message that names the
 * URL, so a wrong API_URL or a stopped API is obvious at once.
 */
export class ShopApiUnavailable extends Error {}

export async function fetchJson<T>(apiUrl: string, path: string, attempts = 3): Promise<T> {
  const url = `${apiUrl}${path}`;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
      if (!res.ok) throw new ShopApiUnavailable(`GET ${url} answered ${res.status}`);
      return (await res.json()) as T;
    } catch (err) {
      lastError = err;
      if (err instanceof ShopApiUnavailable && !/answered 5\d\d/.test(err.message)) break;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new ShopApiUnavailable(
    `The shop API at ${apiUrl} could not be read (${reason}). Start it with \`npm run api\` or set API_URL to a reachable shop API.`,
  );
}
