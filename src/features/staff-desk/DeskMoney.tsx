/**
 * An online order's money on the desk (issue 45): the sums and fiscal receipts the customer sees,
 * each provider call with its state (a call still waiting or refused needs a person's eye), and,
 * for a role that may refund, a refund of part or all of what was captured, with a reason.
 */
import React, { useState } from 'react';
import { PaymentMoney, parseRefundAmount, refundableOf } from '../payment';
import { SecondaryButton } from '../../ui/Button';
import { formatPrice } from '../../shared/format';
import { useLocale } from '../../i18n/I18n';
import type { Lang } from '../../i18n/locales';
import type { DeskOrder, MoneyCall } from './desk-api';
import { useDeskActions, useMay, type T } from './desk-context';
import { newRefundKey, refundOutcome } from './refund-rules';
import { MoneyBox } from './desk-styles';
import { uahText } from './order-text';

/** UAH as the amount field starts: "500", "349,50". */
const amountText = (uah: number) => (Number.isInteger(uah) ? String(uah) : uah.toFixed(2).replace('.', ','));

const REASON_CODES = new Set(['order_accepted', 'order_cancelled']);

function callText(c: MoneyCall, t: T, lang: Lang): string {
  return [
    t(`desk_money_call_${c.kind}`),
    uahText(c.amount, t, lang),
    t(`desk_money_status_${c.status}`),
    REASON_CODES.has(c.reason) ? t(`desk_money_reason_${c.reason}`) : c.reason,
    c.error,
  ]
    .filter(Boolean)
    .join(' · ');
}

function RefundForm({ order, t }: { order: DeskOrder; t: T }) {
  const { lang } = useLocale();
  const { actions, api } = useDeskActions();
  const refundable = refundableOf(order.money);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per refund the desk means: a retry after a lost answer sends the same key, so the
  // API answers with the same refund instead of making a second one.
  const [key, setKey] = useState(newRefundKey);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const said = message && (
    <p role="status" data-testid="desk-refund-message">
      {t(message)}
    </p>
  );
  if (!open)
    return (
      <>
        {refundable > 0 && (
          <SecondaryButton
            type="button"
            onClick={() => {
              setAmount(amountText(refundable));
              setMessage(null);
              setOpen(true);
            }}
          >
            {t('desk_refund')}
          </SecondaryButton>
        )}
        {said}
      </>
    );

  const submit = async () => {
    if (busy) return;
    const parsed = parseRefundAmount(amount, refundable);
    if (!parsed.ok) return setMessage(parsed.key);
    if (!reason.trim()) return setMessage('desk_refund_error_reason');
    setBusy(true);
    setMessage(null);
    const res = await api.refund(order.id, { amount: parsed.amount, reason: reason.trim(), key });
    setBusy(false);
    const outcome = refundOutcome(res);
    setMessage(outcome.message);
    if (outcome.newKey) setKey(newRefundKey());
    if (res.ok) actions.update({ ...order, money: res.data.money });
    if (outcome.close) {
      setOpen(false);
      setAmount('');
      setReason('');
    }
  };

  return (
    <form
      aria-label={t('desk_refund_title', { number: order.number })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p>{t('desk_refund_refundable', { sum: formatPrice(refundable, lang) })}</p>
      <label>
        {t('desk_refund_amount')}
        <input inputMode="decimal" value={amount} maxLength={10} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <label>
        {t('desk_refund_reason')}
        <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </label>
      <SecondaryButton type="submit" disabled={busy} aria-busy={busy}>
        {t('desk_refund_confirm')}
      </SecondaryButton>
      <SecondaryButton type="button" disabled={busy} onClick={() => setOpen(false)}>
        {t('desk_refund_close')}
      </SecondaryButton>
      {said}
    </form>
  );
}

export function DeskMoney({ order: o, t }: { order: DeskOrder; t: T }) {
  const mayRefund = useMay('refunds');
  const { lang } = useLocale();
  if (o.pay_type !== 'online') return null;
  return (
    <MoneyBox role="group" aria-label={t('desk_money')} data-testid="desk-money">
      <PaymentMoney money={o.money} receipts={o.receipts} />
      {o.money_calls.length > 0 && (
        <ul aria-label={t('desk_money_calls')} data-testid="desk-money-calls">
          {o.money_calls.map((c, i) => (
            <li key={i} data-kind={c.kind} data-status={c.status}>
              {callText(c, t, lang)}
            </li>
          ))}
        </ul>
      )}
      {mayRefund && (o.money.captured > 0 || o.money.refunded > 0) && <RefundForm order={o} t={t} />}
    </MoneyBox>
  );
}
