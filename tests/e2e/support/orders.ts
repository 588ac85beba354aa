import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { phoneProof } from './phone';
import { API } from './api';

export interface PlacedOrder {
  id: number;
  number: number;
  created_at: string;
  /** The order's secret: a guest's browser reads, pays and reviews the order with it (`?secret=`). */
  secret: string;
}

/**
 * Keeps the orders' secrets in the page's localStorage (`orderSecrets`) as checkout does when it
 * places an order: without them the shop API does not show a guest's order to the browser.
 */
export async function keepOrderSecrets(page: Page, orders: PlacedOrder[]) {
  await page.evaluate(
    (secrets) => localStorage.setItem('orderSecrets', JSON.stringify({ version: 1, secrets })),
    orders.map((o) => [o.id, o.secret]),
  );
}

/**
 * An order straight through the shop API: pickup at point 1, as soon as possible, cash, one set of
 * cutlery. Items are dishes at their current prices (UAH); a token places it for that customer,
 * without one the guest's order carries the proof of its phone.
 */
export async function placePickupOrder(
  request: APIRequestContext,
  order: { name: string; phone: string; token?: string; items: { id: number; price: number; count: number }[] },
): Promise<PlacedOrder> {
  const res = await request.post(`${API}/api/orders`, {
    headers: order.token ? { authorization: `Bearer ${order.token}` } : {},
    data: {
      cart_guid: crypto.randomUUID(),
      items: order.items.map((l, i) => ({ id: `l${i}`, product_id: l.id, count: l.count, price: l.price, modifiers: [] })),
      name: order.name,
      phone: order.phone,
      // A guest proves the phone (issue 43): the proof a right SMS code earns.
      ...(order.token ? {} : { phone_proof: await phoneProof(request, order.phone) }),
      delivery_type: 'pickup',
      pickup_point_id: 1,
      time: 'asap',
      pay_type: 'cash',
      cutlery: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as PlacedOrder;
}
