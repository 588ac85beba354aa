import { expect, test, type Page } from '@playwright/test';
import { openCheckout, restaurantPickupPoint } from './support/faults';

let pickupPointId = '';
test.beforeAll(async ({ request }) => {
  pickupPointId = await restaurantPickupPoint(request);
});

/**
 * The restored draft holds a pickup point, the list is still on its way (held here) and the
 * customer confirms at once: the submit is not refused with "choose a pickup point", the button
 * stays busy and no order goes out until the list has come; then the point is checked against it.
 */
test.describe('order submit before the pickup points load', () => {
  test.beforeEach(() => test.skip(test.info().project.name !== 'desktop', 'not about layout'));

  /** Holds GET /api/pickup-points until `release()`; `edit` changes the list the page gets. */
  async function holdPickupPoints(page: Page, edit: (points: { id: number; available: boolean; reason: string }[]) => void) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(
      (url) => url.pathname === '/api/pickup-points',
      async (route) => {
        asked++;
        const response = await route.fetch();
        const points = await response.json();
        edit(points);
        await held;
        await route.fulfill({ response, json: points });
      },
    );
    return { release: () => release(), asked: () => asked };
  }

  async function trackOrders(page: Page) {
    const posted: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/orders' && r.method() === 'POST') posted.push(r.postData() ?? '');
    });
    return posted;
  }

  test('an available point: the submit waits for the list, then the order goes through', async ({ page }) => {
    const list = await holdPickupPoints(page, () => {});
    const posted = await trackOrders(page);
    await openCheckout(page, pickupPointId);
    await expect.poll(list.asked).toBeGreaterThan(0);
    const submit = page.getByTestId('checkout-submit');
    await submit.click();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveText('Надсилаємо замовлення…');
    await page.waitForTimeout(1_000);
    expect(posted).toHaveLength(0); // nothing sent before the point is checked
    await expect(page.getByText('Оберіть точку самовивозу')).toHaveCount(0);
    list.release();
    await expect(page.getByTestId('thankyou-number')).toContainText('прийнято', { timeout: 15_000 });
    expect(posted).toHaveLength(1);
    expect(JSON.parse(posted[0]).pickup_point_id).toBe(Number(pickupPointId));
  });

  test('a point the list says is unavailable: refused with its reason, no order sent', async ({ page }) => {
    const list = await holdPickupPoints(page, (points) => {
      const chosen = points.find((p) => String(p.id) === pickupPointId)!;
      chosen.available = false;
      chosen.reason = 'Санітарний день';
    });
    const posted = await trackOrders(page);
    await openCheckout(page, pickupPointId);
    await expect.poll(list.asked).toBeGreaterThan(0);
    const submit = page.getByTestId('checkout-submit');
    await submit.click();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    list.release();
    const form = page.getByRole('form', { name: 'Оформлення замовлення' });
    await expect(form.locator('#checkout-pickupPointId-error')).toHaveText(
      'Ця точка самовивозу тимчасово недоступна. Оберіть іншу або доставку',
    );
    await expect(submit).toBeEnabled();
    await page.waitForTimeout(500);
    expect(posted).toHaveLength(0);
    await expect(page.getByTestId('thankyou-number')).toHaveCount(0);
  });
});
