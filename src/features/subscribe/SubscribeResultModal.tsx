import React, { useCallback } from 'react';
import { useTranslation } from '../../i18n/I18n';
import { Modal } from '../../ui/Modal';
import { Button } from '../../ui/Button';
import SubscribeForm from './SubscribeForm';
import { useModal } from '../../shared/modal-store';
import { FLAG_SET, SUBSCRIBE_FLAG_KEY } from './popup-rules';
import { browserStorage, writeItem } from '../../shared/safe-storage';

/**
 * modal-usesubscribe: step 1 the form (popup), 2 new subscriber, 3 already subscribed, 4 error (with
 * what went wrong when the shop API knows: the address refused, too many requests, the service down).
 * Closing it at any step sets the subscribe flag (`show_subscribe` = 'session', spec section 3),
 * after which the timed popup offers the mobile app instead.
 */
export default function SubscribeResultModal({
  step,
  reason,
  onClose: close,
}: {
  step: 1 | 2 | 3 | 4;
  /** Step 4: the message key saying why (subscribe-api.ts); the general text otherwise. */
  reason?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const open = useModal((s) => s.open);
  const onClose = useCallback(() => {
    writeItem(browserStorage(), SUBSCRIBE_FLAG_KEY, FLAG_SET);
    close();
  }, [close]);
  const text: Record<2 | 3 | 4, [string, string]> = {
    2: ['subscribe_done_title', 'subscribe_done_text'],
    3: ['subscribe_already_title', 'subscribe_already_text'],
    4: ['subscribe_error_title', reason ?? 'subscribe_error_text'],
  };
  if (step === 1) {
    return (
      <Modal title={t('subscribe_title')} onClose={onClose} testId="modal-usesubscribe">
        <h2>{t('subscribe_title')}</h2>
        <SubscribeForm
          source="popup"
          onResult={(result) => open({ name: 'usesubscribe', props: { ...result, source: 'popup' } })}
        />
      </Modal>
    );
  }
  const [title, body] = text[step];
  return (
    <Modal title={t(title)} onClose={onClose} testId="modal-usesubscribe">
      <h2>{t(title)}</h2>
      <p>{t(body)}</p>
      <Button type="button" onClick={onClose} data-autofocus>
        {t('ok')}
      </Button>
    </Modal>
  );
}
