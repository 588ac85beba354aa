import type { LocaleCode } from '../../i18n/locales';
import type { SocialProvider } from './auth-api';
import type { ConnectOutcome } from './social-connect';

export type { ConnectOutcome } from './social-connect';

const load = () => import('./social-connect');

/**
 * Fetches the connecting code ahead of the press: the popup must open within the click's user
 * activation, or the browser blocks it (then the whole page goes to the provider instead).
 */
export function preloadSocialConnect(): void {
  void load();
}

/**
 * Connects Google or Apple to the signed-in account (decision 435). The consent round trip's code
 * loads on the first press: this barrel is on every page's first load, the profile card is not.
 */
export async function connectSocialProvider(provider: SocialProvider, locale: LocaleCode): Promise<ConnectOutcome> {
  return (await load()).connectSocialProvider(provider, locale);
}
