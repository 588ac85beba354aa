/**
 * Where the app-store badges point: the build-time contact data of the shop API (`app_store`,
 * `google_play`), else the build's config (GATSBY_APP_STORE_URL, GATSBY_GOOGLE_PLAY_URL), else no
 * badge. Only https links to the two stores pass (the contact data is the API's, not ours).
 */
export interface StoreUrls {
  ios: string | null;
  android: string | null;
}

const STORE_HOSTS = { ios: 'apps.apple.com', android: 'play.google.com' } as const;

function storeUrl(candidates: unknown[], host: string): string | null {
  for (const value of candidates) {
    if (typeof value !== 'string' || value === '') continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' && url.hostname === host) return url.toString();
    } catch {
      /* not a URL: try the next source */
    }
  }
  return null;
}

export function storeUrls(contact: Record<string, unknown>, env: Record<string, string | undefined> = {}): StoreUrls {
  return {
    ios: storeUrl([contact.app_store, env.GATSBY_APP_STORE_URL], STORE_HOSTS.ios),
    android: storeUrl([contact.google_play, env.GATSBY_GOOGLE_PLAY_URL], STORE_HOSTS.android),
  };
}

/** Gatsby inlines GATSBY_* variables at build time only when written out literally. */
export const BUILD_STORE_CONFIG = {
  GATSBY_APP_STORE_URL: process.env.GATSBY_APP_STORE_URL,
  GATSBY_GOOGLE_PLAY_URL: process.env.GATSBY_GOOGLE_PLAY_URL,
};
