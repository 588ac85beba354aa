/**
 * `modal-sms` (spec section 2: the checkout's SMS-code modal): a guest confirms the order's phone
 * with the code sent to it, then the order goes out; the profile confirms a new number the same
 * way (purpose 'new_phone', issue 43). Either gets the shop API's proof of the phone. The code form is the sign-in's
 * (src/ui/form/SmsCodeForm.tsx); the store is ./phone-confirm. Closing the modal (×, Escape, the
 * backdrop, "change the number") sends nothing and leaves the form and the cart as they were.
 */
import React, { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/I18n';
import { theme } from '../../shared/theme';
import { LinkButton } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SmsCodeForm } from '../../ui/form/SmsCodeForm';
import { formatPhone } from '../../ui/form/phone';
import type { SmsPurpose } from '../../shared/modal-store';
import { phoneConfirm } from './phone-confirm';

const Body = styled.div`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0 36px 0 0;
    font-size: 20px;
    line-height: 1.25;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .muted {
    color: ${theme.color.muted};
    font-size: 14px;
  }
  .problem {
    color: ${theme.color.error};
    font-weight: 600;
    font-size: 14px;
  }
`;

/** 'Change the number': on its own line, so a full 44 px touch target. */
const ChangeNumber = styled(LinkButton)`
  min-height: 44px;
  font-size: 14px;
  font-weight: 600;
`;

/** Focuses the element once it is enabled (a few frames at most: the form re-renders first). */
function focusWhenEnabled(id: string, frames = 20) {
  const el = document.getElementById(id) as HTMLButtonElement | HTMLInputElement | null;
  if (el && !el.disabled) el.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenEnabled(id, frames - 1));
}

/** Texts and where the focus goes back to, per purpose (the checkout's button, the profile's phone field). */
const PURPOSES = {
  order: {
    title: 'checkout_sms_title',
    text: 'checkout_sms_text',
    submit: 'checkout_sms_submit',
    closedFocus: 'checkout-submit',
    changeFocus: 'checkout-phone',
  },
  new_phone: {
    title: 'pf_phone_sms_title',
    text: 'pf_phone_sms_text',
    submit: 'pf_phone_sms_submit',
    closedFocus: 'pf-phone',
    changeFocus: 'pf-phone',
  },
} as const;

export default function SmsConfirmModal({
  phone,
  purpose = 'order',
  onDone,
  onClose,
}: {
  phone: string;
  purpose?: SmsPurpose;
  onDone: (proof: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const texts = PURPOSES[purpose];
  const secretId = useStore(phoneConfirm, (s) => s.secretId);
  const sentAt = useStore(phoneConfirm, (s) => s.sentAt);
  const busy = useStore(phoneConfirm, (s) => s.busy);
  const problem = useStore(phoneConfirm, (s) => s.sendProblem);
  const done = useRef(false);

  const finish = (proof: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(proof);
    onClose();
  };

  useEffect(() => {
    void phoneConfirm.getState().start(phone);
  }, [phone]);

  const submit = async (code: string) => {
    const result = await phoneConfirm.getState().check(code);
    if (result.ok) finish(phoneConfirm.getState().proofOf(phone));
    return result;
  };

  // Closed: the focus goes back to "confirm order" (it waits while the modal is open, and a
  // disabled button cannot keep the focus); "change the number" takes it to the phone field.
  const dismiss = (focusId: string) => {
    finish(null);
    focusWhenEnabled(focusId);
  };

  return (
    <Modal title={t(texts.title)} onClose={() => dismiss(texts.closedFocus)} testId="sms-modal" describedBy="checkout-sms-text">
      <Body>
        <h2>{t(texts.title)}</h2>
        <p id="checkout-sms-text" className="muted" aria-live="polite">
          {busy === 'send' && !secretId ? t('checkout_sms_sending') : t(texts.text, { phone: formatPhone(phone) })}
        </p>
        {problem && (
          <p className="problem" role="alert" data-testid="sms-problem">
            {t(problem)}
          </p>
        )}
        <SmsCodeForm
          idPrefix="checkout-sms"
          sentAt={sentAt}
          busy={busy !== null}
          submitLabel={t(texts.submit)}
          onSubmit={submit}
          onResend={() => void phoneConfirm.getState().resend()}
        />
        <ChangeNumber type="button" onClick={() => dismiss(texts.changeFocus)}>
          {t('auth_change_phone')}
        </ChangeNumber>
      </Body>
    </Modal>
  );
}
