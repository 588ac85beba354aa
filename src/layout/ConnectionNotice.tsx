import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

const Banner = styled.p`
  position: fixed;
  left: 50%;
  bottom: 84px; /* above the mobile cart bar and the chat button */
  transform: translateX(-50%);
  z-index: 1001;
  margin: 0;
  width: max-content;
  max-width: calc(100vw - 32px);
  padding: 10px 14px;
  border-radius: ${theme.radius.s};
  background: ${theme.color.text};
  color: #fff;
  font-size: 14px;
  box-shadow: ${theme.shadow.pop};
  text-align: center;
`;

/**
 * Says, in the page's language, that the browser is offline and what still works (pages already
 * loaded or prefetched, the cart) and what waits for the connection (orders, sign-in, promo codes).
 * Read after hydration only: the server render knows nothing about the visitor's connection.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(typeof navigator !== 'undefined' && navigator.onLine === false);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return <div role="status">{offline && <Banner data-testid="offline-notice">{t('offline_notice')}</Banner>}</div>;
}
