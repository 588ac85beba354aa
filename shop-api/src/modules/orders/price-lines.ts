import { validationError } from '../../http/errors';
import type { OrderableProduct } from '../catalogue';
import { unitPrice } from './order-rules';

type Line = { id?: string; product_id: number; count: number; price: number; modifiers?: { id: number; count: number }[] };

/** Server prices of cart lines; unknown or hidden dishes and unknown modifiers are 422 field errors. */
export function priceLines(products: Map<number, OrderableProduct>, items: Line[]) {
  const errors: Record<string, string> = {};
  items.forEach((item, i) => {
    const p = products.get(item.product_id);
    if (!p || p.hidden) errors[`items.${i}.product_id`] = 'validation_exists';
    else if ((item.modifiers ?? []).some((m) => !p.modifiers.get(m.id) || p.modifiers.get(m.id)!.hidden))
      errors[`items.${i}.modifiers`] = 'modifier_gone';
  });
  if (Object.keys(errors).length) throw validationError(errors);
  return items.map((item, i) => {
    const p = products.get(item.product_id)!;
    return {
      id: item.id ?? String(i),
      unitPrice: unitPrice(p, item.modifiers),
      count: item.count,
      isPizza: p.workshop === 'pizza',
      product: p,
    };
  });
}
