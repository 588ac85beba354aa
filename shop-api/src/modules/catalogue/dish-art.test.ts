/**
 * The demo dishes' pictures (dish-art.ts): every demo dish is drawn as itself (its own entry,
 * none falls back to its category's picture), no two dishes share a picture, every illustration
 * it names exists in the package, and the SVG is well-formed.
 */
import { SaxesParser } from 'saxes';
import { DISHES, dishOf, dishSvg, emoji } from './dish-art';
import { PRODUCTS } from './seed-data';

const wellFormed = (svg: string) => {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (err) => {
    throw err;
  });
  parser.write(svg).close();
};

describe('dish art', () => {
  it('has a picture of its own for every demo dish', () => {
    expect(PRODUCTS.map(([slug]) => slug).filter((slug) => !DISHES[slug])).toEqual([]);
    const pictures = new Map<string, string>();
    for (const [slug, category] of PRODUCTS) {
      const svg = dishSvg(slug, category);
      expect(pictures.get(svg)).toBeUndefined();
      pictures.set(svg, slug);
    }
  });

  it.each(PRODUCTS.map(([slug, category]) => [slug, category]))('%s is well-formed SVG', (slug, category) => {
    const svg = dishSvg(slug, category);
    wellFormed(svg);
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('shows the dish a category serves (main illustration) for a dish it does not list', () => {
    expect(dishOf('new-pizza', 'pizza').main).toBe('pizza');
    expect(dishOf('new-drink', 'drinks').main).toBe('cup-with-straw');
    expect(dishSvg('new-burger', 'burgers')).toContain(emoji('hamburger', 80, 74, 240));
    expect(() => dishSvg('anything', 'unknown-category')).not.toThrow();
  });

  it('refuses an illustration the package does not have', () => {
    expect(() => emoji('no-such-emoji', 0, 0, 10)).toThrow(/no-such-emoji/);
  });
});
