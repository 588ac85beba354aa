/** Jest stand-in for the `gatsby` package (Link, graphql, useStaticQuery). */
import React from 'react';

export const defaultStaticData = {
  site: { siteMetadata: { siteUrl: 'https://shop.test' } },
  allShopCategory: {
    nodes: [
      { apiId: 1, slug: 'pizza', name: 'Піца', parentSlug: null, svg: '<svg viewBox="0 0 24 24"></svg>', locale: 'ua' },
      { apiId: 1, slug: 'pizza', name: 'Пицца', parentSlug: null, svg: '<svg viewBox="0 0 24 24"></svg>', locale: 'ru' },
    ],
  },
  allShopSettings: {
    nodes: ['ua', 'ru'].map((locale) => ({
      locale,
      workingHours: { time_start: '10:00', time_end: '22:00' },
      contact: {
        phones: ['+38 (048) 770-62-62'],
        landline: '+38 (048) 700-00-00',
        telegram: 'https://t.me/shop',
        instagram: 'https://instagram.com/shop',
        facebook: 'https://facebook.com/shop',
      },
    })),
  },
};

let staticData: unknown = defaultStaticData;
export function __setStaticQueryData(data: unknown) {
  staticData = data;
}

export const graphql = () => '';
export const useStaticQuery = () => staticData;
export const navigate = jest.fn();

export const Link = React.forwardRef<
  HTMLAnchorElement,
  React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }
>(({ to, activeClassName: _a, partiallyActive: _p, ...rest }, ref) => <a ref={ref} href={to} {...rest} />);
Link.displayName = 'Link';
