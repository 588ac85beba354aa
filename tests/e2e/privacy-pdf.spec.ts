import { expect, test } from '@playwright/test';
import { openPage } from './support/page';

/** The privacy policy PDF (spec section 3: the auth modal links it), one per language, written at build time. */

for (const [locale, title] of [
  ['ua', 'Політика конфіденційності'],
  ['ru', 'Политика конфиденциальности'],
] as const) {
  test(`privacy policy PDF (${locale}): served as a PDF and linked from the auth modal`, async ({ page, request }) => {
    const res = await request.get(`/docs/privacy-policy-${locale}.pdf`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    const bytes = await res.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title (UTF-16BE in its info) is the privacy page's title.
    expect(bytes.includes(Buffer.from(`\ufeff${title}`, 'utf16le').swap16())).toBe(true);

    await openPage(page, `/${locale}/auth/`);
    const link = page
      .getByTestId('auth-modal')
      .getByRole('link', { name: locale === 'ua' ? 'політикою конфіденційності' : 'политикой конфиденциальности' });
    await expect(link).toHaveAttribute('href', `/docs/privacy-policy-${locale}.pdf`);
    await expect(link).toHaveAttribute('target', '_blank');
  });
}
