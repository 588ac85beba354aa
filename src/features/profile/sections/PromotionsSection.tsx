/**
 * profile/promotions: the customer's promo codes (spec section 3 "Promo code"): image, name, the
 * code (copyable), what it gives, validity dates, minimum sum, area, delivery-only / pickup-only,
 * used once, login required, and a link to the conditions.
 */
import React, { useState } from 'react';
import styled from 'styled-components';
import { shopApi } from '../../../api-client/shop-api';
import { useLocale, useTranslation } from '../../../i18n/I18n';
import { localizedPath } from '../../../i18n/paths';
import { bareList, cardSurface, media, theme } from '../../../shared/theme';
import { showToast } from '../../../ui/toast-store';
import { formatPrice } from '../../../shared/format';
import { fetchPromoCodes, type PromoCode } from '../profile-api';
import { formatShortDay } from '../format';
import { useLoad } from '../use-load';
import { cardLink, EmptyCard, WhenLoaded } from '../profile-ui';
import { promoFacts, promoImageUrl, promoValidity } from '../promo-rules';

const Grid = styled.ul`
  ${bareList}
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const PromoCard = styled.article`
  height: 100%;
  ${cardSurface}
  overflow: hidden;
  display: flex;
  flex-direction: column;
  .picture {
    aspect-ratio: 16 / 9;
    background: ${theme.gradient.promo};
    display: grid;
    place-items: center;
    position: relative;
  }
  .picture img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .value {
    font-size: 34px;
    font-weight: 800;
    color: ${theme.color.brandDark};
  }
  .body {
    padding: 14px 16px 16px;
    display: grid;
    gap: 10px;
    flex: 1;
    align-content: start;
  }
  h2 {
    margin: 0;
    font-size: 18px;
  }
  .code {
    display: flex;
    align-items: center;
    gap: 8px;
    flex-wrap: wrap;
  }
  .code strong {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 18px;
    letter-spacing: 0.05em;
    border: 1px dashed ${theme.color.brand};
    border-radius: ${theme.radius.s};
    padding: 4px 10px;
  }
  .code button {
    border: 0;
    background: none;
    color: ${theme.color.brandDark};
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
    min-height: 44px;
    min-width: 44px;
  }
  ul {
    margin: 0;
    padding-left: 18px;
    display: grid;
    gap: 4px;
    font-size: 14px;
  }
  .validity {
    font-size: 14px;
    color: ${theme.color.muted};
  }
  a {
    ${cardLink}
  }
`;

function PromoImage({ promo, value }: { promo: PromoCode; value: string }) {
  const [failed, setFailed] = useState(false);
  const src = promoImageUrl(promo.image);
  return (
    <div className="picture">
      <span className="value" aria-hidden="true">
        {value}
      </span>
      {src && !failed && <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />}
    </div>
  );
}

function Promo({ promo }: { promo: PromoCode }) {
  const { t } = useTranslation();
  const { lang, code } = useLocale();
  const validity = promoValidity(promo, new Date());
  const value =
    promo.discount_type === 'percent'
      ? t('pf_promo_percent', { value: promo.discount_value })
      : promo.discount_type === 'fixed'
        ? t('pf_promo_fixed', { value: formatPrice(promo.discount_value, lang) })
        : t('pf_promo_dish');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(promo.code);
      showToast('pf_promo_copied', 'success');
    } catch {
      // Clipboard refused (permissions, old browser): the code stays visible to copy by hand.
    }
  };
  const conditions = promo.conditions_url.startsWith('/') ? localizedPath(code, promo.conditions_url) : promo.conditions_url;
  const titleId = `pf-promo-${promo.id}`;
  return (
    <li>
      <PromoCard aria-labelledby={titleId} data-testid="promo-card">
        <PromoImage promo={promo} value={value} />
        <div className="body">
          <h2 id={titleId}>{promo.name}</h2>
          <div className="code">
            <span>{t('pf_promo_code')}:</span>
            <strong data-testid="promo-code">{promo.code}</strong>
            {typeof navigator !== 'undefined' && navigator.clipboard && (
              <button type="button" onClick={() => void copy()} aria-label={t('pf_promo_copy', { code: promo.code })}>
                {t('pf_promo_copy_short')}
              </button>
            )}
          </div>
          <p className="validity">
            {validity === 'upcoming'
              ? t('pf_promo_upcoming', { from: formatShortDay(promo.valid_from, lang) })
              : t('pf_promo_valid', { from: formatShortDay(promo.valid_from, lang), to: formatShortDay(promo.valid_to, lang) })}
          </p>
          <ul>
            {promoFacts(promo).map((fact) => (
              <li key={fact.key}>
                {t(fact.key, fact.key === 'pf_promo_min_sum' ? { sum: formatPrice(promo.min_sum, lang) } : (fact.vars ?? {}))}
              </li>
            ))}
          </ul>
          {promo.conditions_url && (
            <a href={conditions} aria-label={`${t('pf_promo_conditions')}: ${promo.name}`}>
              {t('pf_promo_conditions')}
            </a>
          )}
        </div>
      </PromoCard>
    </li>
  );
}

export default function PromotionsSection() {
  const { t } = useTranslation();
  const { state, reload } = useLoad((signal) => fetchPromoCodes(shopApi, signal));
  return (
    <WhenLoaded state={state} onRetry={reload} empty={<EmptyCard text={t('pf_promos_empty')} toMenu />}>
      {(promos) => (
        <Grid data-testid="promo-list">
          {promos.map((p) => (
            <Promo key={p.id} promo={p} />
          ))}
        </Grid>
      )}
    </WhenLoaded>
  );
}
