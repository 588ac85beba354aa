import { buildSearchIndex } from './search-index';
import { searchProducts } from './search';
import { fixtureProducts } from './test-fixtures';

const ua = buildSearchIndex(fixtureProducts(), 'ua');
const ru = buildSearchIndex(fixtureProducts(), 'ru');
const slugs = (index: typeof ua, query: string, limit?: number) => searchProducts(index, query, limit).map((e) => e.slug);

describe('searchProducts: starts from 3 letters', () => {
  it.each([
    ['', 0],
    ['пі', 0],
    ['   пі   ', 0],
    ['п і', 0],
    ['p1z', 0],
    ['12345', 0],
    ['піц', 3],
    [' піц ', 3],
    ['p i z', 0],
  ])('%j -> %i results', (query, count) => {
    expect(slugs(ua, query)).toHaveLength(count);
  });
});

describe('searchProducts: the same dish in Ukrainian, Russian and Latin', () => {
  const pizzas = ['margarita', 'ham-pizza', 'salmon-pizza'];
  it.each([
    [ua, 'піц', pizzas],
    [ua, 'піца', pizzas],
    [ua, 'пицца', pizzas],
    [ua, 'pitsa', pizzas],
    [ua, 'pizza', pizzas],
    [ua, 'piz', pizzas],
    [ru, 'піц', pizzas],
    [ru, 'pizz', pizzas],
    [ua, 'філадельфія', ['philadelphia']],
    [ua, 'филадельфия', ['philadelphia']],
    [ua, 'philadelphia', ['philadelphia']],
    [ru, 'filadelfiya', ['philadelphia']],
    [ua, 'борщ', ['borshch']],
    [ru, 'borshch', ['borshch']],
    [ua, 'borsch', ['borshch']],
    [ua, 'drakon', ['dragon']],
    [ua, 'маргаріта', ['margarita']],
    [ru, 'margarita', ['margarita']],
  ])('%#: %s', (index, query, expected) => {
    expect(slugs(index, query).sort()).toEqual([...expected].sort());
  });

  it('finds a Ukrainian page dish by its Russian name and vice versa', () => {
    expect(slugs(ua, 'ветчина')).toEqual(['ham-pizza']);
    expect(slugs(ru, 'шинкою')).toEqual(['ham-pizza']);
    expect(slugs(ru, 'деруни')).toEqual(['deruny']);
  });
  it('finds dishes by the (parent) category and the composition', () => {
    expect(slugs(ua, 'суши').sort()).toEqual(['dragon', 'philadelphia']);
    expect(slugs(ua, 'sushi').sort()).toEqual(['dragon', 'philadelphia']);
    expect(slugs(ru, 'буряк')).toEqual(['borshch']);
    expect(slugs(ua, 'svekla')).toEqual(['borshch']);
  });
  it('needs every word of the query', () => {
    expect(slugs(ua, 'піца лос')).toEqual(['salmon-pizza']);
    expect(slugs(ua, 'pizza shynk')).toEqual(['ham-pizza']);
  });
});

describe('searchProducts: ranking', () => {
  it('puts the start of a word above the inside of a word', () => {
    // ветчина starts a word of the ham pizza; креветка only contains "вет".
    expect(slugs(ua, 'вет')[0]).toBe('ham-pizza');
    expect(slugs(ua, 'вет')).toEqual(expect.arrayContaining(['nigiri-shrimp', 'dragon']));
  });
  it('puts a name above the composition', () => {
    // salmon in the name of the salmon pizza, only in the composition of the philadelphia.
    expect(slugs(ua, 'лосос')).toEqual(['salmon-pizza', 'philadelphia']);
    expect(slugs(ua, 'лосось')).toEqual(['salmon-pizza', 'philadelphia']);
  });
  it("puts the page language's name above the other language's", () => {
    // Деруни (first in the menu) is "Картофельные драники" in Russian; "Картопля фрі" is Ukrainian.
    expect(slugs(ua, 'карто')).toEqual(['fries', 'deruny']);
    expect(slugs(ru, 'карто')).toEqual(['deruny', 'fries']);
  });
  it('keeps the menu order between equal matches and honours the limit', () => {
    expect(slugs(ua, 'піц')).toEqual(['margarita', 'ham-pizza', 'salmon-pizza']);
    expect(slugs(ua, 'піц', 2)).toEqual(['margarita', 'ham-pizza']);
  });
});

describe('searchProducts: nothing found', () => {
  it.each(['бургер', 'xyz', 'суп з грибами', 'ппп'])('%s', (query) => {
    expect(slugs(ua, query)).toEqual([]);
  });
});
