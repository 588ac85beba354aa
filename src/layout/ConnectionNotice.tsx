import React from 'react';
import { useNetworkState } from 'react-use';
import { useTranslation } from '../i18n/I18n';
import { FloatingNotice } from '../ui/FloatingNotice';

/**
 * Says, in the page's language, that the browser is offline and what still works (pages already
 * loaded or prefetched, the cart) and what waits for the connection (orders, sign-in, promo codes).
 * Read after hydration only: the server render knows nothing about the visitor's connection.
 */
export default function ConnectionNotice() {
  const { t } = useTranslation();
  const offline = useNetworkState().online === false;
  return (
    <div role="status">
      {offline && (
        <FloatingNotice $edge="bottom" data-testid="offline-notice">
          {t('offline_notice')}
        </FloatingNotice>
      )}
    </div>
  );
}
