import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../test/render';
import { installFetch, invalid, ok, type FetchCall, type Reply } from '../profile/test-fetch';
import ContactForm from './ContactForm';
import { MAX_FILE_BYTES } from './form-rules';

let calls: FetchCall[];
let replies: Reply[];
beforeEach(() => {
  replies = [];
  calls = installFetch(({ path }) =>
    path.startsWith('/api/forms/') ? (replies.shift() ?? ok({ id: 1, message: 'form_sent' })) : undefined,
  );
});

const sized = (name: string, size: number, type = 'application/pdf') =>
  Object.defineProperty(new File(['%PDF-1.4'], name, { type }), 'size', { value: size }) as File;

async function fillCv(
  user: ReturnType<typeof userEvent.setup>,
  labels: { name: string; phone: string; email: string; message: string },
) {
  await user.type(screen.getByLabelText(labels.name), 'Олена');
  await user.type(screen.getByLabelText(labels.phone), '501234567');
  await user.type(screen.getByLabelText(labels.email), 'olena@example.com');
  await user.type(screen.getByLabelText(labels.message), 'Працювала кухарем 3 роки');
}
const UA = { name: 'Ім’я', phone: 'Телефон', email: 'E-mail', message: 'Розкажіть про свій досвід' };

describe('the CV form', () => {
  test('every field is required, messages in Russian, nothing is sent', async () => {
    const user = userEvent.setup();
    renderInLocale(<ContactForm kind="cv" vacancyId={3} />, 'ru');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findAllByText('Это поле обязательно')).toHaveLength(4);
    expect(screen.getByText('Заполните это поле')).toBeInTheDocument();
    expect(screen.getByLabelText('Резюме')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  test.each([
    ['too large', sized('cv.pdf', MAX_FILE_BYTES + 1), 'Файл завеликий: максимум 5 МБ'],
    ['of a wrong type', sized('setup.exe', 2000, 'application/octet-stream'), /Цей тип файлу не підходить/],
  ])('a file %s is refused when chosen, before any upload', async (_name, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    renderInLocale(<ContactForm kind="cv" />, 'ua');
    await user.upload(screen.getByLabelText('Резюме'), file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await fillCv(user, UA);
    await user.click(screen.getByRole('button', { name: 'Надіслати' }));
    await waitFor(() => expect(screen.getByLabelText('Резюме')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls).toHaveLength(0);
  });

  test('sends multipart with the file, the vacancy and the phone as +380; then thanks', async () => {
    const user = userEvent.setup();
    const done = jest.fn();
    renderInLocale(<ContactForm kind="cv" vacancyId={3} onDone={done} />, 'ua');
    await fillCv(user, UA);
    await user.upload(screen.getByLabelText('Резюме'), sized('Моє резюме.pdf', 340 * 1024));
    expect(screen.getByText('Моє резюме.pdf · 340 КБ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByText('Дякуємо, повідомлення надіслано!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe('/api/forms/cv');
    const body = calls[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('phone')).toBe('+380501234567');
    expect(body.get('vacancy_id')).toBe('3');
    expect(body.get('email')).toBe('olena@example.com');
    expect((body.get('file') as File).name).toBe('Моє резюме.pdf');
    await user.click(screen.getByRole('button', { name: 'Гаразд' }));
    expect(done).toHaveBeenCalled();
  });

  test("the server's refusal of the file shows on the file field; the input stays", async () => {
    const user = userEvent.setup();
    replies.push(invalid({ file: ['validation_file_type'] }));
    renderInLocale(<ContactForm kind="cv" />, 'ua');
    await fillCv(user, UA);
    await user.upload(screen.getByLabelText('Резюме'), sized('renamed.pdf', 1000));
    await user.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByText(/Цей тип файлу не підходить/)).toBeInTheDocument();
    expect(screen.getByText('Перевірте позначені поля.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ім’я')).toHaveValue('Олена');
    expect(screen.getByLabelText(UA.message)).toHaveValue('Працювала кухарем 3 роки');
  });

  test('a network failure keeps everything and offers a retry that sends the same', async () => {
    const user = userEvent.setup();
    replies.push('network');
    renderInLocale(<ContactForm kind="cv" />, 'ru');
    await fillCv(user, { name: 'Имя', phone: 'Телефон', email: 'E-mail', message: 'Расскажите о своём опыте' });
    await user.upload(screen.getByLabelText('Резюме'), sized('cv.pdf', 1000));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет соединения с сервером');
    expect(screen.getByLabelText('Имя')).toHaveValue('Олена');
    await user.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByText('Спасибо, сообщение отправлено!')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect((calls[1].body as FormData).get('name')).toBe('Олена');
  });
});

describe('the director and cooperation forms', () => {
  test('director: e-mail and file optional', async () => {
    const user = userEvent.setup();
    renderInLocale(<ContactForm kind="director" />, 'ua');
    await user.type(screen.getByLabelText('Ім’я'), 'Іван');
    await user.type(screen.getByLabelText('Телефон'), '671234567');
    await user.type(screen.getByLabelText('Повідомлення'), 'Дякую за піцу');
    await user.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByText('Дякуємо, повідомлення надіслано!')).toBeInTheDocument();
    expect(calls[0].path).toBe('/api/forms/director');
    expect((calls[0].body as FormData).get('file')).toBeNull();
  });

  test('cooperation: JSON with the company; a server error is a retry, not a loss', async () => {
    const user = userEvent.setup();
    replies.push({ status: 500, body: { message: 'boom' } });
    renderInLocale(<ContactForm kind="cooperation" />, 'ua');
    expect(screen.queryByLabelText(/Резюме|Вкладення/)).toBeNull();
    await user.type(screen.getByLabelText('Ім’я'), 'Петро');
    await user.type(screen.getByLabelText('Телефон'), '931234567');
    await user.type(screen.getByLabelText('E-mail'), 'petro@farm.ua');
    await user.type(screen.getByLabelText('Компанія (за бажанням)'), 'Ферма Петра');
    await user.type(screen.getByLabelText('Повідомлення'), 'Постачаємо овочі');
    await user.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося надіслати. Введене збережено');
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByText('Дякуємо, повідомлення надіслано!')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      path: '/api/forms/cooperation',
      body: {
        name: 'Петро',
        phone: '+380931234567',
        email: 'petro@farm.ua',
        company: 'Ферма Петра',
        message: 'Постачаємо овочі',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Надіслати ще одне' }));
    expect(screen.getByLabelText('Ім’я')).toHaveValue('');
  });
});
