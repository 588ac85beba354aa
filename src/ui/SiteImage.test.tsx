import React from 'react';
import { render } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { SiteImage } from './SiteImage';

const photo: IGatsbyImageData = {
  layout: 'constrained',
  width: 800,
  height: 600,
  images: {
    fallback: {
      src: '/static/a/pizza-800.jpg',
      srcSet: '/static/a/pizza-400.jpg 400w,\n/static/a/pizza-800.jpg 800w',
      sizes: '(min-width: 800px) 800px, 100vw',
    },
    sources: [{ srcSet: '/static/a/pizza-400.webp 400w', type: 'image/webp', sizes: '(min-width: 800px) 800px, 100vw' }],
  },
};

const imgOf = (ui: React.ReactElement) => {
  const { container } = render(ui);
  return { img: container.querySelector('img')!, sources: Array.from(container.querySelectorAll('source')), container };
};

test('a plain picture: webp source, jpg fallback, its size for the layout, visible without scripts', () => {
  const { img, sources, container } = imgOf(<SiteImage image={photo} alt="Піца Маргарита" />);
  expect(container.firstElementChild?.tagName).toBe('PICTURE');
  expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
    ['image/webp', '/static/a/pizza-400.webp 400w'],
  ]);
  expect(img.getAttribute('src')).toBe('/static/a/pizza-800.jpg');
  expect(img.getAttribute('srcset')).toContain('/static/a/pizza-800.jpg 800w');
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
  expect(img.getAttribute('alt')).toBe('Піца Маргарита');
  expect(img.getAttribute('style')).toBeNull();
  expect(img.getAttribute('loading')).toBe('lazy');
  expect(img.getAttribute('fetchpriority')).toBeNull();
});

test("the slot's sizes replace the build's on the fallback and every source", () => {
  const { img, sources } = imgOf(<SiteImage image={photo} alt="" sizes="50vw" />);
  expect(img.getAttribute('sizes')).toBe('50vw');
  expect(sources.map((s) => s.getAttribute('sizes'))).toEqual(['50vw']);
});

test("the page's main photo is fetched first and never lazily", () => {
  const { img } = imgOf(<SiteImage image={photo} alt="" loading="lazy" priority />);
  expect(img.getAttribute('fetchpriority')).toBe('high');
  expect(img.getAttribute('loading')).toBe('eager');
  expect(img.getAttribute('decoding')).toBe('sync');
});

test('a photo without webp sources is a picture with the fallback only', () => {
  const { img, sources } = imgOf(
    <SiteImage image={{ ...photo, images: { fallback: photo.images.fallback } }} alt="" loading="eager" />,
  );
  expect(sources).toHaveLength(0);
  expect(img.getAttribute('loading')).toBe('eager');
});
