/** The public face of features/auth: what other features may import (eslint.config.mjs enforces it). */
export { useBonusText } from './AccountChrome';
export { PASSWORD_MAX, passwordError } from './auth-rules';
export { openAuthModal } from './open-auth-modal';
export type { User } from './session-api';
export type { SessionStatus } from './session-store';
export { sessionStore, useSession } from './session';
export { loadSession, useSessionValue, withSession } from './session-loader';
export { TOKEN_KEY } from './token-storage';
export { connectSocialProvider, preloadSocialConnect, type ConnectOutcome } from './connect-provider';
