/**
 * The order status popup (spec section 2 "A popup shows the latest current order", section 4
 * "Order tracking"): the order's number, its delivery window and three status steps, polled every
 * 20 s while the tab is visible. Delivered: the popup goes and the review modal opens (the order
 * stays in `currentOrders` until that modal closes, so a reload asks again). Cancelled: the popup
 * goes with a toast and `currentOrders` is cleared. An unknown order (404) is dropped silently.
 * Failed polls keep the last known status, say so and back off.
 * Loaded only when `currentOrders` has an entry (see OrderTracking).
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { shopApi } from '../../api-client/shop-api';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { useModal } from '../../shared/modal-store';
import { bareList, media, theme } from '../../shared/theme';
import { showToast } from '../../ui/toast-store';
import { clearCurrentOrders, readCurrentOrders, type CurrentOrder } from './current-orders';
import { createStatusPoller, type PollResult } from './status-poller';
import { fetchOrderStatus, fetchPopupOrder, type PopupOrder } from './tracking-api';
import { canPayAgain, PayAgainButton, PaymentBadge, PaymentMoney, paymentStillMoving } from '../payment';
import { formatDeliveryWindow, statusOutcome, stepLabelKeys, type ServerStatus, type TrackerStep } from './tracking-rules';

const Box = styled.aside`
  position: fixed;
  z-index: 70; /* above the page, below the mobile cart bar (80), menus, drawers and modals */
  left: 16px;
  bottom: 16px;
  width: 320px;
  max-width: calc(100vw - 32px);
  box-sizing: border-box;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.m};
  box-shadow: ${theme.shadow.pop};
  padding: 12px 14px;
  display: grid;
  gap: 8px;
  font-size: 14px;
  ${media.mobile} {
    /* Above the mobile cart bar (88 px tall, about 104 px with the bonus line: measured at 390 px),
       left of the chat button (54 px at 16 px from the right). */
    left: 8px;
    right: 78px;
    width: auto;
    max-width: none;
    bottom: calc(120px + env(safe-area-inset-bottom, 0px));
    padding: 10px 12px;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  h2 {
    margin: 0;
    font-size: 15px;
  }
  header button {
    flex: none;
    width: 36px;
    height: 36px;
    border: 0;
    border-radius: 50%;
    background: ${theme.color.background};
    cursor: pointer;
    display: grid;
    place-items: center;
  }
  header button svg {
    width: 18px;
    height: 18px;
    transition: transform 0.2s;
  }
  header button[aria-expanded='false'] svg {
    transform: rotate(180deg);
  }
  p {
    margin: 0;
  }
  .now {
    font-weight: 700;
    color: ${theme.color.brandDark};
  }
  .note {
    color: ${theme.color.muted};
    font-size: 13px;
  }
  .stale {
    color: ${theme.color.error};
    font-size: 13px;
  }
  .payment {
    display: grid;
    gap: 8px;
    justify-items: start;
  }
`;

const Steps = styled.ol`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  li {
    display: grid;
    gap: 4px;
    font-size: 12px;
    line-height: 1.25;
    color: ${theme.color.muted};
    overflow-wrap: anywhere;
  }
  li::before {
    content: '';
    height: 5px;
    border-radius: 3px;
    background: ${theme.color.border};
  }
  li[data-state='done']::before,
  li[data-state='current']::before {
    background: ${theme.color.brand};
  }
  li[data-state='current'] {
    color: ${theme.color.text};
    font-weight: 700;
  }
`;

/**
 * Opens the review modal now, or as soon as the modal that is open closes (unless that was this
 * order's review, or the order is no longer followed by then). Returns a cancel.
 */
function openReviewWhenFree(orderId: number): () => void {
  const isThisReview = (c: ReturnType<typeof useModal.getState>['current']) =>
    c?.name === 'modal-review' && c.props.orderId === orderId;
  const open = () => {
    if (readCurrentOrders().some((o) => o.id === orderId)) useModal.getState().open({ name: 'modal-review', props: { orderId } });
  };
  const now = useModal.getState().current;
  if (isThisReview(now)) return () => {};
  if (now === null) {
    open();
    return () => {};
  }
  const unsubscribe = useModal.subscribe((s, previous) => {
    if (s.current !== null) return;
    unsubscribe();
    if (!isThisReview(previous.current)) open();
  });
  return unsubscribe;
}

const isMobileWidth = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;

/** `short`: start with the short form whatever the width (checkout: the popup must not cover the form's controls). */
export default function OrderStatusPopup({ order, short = false }: { order: CurrentOrder; short?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const detailsId = useId();
  const [details, setDetails] = useState<PopupOrder | null>(null);
  const [status, setStatus] = useState<ServerStatus | null>(null);
  const [failures, setFailures] = useState(0);
  const [finished, setFinished] = useState(false);
  // Phones start with the short form: the popup must not hide the page.
  const [expanded, setExpanded] = useState(() => !short && !isMobileWidth());
  const detailsRef = useRef<PopupOrder | null>(null);

  useEffect(() => {
    const id = order.id;
    let cancelReview: () => void = () => {};
    detailsRef.current = null;

    const apply = (next: ServerStatus): PollResult => {
      const outcome = statusOutcome(next);
      if (outcome.action === 'show') {
        setStatus(next);
        return 'ok';
      }
      setFinished(true);
      if (outcome.action === 'review') cancelReview = openReviewWhenFree(id);
      else {
        showToast('tr_order_cancelled', 'info', { number: detailsRef.current?.number ?? order.number }, 6000);
        clearCurrentOrders();
      }
      return 'done';
    };

    const poller = createStatusPoller({
      onFailures: setFailures,
      async poll(signal) {
        // While the payment may still change (awaited, held, a refund or a receipt on its way), the
        // whole order is read: its payment status, sums and receipt links change too.
        const d = detailsRef.current;
        const known = d && paymentStillMoving(d.payment_status, d.money, d.receipts) ? null : d;
        const result = known ? await fetchOrderStatus(shopApi, id, signal) : await fetchPopupOrder(shopApi, id, signal);
        if (!result.ok) {
          // The shop does not know the order (e.g. its data was reset), or this browser holds neither
          // its secret nor a session (an order placed before secrets, storage cleared): nothing to follow.
          if (result.error.status === 404 || result.error.status === 401) {
            setFinished(true);
            clearCurrentOrders();
            return 'done';
          }
          return 'failed';
        }
        if (known) return apply(result.data as ServerStatus);
        const loaded = result.data as PopupOrder;
        detailsRef.current = loaded;
        setDetails(loaded);
        return apply(loaded.status);
      },
    });

    const visible = () => document.visibilityState !== 'hidden';
    const onVisibility = () => poller.setVisible(visible());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onVisibility);
    poller.start(visible());
    return () => {
      poller.stop();
      cancelReview();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onVisibility);
    };
  }, [order.id, order.number]);

  if (finished) return null;

  const number = details?.number ?? order.number;
  const outcome = status && details ? statusOutcome(status) : null;
  const step: TrackerStep | null = outcome?.action === 'show' ? outcome.step : null;
  const labels = stepLabelKeys(details?.is_self_delivery ?? false);
  const slot = details ? formatDeliveryWindow(details.delivery_from, details.delivery_to, new Date(), lang) : null;
  const windowText = slot
    ? t(details?.is_self_delivery ? 'tr_window_pickup' : 'tr_window_delivery', {
        from: slot.day ? `${slot.day}, ${slot.from}` : slot.from,
        to: slot.to,
      })
    : null;

  return (
    <Box aria-label={t('tr_popup_label')} data-testid="order-popup" data-status={status ?? 'loading'}>
      <header>
        <h2>{t('tr_order_title', { number })}</h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={t(expanded ? 'tr_collapse' : 'tr_expand')}
          onClick={() => setExpanded((e) => !e)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <p className="now" role="status" data-testid="order-popup-status">
        {step !== null ? t(labels[step]) : failures > 0 ? '' : t('tr_loading')}
      </p>
      {failures > 0 && (
        <p className="stale" data-testid="order-popup-stale">
          {t(step !== null ? 'tr_status_stale' : 'tr_status_unavailable')}
        </p>
      )}
      <div id={detailsId} hidden={!expanded} style={{ display: expanded ? 'grid' : 'none', gap: 8 }}>
        {windowText && <p data-testid="order-popup-window">{windowText}</p>}
        {step !== null && (
          <Steps aria-label={t('tr_steps')}>
            {labels.map((key, i) => {
              const state = i < step ? 'done' : i === step ? 'current' : 'todo';
              return (
                <li key={key} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                  {t(key)}
                  {state === 'done' && <span className="visually-hidden"> ({t('tr_step_done')})</span>}
                </li>
              );
            })}
          </Steps>
        )}
        {details && !details.is_working_time && step === 0 && <p className="note">{t('tr_closed_note')}</p>}
        {details && details.payment_status !== 'not_required' && (
          <div className="payment">
            <PaymentBadge status={details.payment_status} />
            {status && canPayAgain(details.payment_status, status) && <PayAgainButton orderId={details.id} />}
            <PaymentMoney money={details.money} receipts={details.receipts} />
          </div>
        )}
      </div>
    </Box>
  );
}
