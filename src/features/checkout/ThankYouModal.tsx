/**
 * `modal-thankyou` (spec section 2: orderId, nwAddress, nwAddressName): thanks for the order and,
 * for a new delivery address of a logged-in customer, the offer to save it (accept-address, as
 * the main address or not). Nothing opens after it, and the page behind is at its top (issue 41).
 */
import React, { useState } from 'react';
import styled from 'styled-components';
import { Modal } from '../../ui/Modal';
import { Button, SecondaryButton } from '../../ui/Button';
import { showToast } from '../../ui/toast-store';
import { theme } from '../../shared/theme';
import { useScrollToTopOnMount } from '../../ui/use-scroll-to-top';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import { shopApi } from '../../api-client/shop-api';
import { useCart } from '../cart';
import { useSession } from '../auth';
import { acceptAddress, type PlacedOrder } from './checkout-api';
import { useOrderBrief, WhenAndWhere } from './PlacedOrderPanel';
import { PaymentBadge, PaymentMoney } from '../payment';

const Body = styled.div`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0 32px 0 0;
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${theme.color.muted};
  }
  fieldset {
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.s};
    padding: 12px;
    display: grid;
    gap: 10px;
  }
  input[type='text'] {
    padding: 10px 12px;
    border-radius: ${theme.radius.s};
    border: 1px solid ${theme.color.border};
    font: inherit;
    min-height: 44px;
  }
  label.check {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
  .error {
    color: ${theme.color.error};
  }
`;

const isPlaced = (v: unknown): v is PlacedOrder =>
  !!v && typeof v === 'object' && typeof (v as PlacedOrder).id === 'number' && typeof (v as PlacedOrder).sum_to_pay === 'number';

export default function ThankYouModal({
  orderId,
  nwAddress,
  nwAddressName,
  onClose,
}: {
  orderId: number;
  nwAddress: string | null;
  nwAddressName: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const lastOrder = useCart((s) => s.lastOrder);
  const user = useSession((s) => s.user);
  const placed = isPlaced(lastOrder) && lastOrder.id === orderId ? lastOrder : null;
  // Back from the payment page the page was reloaded: the order is read from the API. An online
  // order is read anyway: its money and fiscal receipt are the API's to tell.
  const fetched = useOrderBrief(orderId, !placed || placed.pay_type === 'online');
  const order = placed ?? fetched;
  const [name, setName] = useState(nwAddressName ?? '');
  const [asMain, setAsMain] = useState(false);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const offerSave = !!nwAddress && !!user && state !== 'saved';
  // The page behind shows the placed order at its top (it was scrolled to the submit button).
  useScrollToTopOnMount();

  const save = async () => {
    setState('saving');
    const result = await acceptAddress(shopApi, orderId, name || nwAddressName || '', asMain);
    if (result.ok) {
      setState('saved');
      showToast('checkout_address_saved', 'success');
    } else setState('error');
  };

  return (
    <Modal title={t('checkout_thanks_title')} onClose={onClose} testId="thankyou-modal">
      <Body>
        <h2>{t('checkout_thanks_title')}</h2>
        <p data-testid="thankyou-number">
          {order ? t('checkout_thanks_number', { number: order.number }) : t('checkout_thanks_text')}
        </p>
        {order && order.payment_status && <PaymentBadge status={order.payment_status} />}
        {placed && <p data-testid="thankyou-sum">{t('checkout_thanks_sum', { sum: formatPrice(placed.sum_to_pay, lang) })}</p>}
        {placed?.awaiting_confirmation && <p data-testid="thankyou-awaiting">{t('checkout_thanks_awaiting_confirmation')}</p>}
        {order && <WhenAndWhere order={order} />}
        {fetched && <PaymentMoney money={fetched.money} receipts={fetched.receipts} />}
        {fetched && fetched.money.held > 0 && fetched.receipts.length === 0 && (
          <p className="muted" data-testid="thankyou-receipt-note">
            {t('payment_receipt_after_accept')}
          </p>
        )}
        {state === 'saved' && <p role="status">{t('checkout_address_saved')}</p>}
        {offerSave ? (
          <fieldset>
            <legend>{t('checkout_save_address_title')}</legend>
            <p>{nwAddress}</p>
            <label htmlFor="thankyou-address-name">{t('checkout_address_name')}</label>
            <input
              id="thankyou-address-name"
              type="text"
              maxLength={100}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <label className="check">
              <input type="checkbox" checked={asMain} onChange={(e) => setAsMain(e.target.checked)} />
              {t('checkout_save_as_main')}
            </label>
            {state === 'error' && (
              <p className="error" role="alert">
                {t('checkout_address_save_failed')}
              </p>
            )}
            <div className="actions">
              <Button type="button" onClick={save} disabled={state === 'saving'} aria-busy={state === 'saving'} data-autofocus>
                {t('checkout_save_address')}
              </Button>
              <SecondaryButton type="button" onClick={onClose}>
                {t('checkout_not_now')}
              </SecondaryButton>
            </div>
          </fieldset>
        ) : (
          <div className="actions">
            <Button type="button" onClick={onClose} data-autofocus>
              {t('ok')}
            </Button>
          </div>
        )}
      </Body>
    </Modal>
  );
}
