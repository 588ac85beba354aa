import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/page';
import { expectAxeClean } from './support/axe';
import { API, modal, registerUser } from './support/auth';

/**
 * No account pre-takeover by e-mail (issue 43): someone registers with another person's e-mail;
 * that person's Google sign-in with it lands on the e-mail conflict screen (uk and ru), not in the
 * account. Once the link e-mailed to the address is opened, the same sign-in enters the account.
 */
const TEXT = {
  ua: {
    google: 'Увійти через Google',
    title: 'Цей e-mail не підтверджено',
    body: /Увійдіть за номером телефону: паролем або кодом з SMS/,
    another: 'Спробувати інший спосіб',
    login: 'Вхід',
    confirmed: (email: string) => `E-mail ${email} підтверджено`,
  },
  ru: {
    google: 'Войти через Google',
    title: 'Этот e-mail не подтверждён',
    body: /Войдите по номеру телефона: паролем или кодом из SMS/,
    another: 'Попробовать другой способ',
    login: 'Вход',
    confirmed: (email: string) => `E-mail ${email} подтверждён`,
  },
} as const;

/** Google's popup (the stand-in), choosing the account of `email` as its account chooser would. */
async function googleAs(page: Page, label: string, email: string) {
  const popupPromise = page.waitForEvent('popup');
  await modal(page).getByRole('button', { name: label }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/api\/dev\/social\/google\?/);
  await popup.getByLabel(/Use another account/).fill(email);
  await popup.getByRole('button', { name: 'Choose this account' }).click();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: `Continue as (${email})` }).click();
  await closed;
}

for (const lang of ['ua', 'ru'] as const) {
  test(`${lang}: Google with an e-mail another account only claims -> the conflict screen; after its link, Google enters that account`, async ({
    page,
    request,
  }) => {
    const t = TEXT[lang];
    const claimer = await registerUser(request, 'Власник Адреси');

    await openPage(page, `/${lang}/news/?auth=login`);
    await expect(modal(page).getByRole('heading', { level: 2, name: t.login })).toBeVisible();
    await googleAs(page, t.google, claimer.email);
    const heading = modal(page).getByRole('heading', { name: t.title });
    await expect(heading).toBeVisible();
    // The keyboard starts on the way out: the phone sign-in.
    await expect(modal(page).getByRole('button', { name: t.another })).toBeFocused();
    await expect(modal(page).getByRole('alert')).toContainText(t.body);
    await expectAxeClean(page, '[data-testid="auth-modal"]');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // It offers the phone sign-in: the login form again.
    await modal(page).getByRole('button', { name: t.another }).click();
    await expect(modal(page).getByRole('heading', { level: 2, name: t.login })).toBeVisible();
    await page.keyboard.press('Escape');

    // The owner of the address opens the link e-mailed to it (the e-mail stand-in's outbox).
    const mail = (await (await request.get(`${API}/api/dev/email/outbox`, { params: { to: claimer.email } })).json()) as {
      text: string;
    }[];
    const link = new URL(/(http\S+)/.exec(mail.at(-1)!.text)![1]);
    expect(link.searchParams.get('auth')).toBe('email-confirm');
    await openPage(page, `/${lang}/news/${link.search}`);
    await expect(page.getByTestId('toast').filter({ hasText: t.confirmed(claimer.email) })).toBeVisible();
    // The token left the address bar.
    await expect(page).toHaveURL(new RegExp(`/${lang}/news/$`));

    await openPage(page, `/${lang}/news/?auth=login`);
    await googleAs(page, t.google, claimer.email);
    await expect(modal(page)).toBeHidden();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const profile = await (await request.get(`${API}/api/profile`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(profile).toMatchObject({ phone: claimer.e164, email: claimer.email, email_confirmed: true });
  });
}
