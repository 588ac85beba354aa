import React from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../ui/LocalizedLink';
import { useSiteData } from './use-site-data';
import { media, theme } from './theme';

const Wrap = styled.footer`
  background: #24201d;
  color: #efe9e1;
  a {
    color: #efe9e1;
  }
`;

const Grid = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 32px 16px;
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  ${media.tablet} {
    grid-template-columns: 2fr 1fr 1fr;
  }
  h2 {
    font-size: 15px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: #bfb6aa;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  p {
    margin: 0 0 8px;
  }
`;

/** Phone as a tel: link target: '+38 (048) 770-62-62' -> '+380487706262'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const SITE_LINKS: [string, string][] = [
  ['/page/contacts/', 'contacts'],
  ['/o-nas/', 'about'],
  ['/sales/', 'sales'],
  ['/news/', 'news'],
  ['/article/', 'articles'],
  ['/cooperation/', 'cooperation'],
  ['/vacansii/', 'vacancies'],
  ['/page/oplata-i-dostavka/', 'payment_delivery'],
];

const StoreBadges = styled.ul`
  display: flex !important;
  gap: 8px;
  flex-wrap: wrap;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    border: 1px solid #6b645c;
    border-radius: 8px;
    padding: 6px 10px;
    text-decoration: none;
    font-size: 13px;
  }
`;

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function Footer() {
  const { t } = useTranslation();
  const { workingHours, contact } = useSiteData();
  const phones = [...(contact.phones ?? []), ...(contact.landline ? [contact.landline] : [])];
  const link = (key: string) => (typeof contact[key] === 'string' ? (contact[key] as string) : null);
  const channel = link('telegram_channel') ?? link('telegram');
  return (
    <Wrap>
      <Grid>
        <div>
          <h2>{t('site_name')}</h2>
          <p>{t('footer_about')}</p>
          <p>{contact.address ?? t('footer_city')}</p>
          {workingHours && (
            <p>
              {t('working_hours')}: {workingHours.time_start} - {workingHours.time_end}
            </p>
          )}
          <StoreBadges aria-label={t('app_download')}>
            <li>
              <a href={link('app_store') ?? 'https://apps.apple.com/'} {...external}>
                <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                  <path d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.5.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.8-4.2ZM14 5.2c.7-.8 1.2-2 1-3.2-1 0-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.3-.6 3-1.4Z" />
                </svg>
                {t('app_store')}
              </a>
            </li>
            <li>
              <a href={link('google_play') ?? 'https://play.google.com/'} {...external}>
                <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                  <path d="M4 2.5v19l10-9.5L4 2.5Zm11.3 8.3 2.6-2.5L6.5 1.9l8.8 8.9Zm0 2.4-8.8 8.9 11.4-6.4-2.6-2.5Zm5.2-2.4-2.1-1.2-2.8 2.4 2.8 2.4 2.1-1.2c.7-.4.7-2 0-2.4Z" />
                </svg>
                {t('google_play')}
              </a>
            </li>
          </StoreBadges>
        </div>
        <nav aria-label={t('menu')}>
          <ul>
            {SITE_LINKS.map(([to, key]) => (
              <li key={to}>
                <LocalizedLink to={to}>{t(key)}</LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to="/page/privacy_policy/">{t('privacy_policy')}</LocalizedLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{t('phones')}</h2>
          <ul>
            {phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </ul>
          <h2>{t('social_links')}</h2>
          <ul>
            {channel && (
              <li>
                <a href={channel} {...external}>
                  {t('messenger_channel')}
                </a>
              </li>
            )}
            {link('facebook') && (
              <li>
                <a href={link('facebook')!} {...external}>
                  {t('social_facebook')}
                </a>
              </li>
            )}
            {link('instagram') && (
              <li>
                <a href={link('instagram')!} {...external}>
                  {t('social_instagram')}
                </a>
              </li>
            )}
          </ul>
        </div>
      </Grid>
    </Wrap>
  );
}
