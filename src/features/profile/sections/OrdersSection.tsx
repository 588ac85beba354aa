/**
 * profile/orders: the customer's orders (newest first) with status and details, and "repeat":
 * the dishes still on the menu join the cart, the others are named (spec section 8: repeat
 * impossible when none is available).
 */
import React, { useState } from 'react';
import styled from 'styled-components';
import { shopApi } from '../../../api-client/shop-api';
import { useLocale, useTranslation } from '../../../i18n/I18n';
import { LocalizedLink } from '../../../ui/LocalizedLink';
import { bareList, media, theme } from '../../../shared/theme';
import { formatPrice } from '../../../shared/format';
import { cartStore } from '../../cart';
import { fetchOrders, repeatOrder, type ProfileOrder } from '../profile-api';
import { orderLineSum, orderStatus, repeatOutcome, type StatusTone } from '../order-rules';
import { formatDay, formatTime } from '../format';
import { failureKey } from '../profile-forms';
import { useLoad } from '../use-load';
import { Actions, Card, EmptyCard, Notice, WhenLoaded } from '../profile-ui';
import { SecondaryButton } from '../../../ui/Button';
import { canPayAgain, PayAgainButton, PaymentBadge, PaymentMoney } from '../../payment';
import { Fact } from '../../../ui/Fact';

const List = styled.ol`
  ${bareList}
  display: grid;
  gap: 16px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  align-items: baseline;
  justify-content: space-between;
  h2 {
    font-size: 18px;
  }
  .when {
    color: ${theme.color.muted};
    font-size: 14px;
  }
  .sum {
    font-weight: 800;
    font-size: 18px;
    white-space: nowrap;
  }
`;

const TONES: Record<StatusTone, { bg: string; fg: string }> = {
  progress: { bg: theme.color.infoBg, fg: theme.color.info },
  done: { bg: theme.color.successBg, fg: theme.color.successText },
  cancelled: { bg: theme.color.neutralBg, fg: theme.color.neutralText },
};

const Status = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  border-radius: 999px;
  padding: 3px 12px;
  font-size: 13px;
  font-weight: 700;
  background: ${(p) => TONES[p.$tone].bg};
  color: ${(p) => TONES[p.$tone].fg};
`;

const Details = styled.details`
  border-top: 1px solid ${theme.color.border};
  padding-top: 8px;
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${theme.color.brandDark};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  dl {
    margin: 8px 0 0;
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 6px 16px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${media.mobile} {
    dl {
      grid-template-columns: minmax(0, 1fr);
      gap: 2px;
    }
    dd {
      margin-bottom: 6px;
    }
  }
`;

const Lines = styled.ul`
  ${bareList}
  display: grid;
  gap: 6px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  small {
    display: block;
    color: ${theme.color.muted};
  }
  .sum {
    white-space: nowrap;
    font-weight: 600;
  }
`;

const PAY_TYPES = new Set(['cash', 'online', 'terminal']);

type RepeatState = { kind: 'busy' } | { kind: 'done'; key: string; names?: string; tone: 'success' | 'error' | 'info' };

function OrderCard({ order }: { order: ProfileOrder }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const [repeat, setRepeat] = useState<RepeatState | null>(null);
  const status = orderStatus(order.status, order.is_self_delivery);
  const uah = (n: number) => t('price_uah', { price: formatPrice(n, lang) });
  const titleId = `pf-order-${order.id}`;

  const onRepeat = async () => {
    setRepeat({ kind: 'busy' });
    const result = await repeatOrder(shopApi, order.id);
    if (!result.ok) {
      setRepeat({ kind: 'done', key: failureKey(result.error, 'pf_repeat_failed'), tone: 'error' });
      return;
    }
    const outcome = repeatOutcome(result.data);
    if (outcome.kind === 'none') {
      setRepeat({ kind: 'done', key: 'pf_repeat_none', names: outcome.unavailable.join(', '), tone: 'error' });
      return;
    }
    // The repeated dishes join the cart as added dishes do (merged, capped at 100; analytics add_to_cart).
    cartStore.getState().addMany(outcome.lines);
    setRepeat(
      outcome.kind === 'all'
        ? { kind: 'done', key: 'pf_repeat_all', tone: 'success' }
        : { kind: 'done', key: 'pf_repeat_partial', names: outcome.unavailable.join(', '), tone: 'info' },
    );
  };

  return (
    <li>
      <Card aria-labelledby={titleId} data-testid="order-card" data-order-id={order.id}>
        <Head>
          <h2 id={titleId}>{t('pf_order_number', { number: order.number })}</h2>
          <Status $tone={status.tone} data-testid="order-status">
            {t(status.key)}
          </Status>
        </Head>
        <Head>
          <span className="when">
            {t('pf_date_at', { date: formatDay(order.created_at, lang), time: formatTime(order.created_at, lang) })} ·{' '}
            {t(order.delivery_type === 'pickup' ? 'pf_order_pickup' : 'pf_order_delivery')} ·{' '}
            {t('pf_order_items_count', { count: order.items.reduce((s, l) => s + l.count, 0) })}
          </span>
          <span className="sum">{uah(order.sum_to_pay)}</span>
        </Head>
        {order.payment_status !== 'not_required' && (
          <Head>
            <PaymentBadge status={order.payment_status} />
            {canPayAgain(order.payment_status, order.status) && <PayAgainButton orderId={order.id} />}
          </Head>
        )}
        <PaymentMoney money={order.money} receipts={order.receipts} />
        <Details>
          <summary>{t('pf_order_details')}</summary>
          <dl>
            <Fact term={t('pf_order_dishes')}>
              <Lines>
                {order.items.map((l) => (
                  <li key={l.id}>
                    <span>
                      {l.name}
                      <small>
                        {t('pf_order_line', { count: l.count, price: formatPrice(l.price, lang) })}
                        {l.modifiers.length > 0 ? ` · ${t('pf_order_with_modifiers')}` : ''}
                      </small>
                    </span>
                    <span className="sum">{uah(orderLineSum(l))}</span>
                  </li>
                ))}
              </Lines>
            </Fact>
            <Fact term={t('pf_order_time')}>
              {t('pf_date_at', { date: formatDay(order.delivery_at, lang), time: order.deliveryTimeRange })}
            </Fact>
            {order.delivery_type === 'pickup' && order.pickup_point && (
              <Fact term={t('pf_order_pickup_point')}>
                {order.pickup_point.name}, {order.pickup_point.address}
              </Fact>
            )}
            {order.delivery_type === 'delivery' && order.address && (
              <Fact term={t('pf_order_address')}>
                {order.address.street}, {order.address.house}
                {order.address.apartment ? `, ${t('pf_address_apartment', { value: order.address.apartment })}` : ''}
              </Fact>
            )}
            <Fact term={t('pf_order_pay_type')}>
              {PAY_TYPES.has(order.pay_type) ? t(`pf_pay_${order.pay_type}`) : order.pay_type}
            </Fact>
            <Fact term={t('pf_order_goods')}>{uah(order.subtotal)}</Fact>
            {order.discount > 0 && <Fact term={t('pf_order_discount')}>−{uah(order.discount)}</Fact>}
            {order.promo_code && <Fact term={t('pf_order_promo')}>{order.promo_code}</Fact>}
            {order.delivery_type === 'delivery' && (
              <Fact term={t('pf_order_delivery_price')}>
                {order.delivery_price > 0 ? uah(order.delivery_price) : t('pf_free')}
              </Fact>
            )}
            {order.bonus_debit > 0 && <Fact term={t('pf_order_bonus_debit')}>−{uah(order.bonus_debit)}</Fact>}
            <Fact term={t('pf_order_to_pay')}>
              <strong>{uah(order.sum_to_pay)}</strong>
            </Fact>
            {order.pay_type === 'online' && (
              <Fact term={t('payment_sum_paid')} testId="order-sum-paid">
                {uah(order.sum_paid)}
              </Fact>
            )}
            {order.cashback > 0 && <Fact term={t('pf_order_cashback')}>+{order.cashback}</Fact>}
            {order.comment && <Fact term={t('pf_order_comment')}>{order.comment}</Fact>}
          </dl>
        </Details>
        <Actions>
          <SecondaryButton
            $compact
            type="button"
            onClick={() => void onRepeat()}
            disabled={repeat?.kind === 'busy'}
            data-testid="order-repeat"
          >
            {repeat?.kind === 'busy' ? t('pf_order_repeating') : t('pf_order_repeat')}
          </SecondaryButton>
        </Actions>
        {repeat?.kind === 'done' && (
          <Notice $tone={repeat.tone} role={repeat.tone === 'error' ? 'alert' : 'status'} data-testid="repeat-result">
            <p>{t(repeat.key, { names: repeat.names ?? '' })}</p>
            {repeat.tone !== 'error' && <LocalizedLink to="/checkout/">{t('pf_to_checkout')}</LocalizedLink>}
          </Notice>
        )}
      </Card>
    </li>
  );
}

export default function OrdersSection() {
  const { t } = useTranslation();
  const { state, reload } = useLoad((signal) => fetchOrders(shopApi, signal));
  return (
    <WhenLoaded state={state} onRetry={reload} empty={<EmptyCard text={t('pf_orders_empty')} toMenu />}>
      {(orders) => (
        <List data-testid="order-list">
          {orders.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </List>
      )}
    </WhenLoaded>
  );
}
