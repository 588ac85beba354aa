import { comboKeyAction, movedActive, pickedAddress, searchText, stillFits } from './address-search-rules';

test.each<[string | null, string | null]>([
  [null, null],
  ['', null],
  [' Д ', null],
  ['Де', 'Де'],
  ['  Дерибасівська   5 ', 'Дерибасівська 5'],
])('searchText(%p) = %p', (typed, expected) => {
  expect(searchText(typed)).toBe(expected);
});

test.each([
  // A suggestion with a house sets both.
  [{ street: 'Дерибасівська', house: '5' }, '', { street: 'Дерибасівська', house: '5' }],
  [{ street: 'Дерибасівська', house: '12а' }, '7', { street: 'Дерибасівська', house: '12а' }],
  // A street alone keeps the house typed so far.
  [{ street: 'Канатна', house: '' }, '22', { street: 'Канатна', house: '22' }],
  [{ street: 'Канатна', house: '' }, '', { street: 'Канатна', house: '' }],
])('pickedAddress(%p, %p)', (suggestion, house, expected) => {
  expect(pickedAddress(suggestion, house)).toEqual(expected);
});

test.each<[string, boolean, ReturnType<typeof comboKeyAction>]>([
  ['ArrowDown', false, 'next'],
  ['ArrowUp', true, 'previous'],
  ['Enter', true, 'choose'],
  // Enter with no option marked submits the form as usual.
  ['Enter', false, null],
  ['Escape', false, 'close'],
  ['Home', true, null],
  ['a', true, null],
])('key %s (an option marked: %s) -> %s', (key, hasActive, action) => {
  expect(comboKeyAction(key, hasActive)).toBe(action);
});

test.each<[number, number, 'next' | 'previous', number]>([
  [-1, 3, 'next', 0],
  [0, 3, 'next', 1],
  [2, 3, 'next', 0],
  [-1, 3, 'previous', 2],
  [0, 3, 'previous', 2],
  [2, 3, 'previous', 1],
  [-1, 0, 'next', -1],
])('movedActive(%i of %i, %s) = %i', (active, count, action, expected) => {
  expect(movedActive(active, count, action)).toBe(expected);
});

test.each<[string, string, boolean]>([
  ['Дериб', 'Дериб', true],
  ['Дериб', 'Дерибасівська 5', true],
  ['дериб', 'Дериб', true],
  // Cut or replaced: the old street must not stay on screen to be picked.
  ['Дерибасівська', 'Дериб', false],
  ['Дерибасівська 5', 'Приморська', false],
])('suggestions for %p still fit %p: %p', (answered, typed, fits) => {
  expect(stillFits(answered, typed)).toBe(fits);
});
