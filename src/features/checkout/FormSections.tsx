/** Contacts, payment, extras (cutlery, comment) and bonuses: the plain parts of the checkout form. */
import React from 'react';
import { useFormikContext } from 'formik';
import { TextField } from '../../ui/form/TextField';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { pluralKey } from '../../i18n/plural';
import { formatPrice } from '../../shared/format';
import { openAuthModal } from '../auth';
import { MAX_COMMENT, type CheckoutValues, type PayType } from './checkout-rules';
import { Card, Choice, Choices, Note, Row, SecondaryButton } from './checkout-ui';
import { LinkButton } from '../../ui/Button';
import { MAX_CASHBACK_PERCENT } from './checkout-math';

export function ContactSection() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="checkout-contacts-title">
      <h2 id="checkout-contacts-title">{t('checkout_contacts_title')}</h2>
      <Note data-testid="required-legend">{t('checkout_required_legend')}</Note>
      <TextField name="name" label={t('checkout_name')} idPrefix="checkout" autoComplete="name" maxLength={100} required />
      <Row>
        <TextField name="phone" label={t('checkout_phone')} idPrefix="checkout" type="phone" required />
        <TextField
          required
          name="email"
          label={t('checkout_email')}
          idPrefix="checkout"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
      </Row>
    </Card>
  );
}

const PAY_TYPES: { value: PayType; key: string; hint: string }[] = [
  { value: 'cash', key: 'pay_cash', hint: 'checkout_pay_cash_hint' },
  { value: 'online', key: 'pay_online', hint: 'checkout_pay_online_hint' },
  { value: 'terminal', key: 'pay_terminal', hint: 'checkout_pay_terminal_hint' },
];

export function PaymentSection({ sumToPay }: { sumToPay: number }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const { values } = useFormikContext<CheckoutValues>();
  return (
    <Card aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">{t('checkout_payment_title')}</h2>
      <Choices data-inline="true">
        <legend>{t('payment_types')}</legend>
        {PAY_TYPES.map((p) => (
          <Choice key={p.value} name="payType" value={p.value} title={t(p.key)} hint={t(p.hint)} />
        ))}
      </Choices>
      {values.payType === 'cash' && (
        <TextField
          name="changeFrom"
          label={t('checkout_change_from')}
          idPrefix="checkout"
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          hint={t('checkout_change_from_hint', { sum: formatPrice(sumToPay, lang) })}
        />
      )}
    </Card>
  );
}

export function ExtrasSection() {
  const { t } = useTranslation();
  // The field stops at the limit (a paste is cut there): the customer sees how much room is left.
  const { values } = useFormikContext<CheckoutValues>();
  return (
    <Card aria-labelledby="checkout-extras-title">
      <h2 id="checkout-extras-title">{t('checkout_extras_title')}</h2>
      <TextField
        name="cutlery"
        label={t('checkout_cutlery')}
        idPrefix="checkout"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        hint={t('checkout_cutlery_hint')}
      />
      <TextField
        name="comment"
        label={t('checkout_comment')}
        idPrefix="checkout"
        type="textarea"
        maxLength={MAX_COMMENT}
        hint={t('checkout_comment_left', { left: MAX_COMMENT - values.comment.length, max: MAX_COMMENT })}
      />
    </Card>
  );
}

export function BonusSection({
  loggedIn,
  balance,
  maxDebit,
  cashbackPercent,
}: {
  loggedIn: boolean;
  balance: number;
  maxDebit: number;
  /** null for guests (as `balance` is 0 for them: neither the debit field nor the tier shows). */
  cashbackPercent: number | null;
}) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const { setFieldValue, setFieldTouched } = useFormikContext<CheckoutValues>();
  const bonuses = (n: number) => t(pluralKey('bonus_count', lang, n), { count: n });
  return (
    <Card aria-labelledby="checkout-bonus-title">
      <h2 id="checkout-bonus-title">{t('checkout_bonus_title')}</h2>
      {loggedIn ? (
        <Note data-testid="bonus-balance">{t('checkout_bonus_balance', { bonuses: bonuses(balance) })}</Note>
      ) : (
        <>
          <Note>{t('checkout_bonus_guest', { percent: MAX_CASHBACK_PERCENT })}</Note>
          <LinkButton type="button" onClick={() => openAuthModal('login')}>
            {t('checkout_login')}
          </LinkButton>
        </>
      )}
      {balance > 0 && (
        <>
          <TextField
            name="bonusDebit"
            label={t('checkout_bonus_debit')}
            idPrefix="checkout"
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            hint={t('checkout_bonus_max', { max: maxDebit })}
          />
          <SecondaryButton
            type="button"
            disabled={maxDebit === 0}
            onClick={() => {
              void setFieldValue('bonusDebit', String(maxDebit));
              void setFieldTouched('bonusDebit', true, false);
            }}
          >
            {t('checkout_bonus_use_max', { max: maxDebit })}
          </SecondaryButton>
        </>
      )}
      {cashbackPercent !== null && (
        <Note>{t('checkout_cashback_tier', { percent: cashbackPercent, max: MAX_CASHBACK_PERCENT })}</Note>
      )}
    </Card>
  );
}
