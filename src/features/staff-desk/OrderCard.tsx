/** One order on the desk: its details and the actions its status allows. */
import React from 'react';
import { Button, SecondaryButton } from '../../ui/Button';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import type { DeskOrder } from './desk-api';
import { useDesk, useDeskActions, type T } from './desk-context';
import { canCancel, canUndo, nextStep, PROMISE_CHOICES } from './desk-rules';
import { Actions, Card, Status } from './desk-styles';
import { draftOf } from './orders-slice';
import { modifiersText, paymentText, placeText } from './order-text';
import { kyivTime } from '../../shared/kyiv-time';
import { DeskMoney } from './DeskMoney';
import { Fact } from '../../ui/Fact';

const statusKey = (o: DeskOrder) =>
  o.status === 'On the way' && o.delivery_type === 'pickup'
    ? 'desk_status_prepared'
    : `desk_status_${o.status.replace(/ /g, '_').toLowerCase()}`;

function OrderDetails({ order: o, t }: { order: DeskOrder; t: T }) {
  const { lang } = useLocale();
  return (
    <>
      <dl>
        <Fact term={t('desk_placed')}>{kyivTime(new Date(o.created_at))}</Fact>
        <Fact term={t('desk_customer')}>
          {o.name}, <a href={`tel:${o.phone.replace(/[^+\d]/g, '')}`}>{o.phone}</a>
        </Fact>
        <Fact term={o.delivery_type === 'pickup' ? t('desk_pickup') : t('desk_delivery')}>{placeText(o, t)}</Fact>
        <Fact term={t('desk_time_wanted')}>{o.time === 'asap' ? t('desk_asap') : o.formattedDeliveryTime}</Fact>
        {o.promised_at && <Fact term={t('desk_promised')}>{kyivTime(new Date(o.promised_at))}</Fact>}
        <Fact term={t('desk_payment')} testId="desk-payment">
          {paymentText(o, t, lang)}
          {o.change_from !== null && ` · ${t('desk_change_from', { sum: formatPrice(o.change_from, lang) })}`}
        </Fact>
        <Fact term={t('desk_cutlery')}>{o.cutlery}</Fact>
        {o.comment && <Fact term={t('desk_comment')}>{o.comment}</Fact>}
        {o.cancel_reason && <Fact term={t('desk_cancel_reason')}>{o.cancel_reason}</Fact>}
      </dl>
      <ul>
        {o.items.map((i) => (
          <li key={i.id}>
            {i.count} × {i.name}
            {i.modifiers.length > 0 && ` (${modifiersText(o, i)})`}
          </li>
        ))}
      </ul>
    </>
  );
}

function OrderActions({ order: o, t, now }: { order: DeskOrder; t: T; now: number }) {
  const draft = useDesk((s) => draftOf(s.drafts, o.id));
  const printOnAccept = useDesk((s) => s.print.printOnAccept);
  const { actions, api } = useDeskActions();
  const step = nextStep(o.status);
  const accept = async () => {
    const accepted = await actions.act(o.id, () => api.accept(o, draft.minutes));
    if (accepted && printOnAccept) actions.printTicket(o.id, 'kitchen');
  };
  return (
    <Actions>
      {step?.kind === 'accept' && (
        <>
          <label>
            {t('desk_promise_in')}
            <select value={draft.minutes} onChange={(e) => actions.editDraft(o.id, { minutes: Number(e.target.value) })}>
              {PROMISE_CHOICES.map((m) => (
                <option key={m} value={m}>
                  {t('desk_minutes', { count: m })}
                </option>
              ))}
            </select>
          </label>
          <Button type="button" disabled={draft.busy} onClick={() => void accept()}>
            {t('desk_accept')}
          </Button>
        </>
      )}
      {step?.kind === 'status' && (
        <Button type="button" disabled={draft.busy} onClick={() => actions.act(o.id, () => api.advance(o, step.to))}>
          {t(
            step.to === 'Delivered'
              ? 'desk_to_delivered'
              : o.delivery_type === 'pickup'
                ? 'desk_to_prepared'
                : 'desk_to_on_the_way',
          )}
        </Button>
      )}
      {canUndo(o, now) && (
        <SecondaryButton type="button" disabled={draft.busy} onClick={() => actions.act(o.id, () => api.undo(o))}>
          {t(o.delivery_type === 'pickup' ? 'desk_undo_prepared' : 'desk_undo_on_the_way')}
        </SecondaryButton>
      )}
      {o.status !== 'Cancelled' && (
        <SecondaryButton type="button" onClick={() => actions.printTicket(o.id, 'kitchen')}>
          {t('desk_print_kitchen')}
        </SecondaryButton>
      )}
      {o.status !== 'Cancelled' && o.delivery_type === 'delivery' && (
        <SecondaryButton type="button" onClick={() => actions.printTicket(o.id, 'courier')}>
          {t('desk_print_courier')}
        </SecondaryButton>
      )}
      {canCancel(o.status) && !draft.cancelling && (
        <SecondaryButton type="button" onClick={() => actions.editDraft(o.id, { cancelling: true })}>
          {t('desk_cancel')}
        </SecondaryButton>
      )}
      {draft.cancelling && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const reason = draft.reason.trim();
            if (!reason) actions.editDraft(o.id, { message: 'desk_error_cancel_reason' });
            else void actions.act(o.id, () => api.cancel(o, reason));
          }}
        >
          <label>
            {t('desk_cancel_reason')}
            <input value={draft.reason} maxLength={300} onChange={(e) => actions.editDraft(o.id, { reason: e.target.value })} />
          </label>
          <SecondaryButton type="submit" disabled={draft.busy}>
            {t('desk_cancel_confirm')}
          </SecondaryButton>
        </form>
      )}
    </Actions>
  );
}

export function OrderCard({ order: o, overdue, now }: { order: DeskOrder; overdue: boolean; now: number }) {
  const { t } = useTranslation();
  const message = useDesk((s) => draftOf(s.drafts, o.id).message);
  return (
    <Card data-testid="desk-order" data-order-number={o.number} $overdue={overdue}>
      <header>
        <h3>{t('desk_order_title', { number: o.number })}</h3>
        <Status data-testid="desk-status">{t(statusKey(o))}</Status>
      </header>
      {overdue && <p role="alert">{t('desk_order_overdue')}</p>}
      <OrderDetails order={o} t={t} />
      <DeskMoney order={o} t={t} />
      {message && <p role="alert">{t(message)}</p>}
      <OrderActions order={o} t={t} now={now} />
    </Card>
  );
}
