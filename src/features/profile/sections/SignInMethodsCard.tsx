/**
 * profile/information: Google and Apple connected to the account (decision 435). A connected
 * provider signs in to this account; the e-mail conflict screen sends the customer here
 * (`?connect=google#sign-in-methods`: that provider's button is focused and named in a notice).
 * Disconnecting is offered only while another way in remains (the API says so per provider).
 */
import React, { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '../../../i18n/I18n';
import { shopApi } from '../../../api-client/shop-api';
import { Button, SecondaryButton } from '../../../ui/Button';
import { showToast } from '../../../ui/toast-store';
import { bareList, theme } from '../../../shared/theme';
import { connectSocialProvider, preloadSocialConnect } from '../../auth';
import { disconnectSocial, fetchSocialLinks, type LinkedProvider, type SocialLinks } from '../profile-api';
import { failureKey } from '../profile-forms';
import { useLoad } from '../use-load';
import { Card, Muted, Notice, WhenLoaded } from '../profile-ui';

const PROVIDER_NAMES: Record<LinkedProvider, string> = { google: 'Google', apple: 'Apple' };

const Providers = styled.ul`
  ${bareList}
  display: grid;
  gap: 10px;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 12px;
    align-items: center;
    padding: 12px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.s};
  }
  li[data-wanted='true'] {
    border-color: ${theme.color.brandDark};
  }
  .name {
    font-weight: 600;
  }
  .state {
    grid-column: 1;
    color: ${theme.color.muted};
    overflow-wrap: anywhere;
  }
  button {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
  @media (max-width: 480px) {
    li {
      grid-template-columns: 1fr;
    }
    button {
      grid-column: 1;
      grid-row: auto;
      width: 100%;
    }
  }
`;

/** The provider named by `?connect=` in the page's address, if the shop offers it. */
function wantedProvider(available: readonly LinkedProvider[]): LinkedProvider | null {
  if (typeof window === 'undefined') return null;
  const asked = new URLSearchParams(window.location.search).get('connect');
  return available.find((p) => p === asked) ?? null;
}

function ProviderList({ links, onChange }: { links: SocialLinks; onChange: (links: SocialLinks | null) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState<LinkedProvider | null>(null);
  const [wanted] = useState(() => wantedProvider(links.available));
  const wantedButton = useRef<HTMLButtonElement>(null);
  const connectedWanted = !!wanted && links.accounts.some((a) => a.provider === wanted);

  useEffect(preloadSocialConnect, []);
  // Sent here by the conflict screen: the provider's button is where the keyboard starts.
  useEffect(() => {
    // Focusing scrolls the button into view: the card is below the fold on a phone.
    if (wanted) wantedButton.current?.focus();
  }, [wanted]);

  const connect = async (provider: LinkedProvider) => {
    setBusy(provider);
    const outcome = await connectSocialProvider(provider, locale.code);
    setBusy(null);
    if (outcome.ok) {
      showToast('pf_signin_connected_toast', 'success', { provider: PROVIDER_NAMES[provider] });
      onChange(null);
    } else if (outcome.reason !== 'cancelled' && outcome.reason !== 'away')
      showToast(`auth_connect_${outcome.reason}`, 'error', { provider: PROVIDER_NAMES[provider] });
  };
  const disconnect = async (provider: LinkedProvider) => {
    setBusy(provider);
    const result = await disconnectSocial(shopApi, provider);
    setBusy(null);
    if (result.ok) {
      showToast('pf_signin_disconnected_toast', 'success', { provider: PROVIDER_NAMES[provider] });
      onChange(result.data);
    } else showToast(result.error.message === 'last_sign_in_method' ? 'pf_signin_last' : failureKey(result.error), 'error');
  };

  return (
    <>
      {wanted && !connectedWanted && (
        <Notice data-testid="sign-in-methods-wanted">
          <p>{t('pf_signin_wanted', { provider: PROVIDER_NAMES[wanted] })}</p>
        </Notice>
      )}
      <Muted>{t('pf_signin_hint')}</Muted>
      <Providers>
        {links.available.map((provider) => {
          const account = links.accounts.find((a) => a.provider === provider);
          const name = PROVIDER_NAMES[provider];
          const ref = provider === wanted ? wantedButton : undefined;
          return (
            <li key={provider} data-provider={provider} data-wanted={provider === wanted && !account}>
              <span className="name">{name}</span>
              <span className="state" data-testid={`sign-in-${provider}-state`}>
                {account
                  ? account.email
                    ? t('pf_signin_connected_as', { email: account.email })
                    : t('pf_signin_connected')
                  : t('pf_signin_not_connected')}
                {account && !account.can_disconnect ? ` ${t('pf_signin_last')}` : ''}
              </span>
              {account ? (
                account.can_disconnect && (
                  <SecondaryButton ref={ref} type="button" disabled={busy !== null} onClick={() => void disconnect(provider)}>
                    {t('pf_signin_disconnect', { provider: name })}
                  </SecondaryButton>
                )
              ) : (
                <Button ref={ref} type="button" disabled={busy !== null} onClick={() => void connect(provider)}>
                  {busy === provider ? t('pf_signin_connecting') : t('pf_signin_connect', { provider: name })}
                </Button>
              )}
            </li>
          );
        })}
      </Providers>
    </>
  );
}

/** `onConnected`: a provider was connected (its verified e-mail may have confirmed the account's). */
export function SignInMethodsCard({ onConnected }: { onConnected: () => void }) {
  const { t } = useTranslation();
  const { state, reload, update } = useLoad((signal) => fetchSocialLinks(shopApi, signal));
  return (
    <Card aria-labelledby="pf-signin-title" id="sign-in-methods" data-testid="profile-sign-in-methods">
      <h2 id="pf-signin-title">{t('pf_signin_title')}</h2>
      <WhenLoaded state={state} onRetry={reload}>
        {(links) => (
          <ProviderList
            links={links}
            onChange={(next) => {
              if (next) return update(() => next);
              reload();
              onConnected();
            }}
          />
        )}
      </WhenLoaded>
    </Card>
  );
}
