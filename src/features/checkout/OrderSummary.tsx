import React from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { pluralKey } from '../../i18n/plural';
import { bareList, cardSurface, theme } from '../../shared/theme';
import { formatPrice } from '../../shared/format';
import type { CartLine, Gift } from '../cart';
import { CartLineNotes } from '../cart';
import { lineUnitPrice, round2, type OrderSummary as Summary } from './checkout-math';
import { Fact } from '../../ui/Fact';

const Box = styled.section`
  ${cardSurface}
  padding: 20px;
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 20px;
  }
  ul {
    ${bareList}
    display: grid;
    gap: 10px;
  }
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px 12px;
    font-size: 15px;
  }
  li .mods,
  li .count {
    grid-column: 1;
    font-size: 13px;
    color: ${theme.color.muted};
  }
  li .sum {
    grid-column: 2;
    grid-row: 1;
    font-weight: 600;
    white-space: nowrap;
  }
  li .old {
    grid-column: 2;
    text-decoration: line-through;
    color: ${theme.color.muted};
    font-size: 13px;
    text-align: right;
  }
  li[data-off] .sum {
    color: ${theme.color.muted};
    font-weight: 400;
  }
  li.gift .sum {
    color: ${theme.color.success};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 12px;
    border-top: 1px solid ${theme.color.border};
    padding-top: 12px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
    white-space: nowrap;
  }
  dt.total,
  dd.total {
    color: ${theme.color.text};
    font-size: 20px;
    font-weight: 800;
  }
  .note {
    font-size: 13px;
    color: ${theme.color.muted};
    margin: 0;
  }
`;

export interface OrderSummaryProps {
  lines: readonly CartLine[];
  /** The lines of `lines` that can be ordered now; the others are listed, flagged, not summed. */
  orderable: readonly CartLine[];
  gift: Gift | null;
  summary: Summary;
  /** 'delivery' shows the delivery row ("free" or the price); pickup shows "self-pickup". */
  deliveryType: 'delivery' | 'pickup';
  /** The delivery area is known (otherwise the delivery price is "after the address"). */
  areaKnown: boolean;
  promo: { code: string } | null;
  cashback: { percent: number; amount: number } | null;
  children?: React.ReactNode;
}

/** The order summary (spec section 2, checkout): lines, gift, discounts, delivery, bonuses, sum to pay. */
export function OrderSummary({
  lines,
  orderable,
  gift,
  summary,
  deliveryType,
  areaKnown,
  promo,
  cashback,
  children,
}: OrderSummaryProps) {
  const { t } = useTranslation();
  const { code, lang } = useLocale();
  const uah = (n: number) => t('price_uah', { price: formatPrice(n, lang) });
  return (
    <Box aria-labelledby="checkout-summary-title" data-testid="order-summary">
      <h2 id="checkout-summary-title">{t('checkout_summary')}</h2>
      <ul aria-label={t('checkout_summary_lines')}>
        {lines.map((l) => {
          const gross = round2(lineUnitPrice(l) * l.count);
          const mods = l.modifiers_group.flatMap((g) => g.modifiers.map((m) => (m.count > 1 ? `${m.name} ×${m.count}` : m.name)));
          const sum = uah(round2(gross - Math.min(Math.max(l.discount, 0), gross)));
          const off = !orderable.some((o) => o.id === l.id);
          return (
            <li key={l.id} data-testid="summary-line" data-off={off || undefined}>
              <span>{code === 'ua' ? l.name_ua : l.name}</span>
              <span className="sum">{off ? <s>{sum}</s> : sum}</span>
              {mods.length > 0 && <span className="mods">{mods.join(', ')}</span>}
              <span className="count">
                {t('checkout_line_count', { count: l.count, price: formatPrice(lineUnitPrice(l), lang) })}
              </span>
              {l.discount > 0 && <span className="old">{uah(gross)}</span>}
              <CartLineNotes line={l} />
            </li>
          );
        })}
        {gift && (
          <li className="gift" data-testid="summary-gift">
            <span>
              {t('cart_gift_free')}: {code === 'ua' ? gift.product.name_ua : gift.product.name}
            </span>
            <span className="sum">{t('cart_gift_free_price')}</span>
          </li>
        )}
      </ul>
      <dl>
        <Fact term={t('checkout_subtotal')} testId="summary-subtotal">
          {uah(summary.subtotal)}
        </Fact>
        {summary.discount > 0 && (
          <Fact term={promo ? t('checkout_discount_promo', { code: promo.code }) : t('cart_discount')} testId="summary-discount">
            −{uah(summary.discount)}
          </Fact>
        )}
        <Fact
          term={deliveryType === 'pickup' ? t('checkout_pickup_short') : t('checkout_delivery_cost')}
          testId="summary-delivery"
        >
          {deliveryType === 'pickup'
            ? t('checkout_free')
            : !areaKnown
              ? t('checkout_delivery_after_address')
              : summary.deliveryPrice === 0
                ? t('checkout_free')
                : uah(summary.deliveryPrice)}
        </Fact>
        {summary.bonusDebit > 0 && (
          <Fact term={t('checkout_bonus_debited')} testId="summary-bonus">
            −{uah(summary.bonusDebit)}
          </Fact>
        )}
        <dt className="total">{t('checkout_sum_to_pay')}</dt>
        <dd className="total" data-testid="summary-to-pay">
          {uah(summary.sumToPay)}
        </dd>
      </dl>
      {deliveryType === 'delivery' && areaKnown && summary.toFreeDelivery > 0 && (
        <p className="note">{t('checkout_to_free_delivery', { amount: formatPrice(summary.toFreeDelivery, lang) })}</p>
      )}
      {cashback && cashback.amount > 0 && (
        <p className="note" data-testid="summary-cashback">
          {t('checkout_cashback_preview', {
            bonuses: t(pluralKey('bonus_count', lang, cashback.amount), { count: cashback.amount }),
            percent: cashback.percent,
          })}
        </p>
      )}
      {children}
    </Box>
  );
}
