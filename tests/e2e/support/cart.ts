/** Cart lines as the cart stores them in localStorage (`cartProducts`, version 2), for seeding a page. */
export type StoredCartLine = Record<string, unknown>;

/**
 * One stored line: a dish at a price (UAH) and count, optionally with modifiers of one group
 * given as [modifier id, name, extra price in UAH].
 */
export function storedCartLine(
  id: string,
  productId: number,
  name: string,
  price: number,
  count = 1,
  modifiers: [number, string, number][] = [],
): StoredCartLine {
  return {
    id,
    product_id: productId,
    name,
    name_ua: name,
    price,
    count,
    discount: 0,
    weight: 300,
    main_image: { urlForList: '' },
    category: { name: 'c', name_ua: 'c' },
    modifiers_group: modifiers.length
      ? [
          {
            id: 1,
            name: 'Розмір',
            modifiers: modifiers.map(([mid, mname, mprice]) => ({ id: mid, name: mname, count: 1, pivot: { price: mprice } })),
          },
        ]
      : [],
  };
}
