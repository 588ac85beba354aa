import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/I18n';
import { bareList, media, theme } from '../../../shared/theme';

export interface Ingredient {
  id: number;
  name: string;
  image: { urlForList: string; width: number; height: number } | null;
}

const Grid = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 10px;
  ${media.mobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    text-align: center;
    font-size: 13px;
  }
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    object-fit: cover;
    background: ${theme.color.background};
    display: block;
  }
`;

/**
 * The photo's fixed 64 px slot. Below the first screen it is not rendered, so the lazy <img> waits
 * until the visitor scrolls near instead of loading with the page's main photo (the browser's own
 * lazy margin reaches 1 250 px and more).
 */
const Photo = styled.span`
  display: block;
  width: 64px;
  height: 64px;
  margin: 0 auto 4px;
  contain: strict;
  content-visibility: auto;
`;

/** The ingredients grid with images served by the shop API (through the /api proxy). */
export function Ingredients({ items }: { items: Ingredient[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="ingredients-title">
      <h2 id="ingredients-title">{t('ingredients')}</h2>
      <Grid>
        {items.map((i) => (
          <li key={i.id}>
            {i.image && (
              <Photo>
                <img src={i.image.urlForList} alt="" width={64} height={64} loading="lazy" decoding="async" />
              </Photo>
            )}
            {i.name}
          </li>
        ))}
      </Grid>
    </section>
  );
}
