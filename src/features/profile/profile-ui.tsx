/** Small shared pieces of the profile pages: cards, the loading / error / empty states, notices. */
import React from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { cardSurface, media, theme } from '../../shared/theme';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { Button, SecondaryButton } from '../../ui/Button';
import type { Loadable } from './use-load';

/** A profile avatar's round frame around the initial or the photo (size in px). */
export const avatarCircle = (sizePx: number) => css`
  flex: none;
  width: ${sizePx}px;
  height: ${sizePx}px;
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${theme.color.background};
  border: 2px solid ${theme.color.border};
  font-weight: 800;
  color: ${theme.color.brandDark};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A text link in a profile card: brand colour, a 44 px touch target. */
export const cardLink = css`
  color: ${theme.color.brandDark};
  font-weight: 600;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`;

/** The text of a notice or a state: paragraphs without margins, links in the brand colour. */
const textAndLinks = css`
  p {
    margin: 0;
  }
  a {
    color: ${theme.color.brandDark};
    font-weight: 600;
  }
`;

/** The profile page: navigation beside the section on desktop, above it on phones and tablets. */
export const ProfileShell = styled.div`
  display: grid;
  /* minmax(0, ...): the phone tab row scrolls inside the page instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  ${media.desktop} {
    grid-template-columns: 260px minmax(0, 1fr);
    gap: 28px;
  }
`;

export const Card = styled.section`
  ${cardSurface}
  padding: 20px;
  display: grid;
  gap: 14px;
  min-width: 0;
  ${media.mobile} {
    padding: 16px;
  }
  h2 {
    margin: 0;
    font-size: 20px;
  }
  h3 {
    margin: 0;
    font-size: 17px;
  }
  p {
    margin: 0;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

/** Fields side by side on wider screens; on phones `$mobileCols` per row (1 by default). */
export const Row = styled.div<{ $cols?: number; $mobileCols?: number }>`
  display: grid;
  gap: 0 12px;
  align-items: start;
  grid-template-columns: repeat(${(p) => p.$cols ?? 2}, minmax(0, 1fr));
  ${media.mobile} {
    grid-template-columns: repeat(${(p) => p.$mobileCols ?? 1}, minmax(0, 1fr));
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 16px;
  align-items: center;
  > a {
    ${cardLink}
  }
`;

export const TextButton = styled.button`
  border: 0;
  background: none;
  padding: 8px 4px;
  color: ${theme.color.brandDark};
  text-decoration: underline;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  min-height: 44px;
  &:disabled {
    opacity: 0.6;
    cursor: wait;
  }
`;

export const Notice = styled.div<{ $tone?: 'error' | 'info' | 'success' }>`
  border-radius: ${theme.radius.s};
  padding: 12px 14px;
  display: grid;
  gap: 8px;
  background: ${(p) => theme.color[`${p.$tone ?? 'info'}Bg`]};
  border: 1px solid ${(p) => theme.color[`${p.$tone ?? 'info'}Border`]};
  color: ${theme.color.text};
  ${textAndLinks}
`;

export const Muted = styled.p`
  color: ${theme.color.muted};
  font-size: 14px;
`;

const StateBox = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 24px 0;
  ${textAndLinks}
`;

export function Loading() {
  const { t } = useTranslation();
  return (
    <StateBox role="status" aria-busy="true" data-testid="profile-loading">
      <p>{t('pf_loading')}</p>
    </StateBox>
  );
}

export function LoadError({ onRetry, messageKey = 'pf_load_error' }: { onRetry: () => void; messageKey?: string }) {
  const { t } = useTranslation();
  return (
    <StateBox role="alert" data-testid="profile-error">
      <p>{t(messageKey)}</p>
      <SecondaryButton $compact type="button" onClick={onRetry}>
        {t('pf_retry')}
      </SecondaryButton>
    </StateBox>
  );
}

export function Empty({ text, toMenu = false }: { text: string; toMenu?: boolean }) {
  const { t } = useTranslation();
  return (
    <StateBox data-testid="profile-empty">
      <p>{text}</p>
      {toMenu && <LocalizedLink to="/">{t('pf_to_menu')}</LocalizedLink>}
    </StateBox>
  );
}

/** A list section with nothing in it. */
export function EmptyCard(props: { text: string; toMenu?: boolean }) {
  return (
    <Card>
      <Empty {...props} />
    </Card>
  );
}

/**
 * A profile form's end: its message (a translation key, said as an alert), then "save" ("saving…"
 * while `busy`) and `children` beside it (a back link or a cancel button).
 */
export function SaveActions({
  message,
  tone = 'error',
  busy,
  children,
}: {
  message: string | null;
  tone?: 'error' | 'info';
  busy: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {message && (
        <Notice $tone={tone} role="alert" data-testid="form-message">
          <p>{t(message)}</p>
        </Notice>
      )}
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? t('pf_saving') : t('pf_save')}
        </Button>
        {children}
      </Actions>
    </>
  );
}

/** Renders the loading or error state, or the children with the data. */
export function WhenLoaded<T>({
  state,
  onRetry,
  children,
  placeholder,
  empty,
}: {
  state: Loadable<T>;
  onRetry: () => void;
  children: (data: T) => React.ReactNode;
  /** What stands in while loading (default: the loading line). */
  placeholder?: React.ReactNode;
  /** What stands in for an empty list. */
  empty?: React.ReactNode;
}) {
  if (state.status === 'loading') return <>{placeholder ?? <Loading />}</>;
  if (state.status === 'error') return <LoadError onRetry={onRetry} />;
  if (empty && Array.isArray(state.data) && state.data.length === 0) return <>{empty}</>;
  return <>{children(state.data)}</>;
}
