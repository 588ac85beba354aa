/**
 * profile/bonus: the balance, the history (newest first) and the bonus facts of spec section 1
 * (app install, first login, birthday, photo review, cashback up to 15 %; a phone change takes up
 * to 24 hours).
 */
import React, { useEffect } from 'react';
import styled from 'styled-components';
import { shopApi } from '../../../api-client/shop-api';
import { useLocale, useTranslation } from '../../../i18n/I18n';
import { pluralKey } from '../../../i18n/plural';
import { media, theme } from '../../../shared/theme';
import { sessionStore } from '../../auth';
import { fetchBonus, type BonusInfo } from '../profile-api';
import { formatShortDay } from '../format';
import { useLoad } from '../use-load';
import { Card, Empty, Muted, Notice, Stack, WhenLoaded } from '../profile-ui';

const REASONS = new Set([
  'first_login',
  'app_install',
  'birthday',
  'photo_review',
  'order_cashback',
  'order_debit',
  'order_refund',
]);
const reasonKey = (reason: string) => (REASONS.has(reason) ? `pf_reason_${reason}` : 'pf_reason_other');

const Balance = styled.p`
  font-size: 36px;
  font-weight: 800;
  color: ${theme.color.brandDark};
  margin: 0;
`;

const Facts = styled.ul`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 6px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: top;
  }
  th {
    font-size: 13px;
    color: ${theme.color.muted};
    font-weight: 600;
  }
  td.amount {
    text-align: right;
    font-weight: 700;
    white-space: nowrap;
  }
  th.amount {
    text-align: right;
  }
  td.plus {
    color: ${theme.color.success};
  }
  ${media.mobile} {
    th,
    td {
      padding: 8px 4px;
      font-size: 14px;
    }
  }
`;

function BonusView({ info }: { info: BonusInfo }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const bonus = (n: number) => t(pluralKey('bonus_count', lang, n), { count: n });
  // The page read the balance just now: the header follows it.
  useEffect(() => sessionStore.getState().patchUser({ bonus: info.balance }), [info.balance]);
  return (
    <Stack>
      <Card aria-labelledby="pf-balance-title">
        <h2 id="pf-balance-title">{t('pf_bonus_balance')}</h2>
        <Balance data-testid="bonus-balance">{bonus(info.balance)}</Balance>
        <Muted>{t('pf_bonus_rate')}</Muted>
      </Card>
      <Card aria-labelledby="pf-facts-title">
        <h2 id="pf-facts-title">{t('pf_bonus_facts')}</h2>
        <Facts data-testid="bonus-facts">
          <li>{t('pf_fact_first_login', { bonus: bonus(info.facts.first_login) })}</li>
          <li>{t('pf_fact_app', { bonus: bonus(info.facts.app_install) })}</li>
          <li>{t('pf_fact_birthday', { bonus: bonus(info.facts.birthday) })}</li>
          <li>{t('pf_fact_photo', { bonus: bonus(info.facts.photo_review) })}</li>
          <li>{t('pf_fact_cashback', { percent: info.facts.max_cashback_percent })}</li>
        </Facts>
        <Notice>
          <p>{t('pf_bonus_phone_note')}</p>
        </Notice>
      </Card>
      <Card aria-labelledby="pf-history-title">
        <h2 id="pf-history-title">{t('pf_bonus_history')}</h2>
        {info.history.length === 0 ? (
          <Empty text={t('pf_bonus_history_empty')} />
        ) : (
          <Table data-testid="bonus-history">
            <thead>
              <tr>
                <th scope="col">{t('pf_bonus_date')}</th>
                <th scope="col">{t('pf_bonus_reason')}</th>
                <th scope="col" className="amount">
                  {t('pf_bonus_amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {info.history.map((h, i) => (
                <tr key={`${h.created_at}-${i}`}>
                  <td>{formatShortDay(h.created_at, lang)}</td>
                  <td>{t(reasonKey(h.reason))}</td>
                  <td className={h.amount > 0 ? 'amount plus' : 'amount'}>
                    {h.amount > 0 ? `+${h.amount}` : `−${Math.abs(h.amount)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}

export default function BonusSection() {
  const { state, reload } = useLoad((signal) => fetchBonus(shopApi, signal));
  return (
    <WhenLoaded state={state} onRetry={reload}>
      {(info) => <BonusView info={info} />}
    </WhenLoaded>
  );
}
