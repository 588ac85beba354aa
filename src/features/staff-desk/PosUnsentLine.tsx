/**
 * The orders that have not reached the restaurant's POS (issue 48): the kitchen works from the POS,
 * so staff see which web orders it does not have yet, why, when the next try is, and can send one
 * again at once after fixing the cause; and the orders cancelled here that the POS still has open
 * (Poster takes no cancel through its API), to cancel there. Nothing is shown when all is in order.
 */
import React, { useEffect } from 'react';
import { useTranslation } from '../../i18n/I18n';
import { kyivTime } from '../../shared/kyiv-time';
import { SecondaryButton } from '../../ui/Button';
import type { PosUnsentOrder } from './desk-api';
import { useDesk, useDeskActions, type T } from './desk-context';
import { PosLine } from './desk-styles';

function stateText(o: PosUnsentOrder, t: T): string {
  const time = kyivTime(new Date(o.next_try_at));
  if (o.state === 'sending') return t('desk_pos_state_sending');
  return t(o.state === 'uncertain' ? 'desk_pos_state_uncertain' : 'desk_pos_state_pending', { time });
}

/** `refreshKey` changes with the desk's clock tick and its orders: the list is read again then. */
export function PosUnsentLine({ refreshKey }: { refreshKey: string }) {
  const { t } = useTranslation();
  const { actions, api } = useDeskActions();
  const unsent = useDesk((s) => s.posUnsent);
  const toCancel = useDesk((s) => s.posToCancel);
  const retrying = useDesk((s) => s.posRetrying);
  const error = useDesk((s) => s.posError);
  useEffect(() => {
    void actions.loadPosUnsent(api);
  }, [actions, api, refreshKey]);
  if (unsent.length === 0 && toCancel.length === 0 && !error) return null;
  return (
    <PosLine aria-label={t('desk_pos_section')} data-testid="pos-unsent">
      {unsent.length > 0 && (
        <>
          <h3 id="desk-pos-title">{t('desk_pos_unsent_title', { count: unsent.length })}</h3>
          <p>{t('desk_pos_unsent_hint')}</p>
          <ul>
            {unsent.map((o) => (
              <li key={o.order_id} data-testid="pos-unsent-order">
                <span>
                  <strong>{t('desk_order_title', { number: o.number })}</strong> · {stateText(o, t)} ·{' '}
                  {t('desk_pos_attempts', { count: o.attempts })}
                  {o.last_error && <small>{t('desk_pos_reason', { error: o.last_error })}</small>}
                </span>
                <SecondaryButton
                  type="button"
                  disabled={retrying !== null || o.state === 'sending'}
                  aria-label={t('desk_pos_retry_label', { number: o.number })}
                  onClick={() => void actions.retryPos(api, o.order_id)}
                >
                  {t('desk_pos_retry')}
                </SecondaryButton>
              </li>
            ))}
          </ul>
        </>
      )}
      {toCancel.length > 0 && (
        <>
          <h3 id="desk-pos-cancel-title">{t('desk_pos_cancel_title', { count: toCancel.length })}</h3>
          <p>{t('desk_pos_cancel_hint')}</p>
          <ul aria-labelledby="desk-pos-cancel-title">
            {toCancel.map((o) => (
              <li key={o.order_id} data-testid="pos-cancel-order">
                <span>
                  <strong>{t('desk_order_title', { number: o.number })}</strong> ·{' '}
                  {t('desk_pos_cancel_pos_id', { id: o.pos_order_id })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {error && <p role="alert">{t(error)}</p>}
    </PosLine>
  );
}
