/**
 * The payment state of an online order (paid / awaiting payment / payment failed) and the
 * "pay again" button, shown by the checkout's return screen, the order popup and profile orders.
 */
import React, { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { theme } from '../../shared/theme';
import { SecondaryButton } from '../../ui/Button';
import { shopApi } from '../../api-client/shop-api';
import { postCheckoutForm, requestCheckout } from './payment-api';
import { paymentLabel, type PaymentStatus, type PaymentTone } from './payment-rules';

const TONE: Record<PaymentTone, string> = { ok: theme.color.success, wait: theme.color.muted, error: theme.color.error };

const Badge = styled.span<{ $tone: PaymentTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  color: ${(p) => TONE[p.$tone]};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
    flex: none;
  }
`;

/** Nothing for cash and terminal orders. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const label = paymentLabel(status);
  if (!label) return null;
  return (
    <Badge $tone={label.tone} data-testid="payment-status" data-status={status}>
      {t(label.key)}
    </Badge>
  );
}

const Retry = styled.div`
  display: grid;
  gap: 6px;
  justify-items: start;
  p {
    margin: 0;
    color: ${theme.color.error};
  }
  p.awaiting {
    color: ${theme.color.text};
  }
`;

/**
 * Asks the API for a checkout form and posts it. Disabled from the first click until the browser
 * leaves: a double click makes one request (and the API reuses an open attempt anyway).
 */
export function PayAgainButton({ orderId, onBeforeLeave }: { orderId: number; onBeforeLeave?: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'error' | 'paid' | 'awaiting'>('idle');
  const pay = async () => {
    if (state === 'busy') return;
    setState('busy');
    const result = await requestCheckout(shopApi, orderId);
    if (!result.ok) {
      const { message } = result.error;
      // A guest's big order is paid once the desk accepts it (409 order_awaiting_confirmation).
      setState(message === 'order_already_paid' ? 'paid' : message === 'order_awaiting_confirmation' ? 'awaiting' : 'error');
      return;
    }
    onBeforeLeave?.();
    postCheckoutForm(result.data);
  };
  return (
    <Retry>
      <SecondaryButton
        type="button"
        onClick={pay}
        disabled={state === 'busy' || state === 'paid'}
        aria-busy={state === 'busy'}
        data-testid="pay-again"
      >
        {t('payment_pay_again')}
      </SecondaryButton>
      {state === 'error' && <p role="alert">{t('payment_pay_again_failed')}</p>}
      {state === 'paid' && <p role="status">{t('payment_status_paid')}</p>}
      {state === 'awaiting' && (
        <p role="status" className="awaiting">
          {t('payment_awaiting_confirmation')}
        </p>
      )}
    </Retry>
  );
}
