/**
 * What the profile specs (profile*.spec.ts) share: a customer's browser signed in with a token,
 * the masked phone retyped, screenshots, the phone-width check, toasts, orders through the API and
 * a tiny PNG for uploads.
 */
import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { openPage } from './page';
import { placePickupOrder } from './orders';
import type { Customer } from './customers';

export const FONDANT = { id: 71, name: 'Шоколадний фондан', price: 139 };
export const TEA = { id: 79, name: 'Зелений чай', price: 49 };

/** Logs the browser in with the token, as the session stores it, then opens the path. */
export async function openAs(page: Page, customer: Customer, path: string) {
  await openPage(page, '/');
  await page.evaluate((token) => localStorage.setItem('token', token), customer.token);
  await openPage(page, path);
  await expect(page.getByTestId('profile')).toBeVisible();
}

/**
 * Empties the masked phone field with Backspace, through the mask's delimiters and the operator
 * code, down to '+38 (0', with no time between the presses, and types the 9 national digits after
 * the 0. Back-to-back Backspaces once lost all but the first on the Pixel project (cleave's Android
 * timer, see PhoneInput's formatSynchronously).
 */
export async function retypePhone(input: Locator, digits: string) {
  await input.click();
  await input.press('End');
  for (let i = 0; i < 12; i++) await input.press('Backspace');
  await expect(input).toHaveValue(/^(\+38 \(0)?$/);
  await input.pressSequentially(digits, { delay: 40 });
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;

export async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: `test-results/profile-screens/${info.project.name}-${name}.png`, fullPage: true });
}

/** No sideways scrolling on phones. */
export async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The toast with this text (earlier ones may still be on screen). */
export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).last();

/** An order through the API for the customer: pickup, cash, the given dishes at their current prices. */
export const placeOrder = (request: APIRequestContext, c: Customer, items: { id: number; price: number; count: number }[]) =>
  placePickupOrder(request, { name: c.name, phone: c.phone, token: c.token, items });

// ---- a tiny PNG for the avatar upload --------------------------------------------------------
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
/** A size x size red-and-orange PNG. */
export function png(size = 32): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) rows.push(0xc2, (x + y) % 2 ? 0x3b : 0x90, 0x22);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
