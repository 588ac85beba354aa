/**
 * What the content specs share: the shop API's address, screenshots at 1366 and 390 px (under
 * test-results/content-screens), and the forms the shop API received (its dev list).
 */
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from './api';

const SHOTS = path.join('test-results', 'content-screens');

/** A screenshot at 1366 px and at 390 px (then back to the desktop width). */
export async function shots(page: Page, name: string, { fullPage = false } = {}) {
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  await page.screenshot({ path: path.join(SHOTS, `${name}-1366.png`), fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200); // layout settles after the resize
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage });
  await page.setViewportSize(size);
}

export async function formsReceived(request: APIRequestContext) {
  const res = await request.get(`${API}/api/dev/forms`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as {
    kind: string;
    name: string;
    company: string | null;
    email: string | null;
    lang: string;
    vacancy_id: number | null;
    file_type: string | null;
    file_size: number | null;
  }[];
}
