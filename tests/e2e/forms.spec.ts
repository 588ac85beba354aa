import { expect, test } from '@playwright/test';
import { openPage } from './support/page';
import { expectAxeClean } from './support/axe';
import { shots, formsReceived } from './support/content';

/**
 * The cooperation, CV and director forms against the shop API: validated in the page's language,
 * wrong files refused before upload and a disguised one by the server, sent with their files.
 */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 32)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1');
const TYPING = { delay: 40 };

test('cooperation form (ru): validated in Russian, sent to the shop API', async ({ page, request }) => {
  await openPage(page, '/ru/cooperation/');
  const form = page.locator('main form');
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form.getByText('Это поле обязательно').first()).toBeVisible();
  await expect(form.getByLabel('Имя')).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, 'main');

  const name = `Партнёр ${Date.now()}`;
  await form.getByLabel('Имя').fill(name);
  await form.getByLabel('Телефон').pressSequentially('931234567', TYPING);
  await form.getByLabel('E-mail').fill('partner@farm.ua');
  await form.getByLabel('Компания (по желанию)').fill('Ферма Петра');
  await form.getByLabel('Сообщение').fill('Поставляем свежие овощи каждый день');
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Спасибо, сообщение отправлено!')).toBeVisible();
  const row = (await formsReceived(request)).find((r) => r.name === name);
  expect(row).toMatchObject({ kind: 'cooperation', company: 'Ферма Петра', email: 'partner@farm.ua', lang: 'ru' });
});

test('CV modal: wrong files refused before upload, a disguised one by the server, then sent with the file', async ({
  page,
  request,
}) => {
  const uploads: string[] = [];
  page.on('request', (r) => r.url().includes('/api/forms/cv') && uploads.push(r.method()));
  await openPage(page, '/ua/vacansii/sushi-chef/');
  await page.getByRole('button', { name: 'Відгукнутися' }).click();
  const modal = page.getByTestId('modal-cv');
  await expect(modal.getByRole('heading', { name: 'Відгукнутися на вакансію' })).toBeVisible();
  await expect(modal).toContainText('Вакансія: Сушист');

  const name = `Олена ${Date.now()}`;
  await modal.getByLabel('Ім’я').fill(name);
  await modal.getByLabel('Телефон').pressSequentially('501234567', TYPING);
  await modal.getByLabel('E-mail').fill('olena.cv@example.com');
  await modal.getByLabel('Розкажіть про свій досвід').fill('Три роки сушистом у ресторані');
  const file = modal.getByLabel('Резюме');

  await file.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 32) });
  await expect(modal.getByText('Файл завеликий: максимум 5 МБ')).toBeVisible();
  await modal.getByRole('button', { name: 'Надіслати' }).click();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, '[data-testid="modal-cv"]');
  await shots(page, 'modal-cv-error');

  await file.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: EXE });
  await expect(modal.getByText(/Цей тип файлу не підходить/)).toBeVisible();
  await modal.getByRole('button', { name: 'Надіслати' }).click();
  expect(uploads, 'nothing uploaded while the file is wrong').toEqual([]);

  // Named .pdf, but an executable inside: the server refuses it and the form says so, input kept.
  await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: EXE });
  await expect(modal.getByText(/Цей тип файлу не підходить/)).toBeHidden();
  await modal.getByRole('button', { name: 'Надіслати' }).click();
  await expect(modal.getByText(/Цей тип файлу не підходить/)).toBeVisible();
  await expect(modal.getByText('Перевірте позначені поля.')).toBeVisible();
  expect(uploads).toEqual(['POST']);
  await expect(modal.getByLabel('Ім’я')).toHaveValue(name);

  await file.setInputFiles({ name: 'Моє резюме.pdf', mimeType: 'application/pdf', buffer: PDF });
  await modal.getByRole('button', { name: 'Надіслати' }).click();
  await expect(modal.getByText('Дякуємо, повідомлення надіслано!')).toBeVisible();
  const row = (await formsReceived(request)).find((r) => r.name === name);
  expect(row).toMatchObject({ kind: 'cv', email: 'olena.cv@example.com', file_type: 'pdf', file_size: PDF.length, lang: 'uk' });
  expect(row?.vacancy_id).toEqual(expect.any(Number));
  await modal.getByRole('button', { name: 'Гаразд' }).click();
  await expect(modal).toBeHidden();
});

test('director modal from the contacts page: sent with an attachment', async ({ page, request }) => {
  await openPage(page, '/ru/page/contacts/');
  await page.getByRole('button', { name: 'Написать директору' }).click();
  const modal = page.getByTestId('modal-director');
  await expect(modal.getByRole('heading', { name: 'Написать директору' })).toBeVisible();
  const name = `Иван ${Date.now()}`;
  await modal.getByLabel('Имя').fill(name);
  await modal.getByLabel('Телефон').pressSequentially('671234567', TYPING);
  await modal.getByLabel('Сообщение').fill('Спасибо за вкусную пиццу');
  await modal.getByLabel('Вложение (по желанию)').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(modal.getByText(/photo\.png/)).toBeVisible();
  await expectAxeClean(page, '[data-testid="modal-director"]');
  await shots(page, 'modal-director');
  await modal.getByRole('button', { name: 'Отправить' }).click();
  await expect(modal.getByText('Спасибо, сообщение отправлено!')).toBeVisible();
  const row = (await formsReceived(request)).find((r) => r.name === name);
  expect(row).toMatchObject({ kind: 'director', email: null, file_type: 'png', lang: 'ru' });
});
