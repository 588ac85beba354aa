/**
 * The fiscal receipts the cash register (Checkbox) has not issued yet (issue 45): a Checkbox outage
 * never blocks an order, so the desk sees what is still waiting, with the tries and the last error.
 * Read when the orders tab opens and every minute after.
 */
import React, { useEffect, useState } from 'react';
import { LinkButton } from '../../ui/Button';
import { formatPrice } from '../../shared/format';
import type { PendingReceipt } from './desk-api';
import { useDeskActions, type T } from './desk-context';

/** ms between two reads of the waiting list. */
const REFRESH_MS = 60_000;

export function PendingReceipts({ t }: { t: T }) {
  const { api } = useDeskActions();
  const [receipts, setReceipts] = useState<PendingReceipt[] | null>(null);
  // A press of "refresh" reads the list again (and starts the minute over).
  const [round, setRound] = useState(0);
  useEffect(() => {
    let alive = true;
    const read = () =>
      void api.pendingReceipts().then((res) => {
        if (alive && res.ok) setReceipts(res.data);
      });
    read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [api, round]);
  if (receipts === null) return null;
  return (
    <section aria-label={t('desk_receipts_waiting', { count: receipts.length })} data-testid="desk-receipts">
      <p>
        {receipts.length > 0 ? t('desk_receipts_waiting', { count: receipts.length }) : t('desk_receipts_none')}{' '}
        <LinkButton type="button" onClick={() => setRound((n) => n + 1)}>
          {t('desk_receipts_refresh')}
        </LinkButton>
      </p>
      {receipts.length > 0 && (
        <ul>
          {receipts.map((r) => (
            <li key={`${r.order_id}-${r.kind}-${r.created_at}`} data-status={r.status}>
              {t(`desk_receipt_line_${r.kind}`, { number: r.number, sum: formatPrice(r.amount, 'uk'), tries: r.tries })}
              {r.error && ` · ${r.error}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
