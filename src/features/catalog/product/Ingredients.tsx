import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/I18n';
import { media, theme } from '../../../layout/theme';

export interface Ingredient {
  id: number;
  name: string;
  image: { urlForList: string; width: number; height: number } | null;
}

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
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
    margin: 0 auto 4px;
  }
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
            {i.image && <img src={i.image.urlForList} alt="" width={64} height={64} loading="lazy" decoding="async" />}
            {i.name}
          </li>
        ))}
      </Grid>
    </section>
  );
}
