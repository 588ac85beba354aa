import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { CARD_IMAGE_SIZES, cardImage } from './ProductCard';

const photo = (): IGatsbyImageData => ({
  layout: 'constrained',
  width: 400,
  height: 400,
  images: {
    fallback: {
      src: '/static/a/pizza-400.jpg',
      srcSet: '/static/a/pizza-200.jpg 200w',
      sizes: '(min-width: 400px) 400px, 100vw',
    },
    sources: [{ srcSet: '/static/a/pizza-200.webp 200w', type: 'image/webp', sizes: '(min-width: 400px) 400px, 100vw' }],
  },
});

describe('cardImage', () => {
  test("the grid's sizes on the fallback and every source; the build's data untouched", () => {
    const original = photo();
    const sized = cardImage(original);
    expect(sized.images.fallback?.sizes).toBe(CARD_IMAGE_SIZES);
    expect(sized.images.sources?.map((s) => s.sizes)).toEqual([CARD_IMAGE_SIZES]);
    expect(sized.images.fallback?.src).toBe('/static/a/pizza-400.jpg');
    expect(original.images.fallback?.sizes).toBe('(min-width: 400px) 400px, 100vw');
  });

  test('the same photo gives the same object on every render (GatsbyImage rebuilds its HTML for a new one)', () => {
    const original = photo();
    expect(cardImage(original)).toBe(cardImage(original));
    expect(cardImage(photo())).not.toBe(cardImage(original));
  });
});
