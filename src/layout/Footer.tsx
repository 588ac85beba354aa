import React from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../ui/LocalizedLink';
import { useSiteData } from './use-site-data';
import { media, theme } from './theme';

const Wrap = styled.footer<{ $flush: boolean }>`
  margin-top: ${(p) => (p.$flush ? '0' : '48px')};
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

export function Footer({ flush }: { flush: boolean }) {
  const { t } = useTranslation();
  const { workingHours, contact } = useSiteData();
  const phones = [...(contact.phones ?? []), ...(contact.landline ? [contact.landline] : [])];
  return (
    <Wrap $flush={flush}>
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
          <p>
            <LocalizedLink to="/page/privacy_policy/">{t('privacy_policy')}</LocalizedLink>
          </p>
        </div>
        <nav aria-label={t('menu')}>
          <ul>
            {SITE_LINKS.map(([to, key]) => (
              <li key={to}>
                <LocalizedLink to={to}>{t(key)}</LocalizedLink>
              </li>
            ))}
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
          {contact.telegram && (
            <p>
              <a href={contact.telegram} rel="noopener noreferrer" target="_blank">
                {t('chat_telegram')}
              </a>
            </p>
          )}
        </div>
      </Grid>
    </Wrap>
  );
}
