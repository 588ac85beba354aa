import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useLocale, useTranslation } from '../i18n/I18n';
import { LOCALES } from '../i18n/locales';
import { switchLocalePath } from '../i18n/paths';
import { preloadLocaleTable } from '../i18n/locale-tables';
import { useDropdown } from './use-dropdown';
import { theme } from '../shared/theme';

const Wrap = styled.nav`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  font: inherit;
  font-size: 13px;
  font-weight: 700;
  padding: 6px 10px;
  min-height: 32px;
  cursor: pointer;
  span[aria-hidden] {
    font-size: 10px;
  }
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 50;
  list-style: none;
  margin: 0;
  padding: 6px;
  min-width: 140px;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.s};
  box-shadow: ${theme.shadow.pop};
  &[hidden] {
    display: none;
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 12px;
    border-radius: 6px;
    text-decoration: none;
    font-size: 14px;
  }
  a:hover,
  a:focus-visible {
    background: ${theme.color.background};
  }
  a[aria-current='true'] {
    font-weight: 700;
  }
`;

/**
 * The RU/UA language list: a button with the current language opens the list (a modal-open state
 * like every menu, spec section 2); each entry lands on the same page, query kept, in that language.
 */
export function LanguageSwitch({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { open, container, listId, buttonProps, toggle } = useDropdown<HTMLElement>('language');
  // The other language's texts start loading as soon as the visitor reaches for the list, so the
  // switch is a client-side move without a wait (src/i18n/locale-tables.ts).
  const preloadOthers = () => LOCALES.filter((l) => l.code !== locale.code).forEach((l) => preloadLocaleTable(l.code));
  return (
    <Wrap ref={container} aria-label={t('language')}>
      <Toggle
        {...buttonProps}
        aria-label={t('language_choose', { current: locale.label })}
        onPointerEnter={preloadOthers}
        onFocus={preloadOthers}
        onClick={() => {
          preloadOthers();
          toggle();
        }}
      >
        {locale.label} <span aria-hidden="true">▾</span>
      </Toggle>
      <List id={listId} hidden={!open}>
        {[...LOCALES].reverse().map((l) => (
          <li key={l.code}>
            <Link
              to={switchLocalePath(currentPath, l.code)}
              hrefLang={l.lang}
              lang={l.lang}
              aria-current={l.code === locale.code ? 'true' : undefined}
            >
              <span>{l.label}</span>
              <span>{t(`language_name_${l.code}`)}</span>
            </Link>
          </li>
        ))}
      </List>
    </Wrap>
  );
}
