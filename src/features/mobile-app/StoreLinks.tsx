import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { useSiteData } from '../../shared/use-site-data';
import { BUILD_STORE_CONFIG, storeUrls } from './store-links';
import { bareList } from '../../shared/theme';

const Badges = styled.ul`
  display: flex !important;
  gap: 8px;
  flex-wrap: wrap;
  ${bareList}
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    box-sizing: border-box;
    border: 1px solid currentColor;
    border-radius: 8px;
    padding: 6px 12px;
    text-decoration: none;
    font-size: 14px;
    font-weight: 600;
  }
`;

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The App Store and Google Play badges (footer, about page, mobile-app modal); plain links, no store scripts. */
export function StoreLinks() {
  const { t } = useTranslation();
  const { contact } = useSiteData();
  const urls = storeUrls(contact, BUILD_STORE_CONFIG);
  if (!urls.ios && !urls.android) return null;
  return (
    <Badges>
      {urls.ios && (
        <li>
          <a href={urls.ios} {...external}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.5.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.8-4.2ZM14 5.2c.7-.8 1.2-2 1-3.2-1 0-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.3-.6 3-1.4Z" />
            </svg>
            {t('app_store')}
          </a>
        </li>
      )}
      {urls.android && (
        <li>
          <a href={urls.android} {...external}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M4 2.5v19l10-9.5L4 2.5Zm11.3 8.3 2.6-2.5L6.5 1.9l8.8 8.9Zm0 2.4-8.8 8.9 11.4-6.4-2.6-2.5Zm5.2-2.4-2.1-1.2-2.8 2.4 2.8 2.4 2.1-1.2c.7-.4.7-2 0-2.4Z" />
            </svg>
            {t('google_play')}
          </a>
        </li>
      )}
    </Badges>
  );
}
