import {
  canIncrement,
  decrement,
  increment,
  groupRuleText,
  initialCounts,
  unitPriceWithModifiers,
  validateChoice,
  type ModifierGroup,
} from './modifiers';

const size: ModifierGroup = {
  id: 1,
  name: 'Розмір',
  min: 1,
  max: 1,
  modifiers: [
    { id: 11, name: '30 см', max_count: 1, pivot: { price: 0 } },
    { id: 12, name: '40 см', max_count: 1, pivot: { price: 90 } },
  ],
};
const toppings: ModifierGroup = {
  id: 2,
  name: 'Додатки',
  min: 0,
  max: 3,
  modifiers: [
    { id: 21, name: 'Сир', max_count: 2, pivot: { price: 25 } },
    { id: 22, name: 'Бекон', max_count: 2, pivot: { price: 35 } },
  ],
};
const groups = [size, toppings];

describe('modifier choice', () => {
  it('pre-selects the first option of a required single choice', () => {
    expect(initialCounts(groups)).toEqual({ 11: 1 });
  });
  it('switches a single choice instead of adding', () => {
    expect(increment(size, size.modifiers[1], { 11: 1 })).toEqual({ 12: 1 });
  });
  it('cannot empty a required single choice', () => {
    expect(decrement(size, size.modifiers[0], { 11: 1 })).toEqual({ 11: 1 });
  });
  it.each([
    [{ 21: 0 }, true],
    [{ 21: 1 }, true],
    [{ 21: 2 }, false], // modifier's own max_count
    [{ 21: 1, 22: 2 }, false], // group max 3 reached
  ])('with %j one more cheese allowed: %s', (counts, allowed) => {
    expect(canIncrement(toppings, toppings.modifiers[0], counts)).toBe(allowed);
  });
  it('does not go past a limit or below zero', () => {
    expect(increment(toppings, toppings.modifiers[0], { 21: 2 })).toEqual({ 21: 2 });
    expect(decrement(toppings, toppings.modifiers[0], {})).toEqual({});
    expect(decrement(toppings, toppings.modifiers[0], { 21: 1 })).toEqual({});
  });
  it.each([
    [{}, [{ groupId: 1, kind: 'below_min', limit: 1 }]],
    [{ 11: 1 }, []],
    [{ 11: 1, 21: 2, 22: 2 }, [{ groupId: 2, kind: 'above_max', limit: 3 }]],
  ])('validates %j', (counts, problems) => {
    expect(validateChoice(groups, counts)).toEqual(problems);
  });
  it('adds count x pivot.price to the unit price (UAH)', () => {
    expect(unitPriceWithModifiers(189, groups, { 12: 1, 21: 2, 22: 1 })).toBe(189 + 90 + 50 + 35);
  });
});

describe('modifiers that are off (the live menu)', () => {
  const off = (g: ModifierGroup, id: number): ModifierGroup => ({
    ...g,
    modifiers: g.modifiers.map((m) => (m.id === id ? { ...m, off: true } : m)),
  });
  const sizeFirstOff = off(size, 11);

  it('are never pre-selected: a required choice starts with the first one that is on', () => {
    expect(initialCounts([sizeFirstOff])).toEqual({ 12: 1 });
    expect(initialCounts([off(sizeFirstOff, 12)])).toEqual({});
  });

  it('cannot be picked or added', () => {
    const m = sizeFirstOff.modifiers[0];
    expect(canIncrement(sizeFirstOff, m, {})).toBe(false);
    expect(increment(sizeFirstOff, m, { 12: 1 })).toEqual({ 12: 1 });
  });
});

describe('how a group says its limits (issue 41: a required size read "від 1 до 1")', () => {
  it.each([
    [1, 1, 'modifier_rule_pick_one', {}],
    [0, 1, 'modifier_rule_optional_one', {}],
    [0, 3, 'modifier_rule_optional_up_to', { max: 3 }],
    [2, 2, 'modifier_rule_exactly', { count: 2 }],
    [1, 2, 'modifier_rule_range', { min: 1, max: 2 }],
  ])('min %i, max %i: %s', (min, max, key, vars) => {
    expect(groupRuleText({ min, max })).toEqual({ key, vars });
  });
});
