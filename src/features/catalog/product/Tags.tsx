import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/I18n';
import { bareList, media, theme } from '../../../shared/theme';

export interface Tag {
  id: number;
  slug: string;
  name: string;
  color: string;
}

const Block = styled.section`
  display: none;
  ${media.mobile} {
    display: block;
  }
  ul {
    ${bareList}
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  li {
    padding: 4px 10px;
    border-radius: 999px;
    color: ${theme.color.onDark};
    font-size: 13px;
    font-weight: 600;
  }
`;

/** Tags block, shown on mobile only (spec section 2). Colours come from the API. */
export function TagsBlock({ tags }: { tags: Tag[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Block aria-label={t('tags')} data-testid="tags-block">
      <ul>
        {tags.map((tag) => (
          <li key={tag.id} style={{ background: /^#[0-9a-f]{3,8}$/i.test(tag.color) ? tag.color : theme.color.tagDefault }}>
            {tag.name}
          </li>
        ))}
      </ul>
    </Block>
  );
}
