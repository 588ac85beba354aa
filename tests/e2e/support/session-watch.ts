import { test, type Response } from '@playwright/test';

/**
 * For the journeys that sign a customer in by writing the token on one page and expect the next
 * page signed in: a failed test gets a short text of what the session went through (printed
 * with the failure). Twice in many runs such a journey found the next page signed out, and the
 * cause is not known yet; this says next time whether the token was still stored and what the
 * shop API answered (`me`, and every refused call).
 *
 * Call at the top level of a spec file.
 */
export function reportSessionOnFailure() {
  // A worker runs one test at a time: the log of the test under way.
  let log: string[] = [];

  test.beforeEach(({ page }) => {
    log = [];
    page.on('response', (response) => {
      const line = answerLine(response);
      if (line) log.push(line);
    });
    page.on('requestfailed', (request) => {
      if (isMe(new URL(request.url()).pathname)) log.push(`me failed (${request.failure()?.errorText ?? 'no reason'})`);
    });
  });

  test.afterEach(async ({ page }, info) => {
    if (info.status === info.expectedStatus) return;
    const token = await page
      .evaluate(() => localStorage.getItem('token') !== null)
      .then(
        (stored) => (stored ? 'stored' : 'not stored'),
        () => 'unreadable',
      );
    await info.attach('session', {
      body: `token ${token}; ${log.join('; ') || 'no me call, nothing refused'}`,
      contentType: 'text/plain',
    });
  });
}

const isMe = (pathname: string) => pathname === '/api/auth/me';

/**
 * `me 200 bearer`, `401 POST /api/promo/check bearer`: the `me` calls, and the calls answered 401,
 * 403, 429 or 5xx (a journey's own 422s are left out); null for the rest.
 */
function answerLine(response: Response): string | null {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/api/')) return null;
  const status = response.status();
  const bearer = response.request().headers().authorization ? 'bearer' : 'no token';
  if (isMe(url.pathname)) return `me ${status} ${bearer}`;
  if (![401, 403, 429].includes(status) && status < 500) return null;
  return `${status} ${response.request().method()} ${url.pathname} ${bearer}`;
}
