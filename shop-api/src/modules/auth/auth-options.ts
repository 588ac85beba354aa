import type { RoutesOptions } from '../../context';
import type { AuthProviders } from './providers';

/** What the auth routes plugins are registered with (module.ts): the context and the sign-in providers. */
export interface AuthRoutesOptions extends RoutesOptions {
  providers: AuthProviders;
}
