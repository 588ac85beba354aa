/**
 * Kitchen and courier tickets for 80 mm and 58 mm receipt printers, printed through the browser's
 * print dialog: the ticket is laid out off screen, and print media shows it alone on a page as
 * wide as the paper and as long as the ticket.
 */
import React, { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { bareList, theme } from '../../shared/theme';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import type { DeskOrder } from './desk-api';
import { useDesk, type T } from './desk-context';
import { modifiersText, paymentText, placeText } from './order-text';
import { kyivTime } from '../../shared/kyiv-time';
import type { TicketJob } from './desk-state';
import { changeToBring, pageLengthMm, PRINT_WIDTH_MM, type Paper } from './ticket-rules';

const TICKET_ID = 'desk-ticket';

/** In print media only the ticket is shown; on screen it stays out of sight (and out of the accessibility tree). */
const PrintOnlyTicket = createGlobalStyle`
  #${TICKET_ID} {
    position: fixed;
    left: -10000px;
    top: 0;
    visibility: hidden;
  }
  @media print {
    html,
    body {
      background: ${theme.color.ticketPaper};
    }
    body > *:not(#${TICKET_ID}) {
      display: none !important;
    }
    #${TICKET_ID} {
      position: static;
      visibility: visible;
    }
  }
`;

const Sheet = styled.div<{ $paper: Paper }>`
  box-sizing: border-box;
  width: ${(p) => PRINT_WIDTH_MM[p.$paper]}mm;
  margin: 0 auto;
  padding: 2mm 0;
  color: ${theme.color.ticketInk};
  background: ${theme.color.ticketPaper};
  font-family: 'DejaVu Sans Mono', 'Courier New', monospace;
  font-size: ${(p) => (p.$paper === 80 ? '11pt' : '9pt')};
  line-height: 1.3;
  overflow-wrap: anywhere;
  h2 {
    margin: 0;
    font-size: 1.4em;
    text-align: center;
  }
  p {
    margin: 0;
  }
  .copy {
    margin: 1mm 0;
    border: 2px solid ${theme.color.ticketInk};
    text-align: center;
    font-weight: 700;
  }
  hr {
    border: 0;
    border-top: 1px dashed ${theme.color.ticketInk};
    margin: 2mm 0;
  }
  ul {
    ${bareList}
  }
  li {
    margin: 1mm 0;
  }
  .count,
  .big {
    font-weight: 700;
    font-size: 1.15em;
  }
  .modifiers {
    padding-left: 4mm;
  }
`;

function Lines({ order: o }: { order: DeskOrder }) {
  return (
    <ul>
      {o.items.map((i) => (
        <li key={i.id}>
          <span className="count">{i.count} ×</span> {i.name}
          {i.modifiers.length > 0 && <p className="modifiers">+ {modifiersText(o, i)}</p>}
        </li>
      ))}
    </ul>
  );
}

function TicketBody({ job, t }: { job: TicketJob; t: T }) {
  const o = job.order;
  const { lang } = useLocale();
  const change = changeToBring(o);
  const when = o.promised_at ? kyivTime(new Date(o.promised_at)) : o.time === 'asap' ? t('desk_asap') : o.formattedDeliveryTime;
  return (
    <>
      <h2>{t(job.kind === 'kitchen' ? 'ticket_kitchen' : 'ticket_courier')}</h2>
      {job.copy && <p className="copy">{t('ticket_copy')}</p>}
      <p className="big">{t('ticket_order', { number: o.number })}</p>
      <p>
        {t('desk_placed')}: {kyivTime(new Date(o.created_at))} ·{' '}
        {o.delivery_type === 'pickup' ? t('desk_pickup') : t('desk_delivery')}
      </p>
      <p className="big">
        {t(o.promised_at ? 'desk_promised' : 'desk_time_wanted')}: {when}
      </p>
      <hr />
      <Lines order={o} />
      {job.kind === 'kitchen' && (
        <p>
          {t('desk_cutlery')}: {o.cutlery}
        </p>
      )}
      {o.comment && (
        <>
          <hr />
          <p>
            {t('desk_comment')}: {o.comment}
          </p>
        </>
      )}
      {job.kind === 'courier' && (
        <>
          <hr />
          <p>{placeText(o, t)}</p>
          <p>
            {o.name}, {o.phone}
          </p>
          <p className="big">{paymentText(o, t, lang)}</p>
          {change !== null && (
            <p className="big">
              {t('ticket_change', { sum: formatPrice(change, lang), from: formatPrice(o.change_from ?? 0, lang) })}
            </p>
          )}
        </>
      )}
    </>
  );
}

/** The last ticket asked for; each new one (or a reprint) opens the print dialog once. */
export function TicketPrinter() {
  const { t } = useTranslation();
  const job = useDesk((s) => s.ticket);
  const paper = useDesk((s) => s.print.paper);
  const sheet = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLStyleElement>(null);
  const printedSeq = useRef(0);
  useLayoutEffect(() => {
    if (!job || !sheet.current || !page.current) return;
    // The page: the paper's width, the ticket's length (a receipt roll is cut after it).
    const length = pageLengthMm(sheet.current.getBoundingClientRect().height);
    page.current.textContent = `@media print { @page { size: ${paper}mm ${length}mm; margin: 0; } }`;
    if (printedSeq.current === job.seq) return;
    printedSeq.current = job.seq;
    window.print();
  }, [job, paper]);
  if (!job) return null;
  return createPortal(
    <div id={TICKET_ID} data-testid="desk-ticket" data-kind={job.kind} data-paper={paper} aria-hidden="true">
      <PrintOnlyTicket />
      <style ref={page} />
      <Sheet ref={sheet} $paper={paper}>
        <TicketBody job={job} t={t} />
      </Sheet>
    </div>,
    document.body,
  );
}
