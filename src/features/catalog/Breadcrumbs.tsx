import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { bareList, theme } from '../../shared/theme';

const Nav = styled.nav`
  font-size: 14px;
  color: ${theme.color.muted};
  margin: 4px 0 12px;
  ol {
    ${bareList}
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  li + li::before {
    content: '›';
    margin-right: 6px;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export function Breadcrumbs({ items }: { items: { to: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t('breadcrumbs')}>
      <ol>
        {items.map((item, i) => (
          <li key={item.to}>
            {i === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <LocalizedLink to={item.to}>{item.label}</LocalizedLink>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
