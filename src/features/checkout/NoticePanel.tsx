/** The message about the last submit (or a check before it), above the submit button; focused when it appears. */
import React, { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { theme } from '../../shared/theme';
import { formatPrice } from '../../shared/format';
import { openAuthModal } from '../auth';
import { useCheckout } from './checkout-store';
import { slotLabel } from './TimeSection';
import { SecondaryButton } from './checkout-ui';

const NoticeBox = styled.div<{ $tone: 'error' | 'info' }>`
  border-radius: ${theme.radius.s};
  padding: 12px 14px;
  display: grid;
  gap: 8px;
  background: ${(p) => (p.$tone === 'error' ? theme.color.errorBg : theme.color.infoBg)};
  border: 1px solid ${(p) => (p.$tone === 'error' ? theme.color.errorBorder : theme.color.infoBorder)};
  color: ${theme.color.text};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 18px;
  }
  &:focus {
    outline: 2px solid ${theme.color.brand};
  }
`;

export function NoticePanel({ onPickSlot }: { onPickSlot: (iso: string) => void }) {
  const { t } = useTranslation();
  const { code, lang } = useLocale();
  const notice = useCheckout((s) => s.notice);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <NoticeBox ref={ref} tabIndex={-1} role="alert" $tone={notice.tone} data-testid="checkout-notice" data-key={notice.key}>
      <p>{t(notice.key, notice.vars ?? {})}</p>
      {notice.priceChanges && notice.priceChanges.length > 0 && (
        <ul>
          {notice.priceChanges.map((c) => (
            <li key={c.lineId}>
              {t('checkout_price_change', {
                name: code === 'ua' ? c.name_ua : c.name,
                from: formatPrice(c.from, lang),
                to: formatPrice(c.to, lang),
              })}
            </li>
          ))}
        </ul>
      )}
      {notice.unavailable && notice.unavailable.length > 0 && (
        <ul>
          {notice.unavailable.map((r, i) => (
            <li key={i}>{code === 'ua' ? r.name_ua : r.name}</li>
          ))}
        </ul>
      )}
      {notice.offerSlot && (
        <SecondaryButton type="button" onClick={() => onPickSlot(notice.offerSlot!)}>
          {t('checkout_closed_offer', { slot: slotLabel(notice.offerSlot, new Date(), lang, t) })}
        </SecondaryButton>
      )}
      {notice.offerLogin && (
        <SecondaryButton type="button" onClick={() => openAuthModal('login')}>
          {t('checkout_login')}
        </SecondaryButton>
      )}
    </NoticeBox>
  );
}
