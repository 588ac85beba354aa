/**
 * Social login callback pages (`auth/google/callback`, `auth/apple`, `api/apple-result`): check
 * the OAuth state, exchange the code (sociallogin/{provider}), then
 * - in the popup: hand the token to the opener (same origin only) and close;
 * - as a full page (popup blocked): store the token and return to the stored `last-url` after
 *   0.5 s (spec section 4);
 * on failure the opener's modal shows screen 'error'; a full page opens the modal at screen 'error' itself.
 */
import React, { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { localizedPath } from '../../i18n/paths';
import { useModal } from '../../shared/modal-store';
import { theme } from '../../shared/theme';
import type { SocialProvider } from './auth-api';
import { SOCIAL_RETURN_DELAY_MS } from './auth-rules';
import { authApi, authFlow } from './auth-flow';
import { sessionStore } from './session';
import {
  connectRefusalOf,
  parseCallback,
  readLastUrl,
  SOCIAL_CONNECT_MESSAGE,
  SOCIAL_MESSAGE,
  socialRefusalOf,
  takeSocialStart,
  type ConnectMessage,
  type ConnectRefusal,
  type SocialMessage,
  type SocialRefusal,
} from './social';

const Box = styled.div`
  p {
    color: ${theme.color.muted};
  }
`;

type Phase = 'working' | 'done' | 'closing' | 'failed';

/** The opener, when it is this site's page (a popup opened by the auth modal). */
function sameOriginOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && opener !== window && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

export default function AuthCallbackPage({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [phase, setPhase] = useState<Phase>('working');
  /** Connecting from the profile (decision 435) refused, on a full page: said here. */
  const [connectRefusal, setConnectRefusal] = useState<ConnectRefusal | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const opener = sameOriginOpener();
    const home = localizedPath(locale.code, '/');
    const post = (message: SocialMessage | ConnectMessage) => opener?.postMessage(message, window.location.origin);

    /** A full page shows the answer in the auth modal on this page. */
    const openModal = () => {
      useModal.getState().open({ name: 'auth-modal', props: { type: 'login' } });
      const request = useModal.getState().current;
      if (request?.name === 'auth-modal') authFlow.getState().open(request.props);
      return request?.name === 'auth-modal';
    };

    const fail = (reason?: SocialRefusal) => {
      setPhase('failed');
      if (opener) {
        post({ type: SOCIAL_MESSAGE, ok: false, reason, provider });
        window.close();
        return;
      }
      // A full page: the auth modal at screen 'error' ('try another way', 'to main').
      if (openModal()) void authFlow.getState().socialResult({ ok: false, reason, provider });
    };

    /** The round trip started by the profile's "connect": the identity joins the signed-in account. */
    const connect = async (body: { code: string } | { id_token: string; nonce: string } | null) => {
      const result = body ? await authApi.connectSocial(provider, body) : null;
      const message: ConnectMessage = result?.ok
        ? { type: SOCIAL_CONNECT_MESSAGE, ok: true }
        : { type: SOCIAL_CONNECT_MESSAGE, ok: false, reason: result ? connectRefusalOf(result.error) : 'failed' };
      if (opener) {
        post(message);
        setPhase(message.ok ? 'closing' : 'failed');
        window.setTimeout(() => window.close(), message.ok ? SOCIAL_RETURN_DELAY_MS : 0);
        return;
      }
      if (!message.ok) {
        setConnectRefusal(message.reason);
        setPhase('failed');
        return;
      }
      setPhase('done');
      window.setTimeout(() => window.location.replace(readLastUrl(window.localStorage) ?? home), SOCIAL_RETURN_DELAY_MS);
    };

    void (async () => {
      const { code, idToken, state, error } = parseCallback(window.location.search, window.location.hash);
      // The code must not stay in the address bar or the history.
      window.history.replaceState(null, '', window.location.pathname);
      const purpose = takeSocialStart(window.localStorage, provider, state, Date.now());
      // A real provider's ID token carries the state as its nonce (social.ts consentUrl); the
      // stand-in answers with a code.
      const body = idToken ? { id_token: idToken, nonce: state! } : code ? { code } : null;
      if (purpose === 'connect') return connect(error ? null : body);
      if (error || !purpose || !body) return fail();
      const result = await authApi.socialLogin(provider, body);
      if (!result.ok) return fail(socialRefusalOf(result.error));
      if (opener) {
        setPhase('closing');
        post({ type: SOCIAL_MESSAGE, ok: true, token: result.data.token, emailConflict: result.data.emailConflict });
        window.setTimeout(() => window.close(), SOCIAL_RETURN_DELAY_MS);
        return;
      }
      const back = readLastUrl(window.localStorage) ?? home;
      if (result.data.emailConflict && openModal()) {
        // The e-mail choice first (screen 'email-choice'); back to last-url once the modal closes.
        await authFlow.getState().socialResult({ ok: true, ...result.data });
        setPhase('done');
        const stop = useModal.subscribe((s) => {
          if (s.current?.name === 'auth-modal') return;
          stop();
          window.location.replace(back);
        });
        return;
      }
      await sessionStore.getState().acceptToken(result.data.token);
      setPhase('done');
      window.setTimeout(() => window.location.replace(back), SOCIAL_RETURN_DELAY_MS);
    })();
  }, [provider, locale.code]);

  const providerName = provider === 'google' ? 'Google' : 'Apple';
  return (
    <Box role="status" aria-live="polite" data-testid="auth-callback" data-phase={phase}>
      {phase === 'working' && <p>{t('loading')}</p>}
      {phase === 'done' && <p>{t('auth_callback_done')}</p>}
      {phase === 'closing' && <p>{t('auth_callback_closing')}</p>}
      {phase === 'failed' && !connectRefusal && <p>{t('auth_callback_failed', { provider: providerName })}</p>}
      {phase === 'failed' && connectRefusal && (
        <>
          <p>{t(`auth_connect_${connectRefusal}`, { provider: providerName })}</p>
          <p>
            <a href={`${localizedPath(locale.code, '/profile/information/')}#sign-in-methods`}>{t('auth_connect_back')}</a>
          </p>
        </>
      )}
    </Box>
  );
}
