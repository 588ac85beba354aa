/** The auth flow tests' phone, SMS routes and an opened modal store (on test-helpers' scripted API). */
import { flowSetup, ok, TOKEN, type Route } from './test-helpers';

export const PHONE = '+38 (050) 111 22 33';
export const E164 = '+380501112233';

export const smsRoutes = (over: Record<string, Route> = {}): Record<string, Route> => ({
  '/api/auth/check-phone': ok({ is_unique_phone: true }),
  '/api/secret/generate/new': ok({ id: 'sec-1' }),
  '/api/auth/login': ok({ access_token: TOKEN }),
  ...over,
});

export function opened(routes: Record<string, Route>, over = {}) {
  const t = flowSetup(routes, over);
  t.store.getState().open({ type: 'login' });
  return t;
}
