/**
 * An online order's money and fiscal receipts (issue 45), shown the same way in the order popup,
 * the profile's order history, the thank-you screen and the desk: what is held, captured, being
 * refunded, refunded and still to pay (UAH), then a link to each issued receipt (Checkbox) and a
 * word for each one still with the cash register.
 */
import React from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import { bareList, theme } from '../../shared/theme';
import { moneyLines, receiptHref, type FiscalReceipt, type OrderMoney } from './money-rules';
import { Fact } from '../../ui/Fact';

const Box = styled.div`
  display: grid;
  gap: 6px;
  dl {
    display: grid;
    grid-template-columns: auto auto;
    justify-content: start;
    gap: 2px 12px;
    margin: 0;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  ul {
    ${bareList}
    display: grid;
    gap: 4px;
  }
  a {
    color: ${theme.color.brandDark};
    font-weight: 600;
    display: inline-block;
    min-height: 24px;
  }
  .pending {
    color: ${theme.color.muted};
  }
`;

/** Nothing when there is nothing to say (no sums, no receipts). */
export function PaymentMoney({ money, receipts }: { money: OrderMoney; receipts: FiscalReceipt[] }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const lines = moneyLines(money);
  if (lines.length === 0 && receipts.length === 0) return null;
  const uah = (amount: number) => t('payment_uah', { sum: formatPrice(amount, lang) });
  return (
    <Box data-testid="payment-money">
      {lines.length > 0 && (
        <dl>
          {lines.map((l) => (
            <Fact key={l.key} term={t(`payment_money_${l.key}`)} testId={`money-${l.key}`}>
              {uah(l.amount)}
            </Fact>
          ))}
        </dl>
      )}
      {receipts.length > 0 && (
        <ul aria-label={t('payment_receipts')}>
          {receipts.map((r, i) => {
            const href = receiptHref(r);
            const label = t(`payment_receipt_${r.kind}`, { sum: formatPrice(r.amount, lang) });
            return (
              <li key={i} data-testid="receipt" data-kind={r.kind} data-status={r.status}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {label}
                    <span className="visually-hidden"> ({t('payment_new_tab')})</span>
                  </a>
                ) : (
                  <span className="pending">
                    {label} · {t('payment_receipt_pending')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Box>
  );
}
