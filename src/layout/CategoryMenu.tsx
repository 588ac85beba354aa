import React, { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n/I18n';
import { LocalizedLink } from '../ui/LocalizedLink';
import { SafeSvg } from '../ui/SafeSvg';
import { useSiteData } from '../shared/use-site-data';
import { categoryPagePath } from '../routing/page-paths';
import { useDropdown } from './use-dropdown';
import { media, primaryFill, theme } from '../shared/theme';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  border: 0;
  ${primaryFill}
  padding: 9px 16px;
  cursor: pointer;
  ${media.mobile} {
    padding: 8px 12px;
    font-size: 14px;
    span[aria-hidden] {
      display: none;
    }
  }
`;

/** Groups the button and its list for the outside-press check without a box of its own. */
const Contents = styled.div`
  display: contents;
`;

const Dropdown = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  margin: 0 auto;
  max-width: ${theme.maxWidth};
  list-style: none;
  padding: 16px;
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.pop};
  border-radius: 0 0 ${theme.radius.m} ${theme.radius.m};
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 4px;
  z-index: 50;
  &[hidden] {
    display: none;
  }
  ${media.tablet} {
    grid-template-columns: repeat(4, 1fr);
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px;
    text-decoration: none;
    border-radius: ${theme.radius.s};
  }
  a:hover,
  a:focus-visible {
    background: ${theme.color.background};
  }
  span[aria-hidden] svg {
    width: 26px;
    height: 26px;
    color: ${theme.color.brand};
  }
`;

/** The header's Menu dropdown: every top-level category links to its page. */
export function CategoryMenu() {
  const { t } = useTranslation();
  const { topCategories } = useSiteData();
  const { open, container, listId, buttonProps, toggle } = useDropdown<HTMLDivElement>('category-menu');
  // The links are drawn on the first open and kept: closed, they were a quarter of every page's
  // elements (hydrated on each load) and, with 114 categories and their icons, 30 KB of each page's
  // HTML. The home page's tiles, the breadcrumbs and the sitemaps carry the same links.
  const [drawn, setDrawn] = useState(false);
  if (open && !drawn) setDrawn(true);
  return (
    <Contents ref={container}>
      <Toggle {...buttonProps} onClick={toggle}>
        <span aria-hidden="true">☰</span> {t('menu')}
      </Toggle>
      <Dropdown id={listId} hidden={!open}>
        {(open || drawn) &&
          topCategories.map((c) => (
            <li key={c.slug}>
              <LocalizedLink to={categoryPagePath(c.slug, c.parentSlug)}>
                <SafeSvg sanitizedSvg={c.svg} />
                {c.name}
              </LocalizedLink>
            </li>
          ))}
      </Dropdown>
    </Contents>
  );
}
