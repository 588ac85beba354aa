/**
 * `modal-usemobile` (spec section 2): title, body, the App Store and Google Play links, and the
 * next / not-now buttons. However it closes (next, not now, the close button, Escape), the
 * customer has seen it: the local mobile flag is set and, for a logged-in customer, the API is
 * told (POST /api/auth/show-mobile), so neither the popup nor checkout offers it again.
 */
import React, { useCallback } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { Modal } from '../../ui/Modal';
import { Button, SecondaryButton } from '../../ui/Button';
import { theme } from '../../shared/theme';
import { shopApi } from '../../api-client/shop-api';
import { sessionStore } from '../auth';
import { FLAG_SET, MOBILE_FLAG_KEY } from '../subscribe';
import { browserStorage, writeItem } from '../../shared/safe-storage';
import { StoreLinks } from './StoreLinks';
import { announceMobileModalShown } from './mobile-app-api';

const Body = styled.div`
  display: grid;
  gap: 14px;
  h2 {
    margin: 0 32px 0 0;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
  .stores {
    color: ${theme.color.text};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
`;

/** Marks the modal as seen, here and (logged in) at the API. The call's failure changes nothing for the customer. */
export function rememberMobileModalSeen() {
  writeItem(browserStorage(), MOBILE_FLAG_KEY, FLAG_SET);
  const { user, patchUser } = sessionStore.getState();
  if (!user) return;
  patchUser({ show_mobile_result: true });
  void announceMobileModalShown(shopApi);
}

export default function MobileAppModal({ orderId, onClose }: { orderId?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useCallback(() => {
    rememberMobileModalSeen();
    onClose();
  }, [onClose]);
  return (
    <Modal title={t('mobile_app_title')} onClose={close} testId="modal-usemobile">
      <Body>
        <h2>{t('mobile_app_title')}</h2>
        <p>{t(orderId ? 'mobile_app_body_order' : 'mobile_app_body')}</p>
        <div className="stores">
          <StoreLinks />
        </div>
        <div className="actions">
          <Button type="button" onClick={close} data-autofocus>
            {t('mobile_app_next')}
          </Button>
          <SecondaryButton type="button" onClick={close}>
            {t('mobile_app_not_now')}
          </SecondaryButton>
        </div>
      </Body>
    </Modal>
  );
}
