/**
 * Back from the payment page (or Back from it, with the order still unpaid): the order's payment as
 * the API reports it, at the top of the page. Paid: the thank-you modal. Refused, cancelled or left
 * unanswered for 15 s: what happened, with "pay online again" and "pay on delivery" (cash or
 * terminal) side by side; choosing one of the latter completes the order.
 */
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { SecondaryButton } from '../../ui/Button';
import { useScrollToTopOnMount } from '../../ui/use-scroll-to-top';
import { theme } from '../../shared/theme';
import { useModal } from '../../shared/modal-store';
import { shopApi } from '../../api-client/shop-api';
import { PayAgainButton, PaymentBadge, switchToPayOnDelivery, useOrderPayment, type PayOnDeliveryType } from '../payment';
import { clearPendingPayment, type PendingPayment } from './payment-return';
import { savePlacedOrder } from './placed-order';

export const ResultPanel = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  min-height: 40vh;
  align-content: start;
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
  p.lead {
    color: ${theme.color.text};
    font-size: 18px;
  }
  a {
    color: ${theme.color.brandDark};
    font-weight: 600;
  }
  /* Two choices side by side on every width: pay online again | pay on delivery (cash, terminal). */
  .choices {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
    align-items: start;
    width: min(100%, 560px);
  }
  .choices > div {
    display: grid;
    gap: 8px;
  }
  .choices button {
    width: 100%;
    min-height: 44px;
  }
  p.error {
    color: ${theme.color.error};
  }
`;

function PayOnDeliveryButtons({
  orderId,
  cartGuid,
  onDone,
}: {
  orderId: number;
  cartGuid: string;
  onDone: (payType: PayOnDeliveryType) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  const choose = async (payType: PayOnDeliveryType) => {
    if (state === 'busy') return;
    setState('busy');
    const result = await switchToPayOnDelivery(shopApi, orderId, cartGuid, payType);
    if (!result.ok) return setState('error');
    onDone(payType);
  };
  return (
    <>
      {(['cash', 'terminal'] as const).map((payType) => (
        <SecondaryButton
          key={payType}
          type="button"
          onClick={() => void choose(payType)}
          disabled={state === 'busy'}
          data-testid={`pay-on-delivery-${payType}`}
        >
          {t(`payment_on_delivery_${payType}`)}
        </SecondaryButton>
      ))}
      {state === 'error' && (
        <p className="error" role="alert">
          {t('payment_on_delivery_failed')}
        </p>
      )}
    </>
  );
}

export function PaymentResult({ orderId, pending }: { orderId: number; pending: PendingPayment | null }) {
  const { t } = useTranslation();
  const payment = useOrderPayment(orderId);
  const [onDelivery, setOnDelivery] = useState<PayOnDeliveryType | null>(null);
  const mine = pending && pending.orderId === orderId ? pending : null;
  const number = payment.number ?? mine?.number ?? null;
  const status = payment.status;
  const checking = !payment.done && (status === null || status === 'awaiting');

  // The page may have been left scrolled down (the form's submit button): the answer is at the top.
  useScrollToTopOnMount();

  const completed = status === 'paid' || onDelivery !== null;
  useEffect(() => {
    if (!completed) return;
    clearPendingPayment();
    savePlacedOrder(orderId);
    useModal.getState().open({
      name: 'modal-thankyou',
      props: { orderId, nwAddress: mine?.nwAddress ?? null, nwAddressName: mine?.nwAddressName ?? null },
    });
  }, [completed, orderId, mine]);

  const line = (withNumber: string, without: string) => (number ? t(withNumber, { number }) : t(without));
  const shown = onDelivery
    ? 'on-delivery'
    : checking
      ? 'checking'
      : status === 'awaiting' && payment.done
        ? 'not-paid'
        : (status ?? 'unknown');
  const text: Record<string, () => string> = {
    'on-delivery': () => t(`payment_on_delivery_done_${onDelivery}`, { number: number ?? '' }),
    checking: () => line('payment_checking_number', 'payment_checking'),
    paid: () => line('checkout_paid_number', 'payment_status_paid'),
    failed: () => line('checkout_pay_failed_number', 'payment_status_failed'),
    'not-paid': () => line('payment_not_paid_number', 'payment_not_paid'),
    unknown: () => t('payment_check_failed'),
    refunded: () => line('payment_awaiting_number', 'payment_status_awaiting'),
  };
  const offerChoices = !onDelivery && !checking && (status === 'failed' || status === 'awaiting' || status === 'refunded');
  return (
    <ResultPanel data-testid="payment-result" data-status={shown} aria-busy={checking}>
      <p className="lead" role="status">
        {(text[shown] ?? text.unknown)()}
      </p>
      {status && !checking && !onDelivery && <PaymentBadge status={status} />}
      {offerChoices && (
        <>
          <p>{t('payment_choices_hint')}</p>
          <div className="choices" data-testid="payment-choices">
            <PayAgainButton orderId={orderId} />
            {mine?.cartGuid && (
              <div>
                <PayOnDeliveryButtons orderId={orderId} cartGuid={mine.cartGuid} onDone={setOnDelivery} />
              </div>
            )}
          </div>
        </>
      )}
      <LocalizedLink to="/">{t('checkout_to_menu')}</LocalizedLink>
    </ResultPanel>
  );
}
