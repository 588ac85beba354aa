/**
 * Promo code (spec sections 2-5): a button opens the promo-code modal; apply checks the code
 * (POST /api/promo/check) against the cart, delivery mode and area; a rejection shows its own
 * message and a blinking red border; an applied code shows as a filled label with a cancel control.
 */
import React, { useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { Modal } from '../../ui/Modal';
import { Button } from '../../ui/Button';
import { theme } from '../../shared/theme';
import { openAuthModal } from '../auth';
import { useCheckout } from './checkout-store';
import { Card, Note, SecondaryButton } from './checkout-ui';
import { LinkButton } from '../../ui/Button';
import { normalisePromoCode, promoMessageKey, promoNeedsLogin } from './promo-messages';

const blink = keyframes`
  0%, 100% { border-color: ${theme.color.error}; box-shadow: ${theme.shadow.errorRing}; }
  50% { border-color: ${theme.color.border}; box-shadow: none; }
`;
const denied = css`
  border-color: ${theme.color.error};
  animation: ${blink} 0.7s ease-in-out 4;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Input = styled.input<{ $denied: boolean }>`
  padding: 10px 12px;
  border-radius: ${theme.radius.s};
  border: 2px solid ${theme.color.border};
  font: inherit;
  min-height: 44px;
  width: 100%;
  box-sizing: border-box;
  text-transform: uppercase;
  ${(p) => p.$denied && denied}
`;

/** Not a <form>: the modal lives inside the checkout form, and forms must not nest. */
const Form = styled.div`
  display: grid;
  gap: 10px;
  label {
    font-weight: 600;
  }
  .error {
    color: ${theme.color.error};
    font-size: 14px;
    min-height: 1em;
  }
  .actions {
    display: flex;
    gap: 10px;
    flex-wrap: wrap;
  }
`;

const Label = styled.div<{ $denied: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 8px 8px 14px;
  border-radius: 999px;
  border: 2px solid ${(p) => (p.$denied ? theme.color.error : theme.color.success)};
  background: ${(p) => (p.$denied ? theme.color.errorBg : theme.color.successBg)};
  justify-self: start;
  max-width: 100%;
  ${(p) => p.$denied && denied}
  span {
    overflow-wrap: anywhere;
  }
  button {
    border: 0;
    background: none;
    font-size: 22px;
    line-height: 1;
    padding: 4px 8px;
    min-width: 32px;
    min-height: 32px;
    cursor: pointer;
    border-radius: 999px;
  }
`;

export type ApplyPromo = (code: string) => Promise<{ ok: true } | { ok: false; reason: string | null }>;

function PromoModal({ onClose, apply }: { onClose: () => void; apply: ApplyPromo }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ reason: string | null; attempt: number } | null>(null);
  const refuse = (reason: string | null) => setError({ reason, attempt: (error?.attempt ?? 0) + 1 });
  const submit = async () => {
    const value = normalisePromoCode(code);
    if (!value) return refuse('promo_not_found');
    setBusy(true);
    const result = await apply(value);
    setBusy(false);
    if (result.ok) onClose();
    else refuse(result.reason);
  };
  return (
    <Modal title={t('checkout_promo_title')} onClose={onClose} testId="promo-modal">
      <h2>{t('checkout_promo_title')}</h2>
      <Form>
        <label htmlFor="promo-code">{t('checkout_promo_label')}</label>
        <Input
          // A new element per failed attempt restarts the blinking.
          key={error?.attempt ?? 0}
          id="promo-code"
          name="promo"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          value={code}
          data-autofocus
          $denied={!!error}
          aria-invalid={!!error}
          aria-describedby="promo-code-error"
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            // Enter applies the code (and never submits the checkout form around the modal).
            if (e.key === 'Enter') {
              e.preventDefault();
              if (!busy) void submit();
            }
          }}
        />
        <span className="error" id="promo-code-error" role={error ? 'alert' : undefined} data-testid="promo-error">
          {error ? t(promoMessageKey(error.reason)) : ''}
        </span>
        <div className="actions">
          <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void submit()}>
            {t('checkout_promo_apply')}
          </Button>
          {error && promoNeedsLogin(error.reason) && (
            <SecondaryButton
              type="button"
              onClick={() => {
                onClose();
                openAuthModal('login');
              }}
            >
              {t('checkout_login')}
            </SecondaryButton>
          )}
        </div>
      </Form>
    </Modal>
  );
}

export function PromoBlock({ apply, cancel }: { apply: ApplyPromo; cancel: () => void }) {
  const { t } = useTranslation();
  const promo = useCheckout((s) => s.promo);
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="checkout-promo-title">
      <h2 id="checkout-promo-title">{t('checkout_promo_title')}</h2>
      {promo ? (
        <>
          <Label $denied={promo.status === 'denied'} data-testid="promo-label" data-state={promo.status}>
            <span>
              {promo.status === 'applied'
                ? t('checkout_promo_applied', { code: promo.code, name: promo.name })
                : t('checkout_promo_denied', { code: promo.code })}
            </span>
            <button type="button" aria-label={t('checkout_promo_cancel', { code: promo.code })} onClick={cancel}>
              ×
            </button>
          </Label>
          {promo.status === 'denied' && (
            <>
              <Note $tone="error" role="alert">
                {t(promoMessageKey(promo.reason))}
              </Note>
              <LinkButton type="button" onClick={() => setOpen(true)}>
                {t('checkout_promo_other')}
              </LinkButton>
            </>
          )}
        </>
      ) : (
        <SecondaryButton type="button" onClick={() => setOpen(true)}>
          {t('checkout_promo_open')}
        </SecondaryButton>
      )}
      {open && <PromoModal onClose={() => setOpen(false)} apply={apply} />}
    </Card>
  );
}
