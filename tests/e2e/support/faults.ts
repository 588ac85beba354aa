/**
 * The fault matrix's tools (faults.spec.ts, faults-pickup-points.spec.ts): the faults injected with
 * page.route, the messages the client shows for each, and the checkout opened from a restored draft.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { openPage } from './page';
import { storedCartLine } from './cart';
import { CONFIRMED_PHONES_KEY, confirmedPhones } from './phone';
import { API } from './api';

export type Fault = '500' | 'abort' | 'connection reset' | 'timeout' | 'invalid JSON' | '8 s delay';
export const FAULTS: Fault[] = ['500', 'abort', 'connection reset', 'timeout', 'invalid JSON', '8 s delay'];
export const DELAY_MS = 8_000;

/** The client's message for each fault (locales/ua/common.json, api_*), where the action shows it as is. */
export const API_MESSAGE: Record<Exclude<Fault, '8 s delay'>, string> = {
  '500': 'Сталася помилка на сервері. Спробуйте трохи пізніше.',
  abort: 'Немає з’єднання з сервером. Перевірте інтернет і спробуйте ще раз.',
  'connection reset': 'Немає з’єднання з сервером. Перевірте інтернет і спробуйте ще раз.',
  timeout: 'Немає з’єднання з сервером. Перевірте інтернет і спробуйте ще раз.',
  'invalid JSON': 'Сервер надіслав незрозумілу відповідь. Спробуйте ще раз.',
};
export const SLOW_MESSAGE = 'Сервер відповідає довше, ніж зазвичай. Зачекайте — нічого не втрачено.';
/** checkout_err_retry (locales/ua/checkout.json): what a lost order answer says. */
export const ORDER_RETRY_MESSAGE =
  'Не вдалося підтвердити замовлення: немає зв’язку із сервером або він не відповів. Кошик і дані збережено — натисніть «Підтвердити замовлення» ще раз (дубля не буде)';
/** auth_code_lost (locales/ua/auth.json): the code step after "code already sent" with the secret id lost. */
export const CODE_LOST_MESSAGE =
  'Код уже надіслано на цей номер, але відповідь сервера з ним загубилася, тож цей код не спрацює. Запросіть новий, щойно закінчиться відлік на кнопці нижче.';
/** The faults that may lose an answer the server has already given (the request reached it). */
export const ANSWER_LOST: Fault[] = ['connection reset', 'timeout', 'invalid JSON'];
/** tr_status_stale (locales/ua/tracking.json): the popup's note after a failed poll. */
export const STALE_STATUS_MESSAGE = 'Не вдалося оновити статус. Показуємо останній відомий, спробуємо ще раз.';

/**
 * Answers `route` with the fault, once. `reachServer`: the request reaches the shop API first and
 * only its answer is lost or broken (the hard case for duplicates: the server did the work).
 * Returns the shop API's own answer (text) when the request reached it, else null.
 */
export async function injectFault(route: Route, fault: Fault, reachServer: boolean): Promise<string | null> {
  switch (fault) {
    case '500':
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' });
      return null;
    case 'abort':
      await route.abort('failed');
      return null;
    case 'connection reset':
    case 'timeout': {
      const served = reachServer ? await (await route.fetch()).text() : null;
      await route.abort(fault === 'timeout' ? 'timedout' : 'connectionreset');
      return served;
    }
    case 'invalid JSON': {
      const response = reachServer ? await route.fetch() : null;
      const served = response ? await response.text() : null;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"id": 12, "status": "ne',
        ...(response ? { response } : {}),
      });
      return served;
    }
    case '8 s delay': {
      const response = await route.fetch();
      // Read before answering: once the page has its answer the test may end, and with it the response.
      const served = await response.text();
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      await route.fulfill({ response });
      return served;
    }
  }
}

/** Routes the first matching call into the fault, lets later ones through; returns the calls seen. */
export async function faultOnce(page: Page, path: string, fault: Fault, reachServer = false, method = 'POST') {
  const calls: { body: string; faulted: boolean; served?: string | null }[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== method) return route.continue();
      const faulted = !calls.some((c) => c.faulted);
      const call: (typeof calls)[number] = { body: route.request().postData() ?? '', faulted };
      calls.push(call);
      if (faulted) call.served = await injectFault(route, fault, reachServer);
      else await route.continue();
    },
  );
  return calls;
}

/** After the fault's answer (or, for the delay, while waiting): the page says so in Ukrainian. */
export async function expectFaultMessage(page: Page, fault: Fault, own: string | null) {
  if (fault === '8 s delay') await expect(page.getByTestId('progress-slow')).toHaveText(SLOW_MESSAGE, { timeout: 7_000 });
  else await expect(page.getByText(own ?? API_MESSAGE[fault]).first()).toBeVisible();
}

export const LINES = [storedCartLine('l-marg', 1, 'Піца Маргарита', 179, 2), storedCartLine('l-cola', 76, 'Кола', 45, 1)];
export const COMMENT = 'Без цибулі, дзвоніть у двері';

/** The restaurant's pickup point on Дерибасівська (the one the checkout draft chooses), as an id string. */
export async function restaurantPickupPoint(request: APIRequestContext): Promise<string> {
  const points = (await (await request.get(`${API}/api/pickup-points?lang=ukrainian`)).json()) as { id: number; name: string }[];
  return String(points.find((p) => p.name.includes('Дерибасівській'))?.id ?? points[0].id);
}

/** The checkout with a saved cart and a restored draft (guest, pickup, cash): ready to submit. */
export async function openCheckout(page: Page, pickupPointId: string) {
  const guid = randomUUID();
  await page.addInitScript(
    ({ lines, draft, guid, key, confirmed }) => {
      if (sessionStorage.getItem('faults-init')) return; // once: reloads keep what the page saved
      sessionStorage.setItem('faults-init', '1');
      localStorage.setItem('cartProducts', JSON.stringify({ version: 2, lines }));
      localStorage.setItem('cartGuid', guid);
      localStorage.setItem(key, confirmed);
      sessionStorage.setItem('checkoutDraft', JSON.stringify(draft));
    },
    {
      lines: LINES,
      guid,
      // A returning guest: the phone was confirmed by SMS on this browser before (decision 090).
      key: CONFIRMED_PHONES_KEY,
      confirmed: await confirmedPhones(page.request, '+380501112233'),
      draft: {
        values: {
          name: 'Іван Тестовий',
          phone: '+38 (050) 111 22 33',
          email: 'ivan@example.com',
          deliveryType: 'pickup',
          pickupPointId,
          payType: 'cash',
          comment: COMMENT,
        },
        promoCode: null,
      },
    },
  );
  await openPage(page, '/ua/checkout/');
  await expect(page.getByRole('form', { name: 'Оформлення замовлення' })).toBeVisible();
  await expect(page.getByTestId('summary-line')).toHaveCount(2);
  // The second pizza's 10 % arrives with the discount check; its row moves the submit button 30 px
  // down, and a click sent while it moves can land on the row above (likely on a busy CI machine).
  await expect(page.getByTestId('summary-discount')).toBeVisible();
}

export async function expectCartKept(page: Page, lines: [string, number][]) {
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartProducts') ?? '{}').lines ?? []);
  expect(stored.map((l: { name: string; count: number }) => [l.name, l.count])).toEqual(lines);
}
