import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/I18n';
import { LOCALES } from '../i18n/locales';
import { switchLocalePath } from '../i18n/paths';
import { theme } from './theme';

const Switch = styled.nav`
  display: flex;
  gap: 2px;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  padding: 2px;
  a {
    text-decoration: none;
    font-size: 13px;
    font-weight: 600;
    padding: 4px 9px;
    border-radius: 999px;
    color: ${theme.color.muted};
  }
  a[aria-current='true'] {
    background: ${theme.color.text};
    color: #fff;
  }
`;

/** RU/UA switch: lands on the same page (with its query: pass pathname + search) in the other language. */
export function LanguageSwitch({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Switch aria-label={t('language')}>
      {[...LOCALES].reverse().map((l) => (
        <Link
          key={l.code}
          to={switchLocalePath(currentPath, l.code)}
          hrefLang={l.lang}
          lang={l.lang}
          aria-current={l.code === locale.code ? 'true' : undefined}
        >
          {l.label}
        </Link>
      ))}
    </Switch>
  );
}
