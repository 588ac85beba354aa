/**
 * Modifier choice rules of the product page (spec: modifier modal; group min/max enforced).
 * A group's `min`/`max` bound the total count picked in it; each modifier has its own
 * `max_count`. Prices are UAH per unit (`pivot.price`).
 */
export interface Modifier {
  id: number;
  name: string;
  max_count: number;
  pivot: { price: number };
  /** Off right now (the live menu): shown, but cannot be picked. */
  off?: boolean;
}

export interface ModifierGroup {
  id: number;
  name: string;
  min: number;
  max: number;
  modifiers: Modifier[];
}

/** modifier id -> chosen count */
export type ModifierCounts = Record<number, number>;

export type GroupProblem = { groupId: number; kind: 'below_min' | 'above_max'; limit: number };

export function groupTotal(group: ModifierGroup, counts: ModifierCounts): number {
  return group.modifiers.reduce((sum, m) => sum + (counts[m.id] ?? 0), 0);
}

/** Pre-selection: a required single-choice group (min 1, max 1) starts with its first option that is not off. */
export function initialCounts(groups: ModifierGroup[]): ModifierCounts {
  const counts: ModifierCounts = {};
  for (const g of groups) {
    const first = g.modifiers.find((m) => !m.off);
    if (g.min >= 1 && g.max === 1 && first) counts[first.id] = 1;
  }
  return counts;
}

export function validateChoice(groups: ModifierGroup[], counts: ModifierCounts): GroupProblem[] {
  const problems: GroupProblem[] = [];
  for (const g of groups) {
    const total = groupTotal(g, counts);
    if (total < g.min) problems.push({ groupId: g.id, kind: 'below_min', limit: g.min });
    else if (total > g.max) problems.push({ groupId: g.id, kind: 'above_max', limit: g.max });
  }
  return problems;
}

/** Whether one more of this modifier may be added (its own limit and its group's max). */
export function canIncrement(group: ModifierGroup, modifier: Modifier, counts: ModifierCounts): boolean {
  if (modifier.off) return false;
  if (group.max === 1) return true; // single choice: picking switches the option
  return (counts[modifier.id] ?? 0) < modifier.max_count && groupTotal(group, counts) < group.max;
}

/** Picks (or adds one more of) a modifier; in a single-choice group it replaces the previous pick. */
export function increment(group: ModifierGroup, modifier: Modifier, counts: ModifierCounts): ModifierCounts {
  if (modifier.off) return counts;
  if (group.max === 1) {
    const next = { ...counts };
    for (const m of group.modifiers) delete next[m.id];
    next[modifier.id] = 1;
    return next;
  }
  if (!canIncrement(group, modifier, counts)) return counts;
  return { ...counts, [modifier.id]: (counts[modifier.id] ?? 0) + 1 };
}

export function decrement(group: ModifierGroup, modifier: Modifier, counts: ModifierCounts): ModifierCounts {
  const current = counts[modifier.id] ?? 0;
  if (current === 0) return counts;
  // A required single choice cannot be emptied; pick another option instead.
  if (group.max === 1 && group.min >= 1) return counts;
  const next = { ...counts, [modifier.id]: current - 1 };
  if (next[modifier.id] === 0) delete next[modifier.id];
  return next;
}

/**
 * How a group's min/max reads beside its name (issue 41: a required size said "від 1 до 1"): a text
 * key of common.json and its values. Required single choice, optional single choice, optional up
 * to a number, an exact number, or a range.
 */
export function groupRuleText(group: Pick<ModifierGroup, 'min' | 'max'>): { key: string; vars: Record<string, number> } {
  const { min, max } = group;
  if (max === 1) return { key: min >= 1 ? 'modifier_rule_pick_one' : 'modifier_rule_optional_one', vars: {} };
  if (min === 0) return { key: 'modifier_rule_optional_up_to', vars: { max } };
  if (min === max) return { key: 'modifier_rule_exactly', vars: { count: min } };
  return { key: 'modifier_rule_range', vars: { min, max } };
}

/** Unit price with modifiers, UAH: base + sum(count x pivot.price). */
export function unitPriceWithModifiers(basePrice: number, groups: ModifierGroup[], counts: ModifierCounts): number {
  let price = basePrice;
  for (const g of groups) for (const m of g.modifiers) price += (counts[m.id] ?? 0) * m.pivot.price;
  return Math.round(price * 100) / 100;
}
