import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/I18n';
import { LocalizedLink } from '../../../ui/LocalizedLink';
import { constructorPagePath } from '../../../routing/page-paths';
import { primaryFill, theme } from '../../../shared/theme';

const Block = styled.section`
  margin: 20px 0;
  padding: 16px 18px;
  border-radius: ${theme.radius.m};
  background: ${theme.gradient.warm};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  h2 {
    margin: 0 0 4px;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${theme.color.text};
  }
  div {
    flex: 1 1 240px;
  }
  a {
    display: inline-block;
    padding: 10px 20px;
    ${primaryFill}
    white-space: nowrap;
  }
`;

/** The product page's constructor block: an invitation to build the category's dish to taste. */
export function ConstructorBlock({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Block aria-labelledby="constructor-block-title" data-testid="constructor-block">
      <div>
        <h2 id="constructor-block-title">{t('constructor_title')}</h2>
        <p>{t('constructor_text')}</p>
      </div>
      <LocalizedLink to={constructorPagePath(slug)}>{t('constructor_open', { name })}</LocalizedLink>
    </Block>
  );
}
