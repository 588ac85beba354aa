import React from 'react';
import styled from 'styled-components';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { SafeSvg } from '../../ui/SafeSvg';
import { bareList, cardSurface, media, theme } from '../../shared/theme';

export const TileGrid = styled.ul`
  ${bareList}
  display: grid;
  gap: 10px;
  /* Spec section 9: 3 tiles per row on mobile, 7 on desktop. */
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${media.tablet} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 16px;
  }
`;

const Tile = styled(LocalizedLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  aspect-ratio: 1;
  padding: 10px;
  ${cardSurface}
  text-decoration: none;
  text-align: center;
  font-weight: 600;
  font-size: 14px;
  line-height: 1.2;
  transition:
    transform 0.2s,
    box-shadow 0.2s;
  span[aria-hidden] {
    display: block;
    width: 44%;
    color: ${theme.color.brand};
  }
  span[aria-hidden] svg {
    width: 100%;
    height: auto;
    display: block;
  }
  ${media.tablet} {
    &:hover {
      transform: translateY(-2px);
      box-shadow: ${theme.shadow.pop};
    }
  }
  ${media.mobile} {
    font-size: 12px;
  }
`;

export function CategoryTile({ to, name, svg }: { to: string; name: string; svg: string }) {
  return (
    <li>
      <Tile to={to}>
        <SafeSvg sanitizedSvg={svg} />
        <span>{name}</span>
      </Tile>
    </li>
  );
}
