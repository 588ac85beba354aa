import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/page';
import { register } from './support/customers';
import { API } from './support/api';

/**
 * The forgot-password journey end to end, as a customer lives it (issue 43): the code or link
 * comes out of the SMS and e-mail stand-ins (what the providers would deliver), in uk and ru.
 */
const modal = (page: Page) => page.getByTestId('auth-modal');

test('uk, by phone: the SMS carries a 6-digit code; typed into the form it sets the new password', async ({ page, request }) => {
  const c = await register(request, 'Забудько Телефонний');
  await openPage(page, '/?auth=forgot');
  await modal(page).getByLabel('E-mail або телефон').fill(c.phone.replace('+38', ''));
  await modal(page).getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Код для зміни пароля надіслано на ваш телефон' })).toBeVisible();
  const sms = (await (await request.get(`${API}/api/dev/sms/outbox`, { params: { phone: c.phone } })).json()) as {
    text: string;
  }[];
  const code = /Код для зміни пароля: (\d{6})/.exec(sms.at(-1)!.text)![1];
  await modal(page).getByLabel('Код із повідомлення').fill(code);
  await modal(page).getByLabel('Новий пароль', { exact: true }).fill('phone-reset-7');
  await modal(page).getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Пароль успішно змінено' })).toBeVisible();
  const login = await request.post(`${API}/api/auth/login`, { data: { phone: c.phone, password: 'phone-reset-7' } });
  expect(login.status()).toBe(200);
  // The old session ended with the reset.
  expect((await request.get(`${API}/api/auth/me`, { headers: { authorization: `Bearer ${c.token}` } })).status()).toBe(401);
});

test('ru, by e-mail: the e-mail carries a link to the Russian site; it opens the new-password form', async ({
  page,
  request,
}) => {
  const c = await register(request, 'Забывчивый Почтовый');
  await openPage(page, '/ru/?auth=forgot');
  await modal(page).getByLabel('E-mail или телефон').fill(c.email);
  await modal(page).getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Ссылка для смены пароля отправлена на вашу почту' })).toBeVisible();
  const mail = (await (await request.get(`${API}/api/dev/email/outbox`, { params: { to: c.email } })).json()) as {
    subject: string;
    text: string;
  }[];
  expect(mail.at(-1)!.subject).toBe('Смена пароля');
  const link = new URL(/(http\S+)/.exec(mail.at(-1)!.text)![1]);
  expect(link.pathname).toBe('/ru/');
  await openPage(page, `${link.pathname}${link.search}`);
  await expect(modal(page).getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
  await expect(modal(page).getByLabel('Код из сообщения')).toHaveCount(0);
  await modal(page).getByLabel('Новый пароль', { exact: true }).fill('mail-reset-7');
  await modal(page).getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Пароль успешно изменен' })).toBeVisible();
  const login = await request.post(`${API}/api/auth/login`, { data: { phone: c.phone, password: 'mail-reset-7' } });
  expect(login.status()).toBe(200);
});
