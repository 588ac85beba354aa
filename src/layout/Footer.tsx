import React, { useEffect } from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '../i18n/I18n';
import { LocalizedLink } from '../ui/LocalizedLink';
import { useSiteData } from '../shared/use-site-data';
import { bareList, media, theme } from '../shared/theme';
import { StoreLinks } from '../features/mobile-app/StoreLinks';
import { useLiveWorkingHours } from '../features/working-hours/working-hours';
import { isAroundTheClock } from '../features/working-hours/around-the-clock';
import { refreshContactWhenIdle, useLiveContact } from './live-contact';
import { SITE_LINKS, socialLinks } from './site-links';

const Wrap = styled.footer`
  background: ${theme.color.dark};
  color: ${theme.color.onDarkText};
  /* Below the first screen the browser skips its style and layout until the visitor scrolls near:
     a quarter of a page's elements, laid out before the first paint on a slow phone otherwise.
     The remembered (auto) or estimated height (px) keeps the page's length. */
  content-visibility: auto;
  contain-intrinsic-size: auto 1100px;
  ${media.tablet} {
    contain-intrinsic-size: auto 420px;
  }
  a {
    color: ${theme.color.onDarkText};
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
    color: ${theme.color.onDarkMuted};
  }
  ul {
    ${bareList}
    display: grid;
    gap: 6px;
  }
  /* A second heading in a column (phones, then social links) keeps its distance from the list above. */
  ul + h2 {
    margin-top: 20px;
  }
  p {
    margin: 0 0 8px;
  }
`;

/** Phone as a tel: link target: '+38 (048) 770-62-62' -> '+380487706262'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function Footer() {
  const { t } = useTranslation();
  const { code } = useLocale();
  const built = useSiteData();
  // Hours and contacts are built into the page (its first paint) and read again at run time.
  const workingHours = useLiveWorkingHours((s) => s.hours) ?? built.workingHours;
  const live = useLiveContact();
  const contact = live.locale === code ? { ...built.contact, ...live.contact } : built.contact;
  useEffect(() => refreshContactWhenIdle(code), [code]);
  const phones = [...(contact.phones ?? []), ...(contact.landline ? [contact.landline] : [])];
  return (
    <Wrap>
      <Grid>
        <div>
          <h2>{t('site_name')}</h2>
          <p>{t('footer_about')}</p>
          <p>{contact.address ?? t('footer_city')}</p>
          {workingHours && (
            <p>
              {t('working_hours')}:{' '}
              {isAroundTheClock(workingHours)
                ? t('working_hours_always')
                : `${workingHours.time_start} - ${workingHours.time_end}`}
            </p>
          )}
          <StoreLinks />
        </div>
        <nav aria-label={t('menu')}>
          <ul>
            {SITE_LINKS.filter(([to]) => to !== '/').map(([to, key]) => (
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
          <h2>{t('social_links')}</h2>
          <ul>
            {socialLinks(contact, { withChannel: true }).map(([href, key]) => (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Grid>
    </Wrap>
  );
}
