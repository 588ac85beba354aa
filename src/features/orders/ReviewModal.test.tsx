import React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../test/render';
import { installFetch, invalid, ok, type FetchCall, type Reply } from '../../test/fetch';
import { ModalHost } from '../../layout/ModalHost';
import { useModal } from '../../shared/modal-store';
import { useToasts } from '../../ui/toast-store';
import { CURRENT_ORDERS_KEY, addCurrentOrder, readCurrentOrders } from './current-orders';

let reply: Reply;
let calls: FetchCall[];

beforeEach(() => {
  localStorage.clear();
  useModal.setState({ current: null });
  useToasts.setState({ toasts: [] });
  addCurrentOrder({ id: 12, number: 10012, created_at: '2026-06-15T09:00:00.000Z' });
  reply = ok({ id: 1 });
  calls = installFetch(({ path }) => (path === '/api/reviews/create' ? reply : undefined));
});

async function openReview(locale: 'ua' | 'ru' = 'ua') {
  renderInLocale(<ModalHost />, locale);
  act(() => useModal.getState().open({ name: 'modal-review', props: { orderId: 12 } }));
  // The first open loads the modal's code (lazy): allow for a slow machine.
  return screen.findByRole(
    'dialog',
    { name: locale === 'ua' ? 'Оцініть замовлення № 10012' : 'Оцените заказ № 10012' },
    { timeout: 15_000 },
  );
}

const reviewCalls = () => calls.filter((c) => c.path === '/api/reviews/create');

test('three categories of five labelled stars; the 50-bonus photo fact is explained', async () => {
  const dialog = await openReview();
  for (const name of ['Їжа', 'Пакування', 'Доставка']) {
    const group = screen.getByRole('group', { name });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(5);
  }
  expect(screen.getAllByRole('radio', { name: '3 з 5' })).toHaveLength(3);
  expect(dialog).toHaveTextContent('За відгук із фото нараховуємо 50 бонусів');
});

test('a text panel opens at 1-4 stars and closes at 5; only open texts are sent', async () => {
  const user = userEvent.setup();
  await openReview();
  const food = screen.getByRole('group', { name: 'Їжа' });
  expect(screen.queryByLabelText('Що було не так зі стравами?')).toBeNull();
  await user.click(food.querySelector('input[value="3"]') as HTMLElement);
  const text = screen.getByLabelText('Що було не так зі стравами?');
  await user.type(text, 'Холодна');
  await user.click(food.querySelector('input[value="5"]') as HTMLElement);
  expect(screen.queryByLabelText('Що було не так зі стравами?')).toBeNull();
  await user.click(food.querySelector('input[value="2"]') as HTMLElement);
  // The typed text is still there when the panel opens again.
  expect(screen.getByLabelText('Що було не так зі стравами?')).toHaveValue('Холодна');

  const pack = screen.getByRole('group', { name: 'Пакування' });
  await user.click(pack.querySelector('input[value="4"]') as HTMLElement);
  await user.type(screen.getByLabelText('Що було не так із пакуванням?'), 'Зім’ята коробка');
  await user.click(pack.querySelector('input[value="5"]') as HTMLElement);
  await user.click(screen.getByRole('group', { name: 'Доставка' }).querySelector('input[value="1"]') as HTMLElement);
  await user.type(screen.getByLabelText('Що було не так із доставкою?'), 'Запізнились');
  await user.click(screen.getByRole('button', { name: 'Надіслати відгук' }));
  await waitFor(() => expect(reviewCalls()).toHaveLength(1));
  expect(reviewCalls()[0].body).toEqual({
    order_id: 12,
    food: 2,
    pack: 5,
    delivery: 1,
    food_text: 'Холодна',
    pack_text: '',
    delivery_text: 'Запізнились',
  });
  await waitFor(() => expect(useModal.getState().current).toBeNull());
  expect(useToasts.getState().toasts.map((t) => t.key)).toContain('tr_review_thanks');
  // Closing the review ends the tracking.
  expect(localStorage.getItem(CURRENT_ORDERS_KEY)).toBeNull();
});

test('keyboard: arrows move along the stars and choose', async () => {
  const user = userEvent.setup();
  await openReview();
  const food = screen.getByRole('group', { name: 'Їжа' });
  const first = food.querySelector('input[value="1"]') as HTMLInputElement;
  first.focus();
  await user.keyboard(' ');
  expect(first).toBeChecked();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(food.querySelector('input[value="3"]')).toBeChecked();
  expect(screen.getByLabelText('Що було не так зі стравами?')).toBeInTheDocument();
});

test('sending without all three ratings says what to do and sends nothing', async () => {
  const user = userEvent.setup();
  await openReview();
  await user.click(screen.getByRole('group', { name: 'Їжа' }).querySelector('input[value="5"]') as HTMLElement);
  await user.click(screen.getByRole('button', { name: 'Надіслати відгук' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Оцініть кожен пункт від 1 до 5 зірок');
  expect(reviewCalls()).toHaveLength(0);
});

test("'All good' sends 5 for each with empty texts and closes (Russian)", async () => {
  const user = userEvent.setup();
  await openReview('ru');
  await user.click(screen.getByRole('button', { name: 'Всё хорошо' }));
  await waitFor(() => expect(reviewCalls()).toHaveLength(1));
  expect(reviewCalls()[0].body).toEqual({
    order_id: 12,
    food: 5,
    pack: 5,
    delivery: 5,
    food_text: '',
    pack_text: '',
    delivery_text: '',
  });
  await waitFor(() => expect(useModal.getState().current).toBeNull());
  expect(readCurrentOrders()).toEqual([]);
});

test('a failed send shows why and keeps every star and text; a retry works', async () => {
  const user = userEvent.setup();
  await openReview();
  reply = { status: 500, body: {} };
  const food = screen.getByRole('group', { name: 'Їжа' });
  await user.click(food.querySelector('input[value="2"]') as HTMLElement);
  await user.type(screen.getByLabelText('Що було не так зі стравами?'), 'Пересолено');
  for (const name of ['Пакування', 'Доставка'])
    await user.click(screen.getByRole('group', { name }).querySelector('input[value="5"]') as HTMLElement);
  await user.click(screen.getByRole('button', { name: 'Надіслати відгук' }));
  expect(await screen.findByTestId('review-error')).toHaveTextContent('Не вдалося надіслати відгук');
  expect(food.querySelector('input[value="2"]')).toBeChecked();
  expect(screen.getByLabelText('Що було не так зі стравами?')).toHaveValue('Пересолено');
  expect(useModal.getState().current?.name).toBe('modal-review');
  expect(readCurrentOrders()).toHaveLength(1);

  reply = invalid({ order_id: ['review_exists'] });
  await user.click(screen.getByRole('button', { name: 'Надіслати відгук' }));
  expect(await screen.findByText('Відгук на це замовлення вже надіслано. Дякуємо!')).toBeInTheDocument();

  reply = ok({ id: 3 });
  await user.click(screen.getByRole('button', { name: 'Надіслати відгук' }));
  await waitFor(() => expect(useModal.getState().current).toBeNull());
});

test('closing without sending also ends the tracking', async () => {
  const dialog = await openReview();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(useModal.getState().current).toBeNull();
  expect(readCurrentOrders()).toEqual([]);
  expect(reviewCalls()).toHaveLength(0);
});

test('another tab that finished the order closes this copy', async () => {
  await openReview();
  act(() => {
    localStorage.removeItem(CURRENT_ORDERS_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_ORDERS_KEY, newValue: null }));
  });
  expect(useModal.getState().current).toBeNull();
});

describe('the photo', () => {
  const file = (name: string, type: string, size: number) => {
    const f = new File([new Uint8Array(Math.min(size, 64))], name, { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };

  test('a JPEG is shown and sent with the review (ua)', async () => {
    const user = userEvent.setup();
    await openReview();
    await user.upload(screen.getByLabelText('Додати фото до відгуку'), file('dish.jpg', 'image/jpeg', 2_000_000));
    expect(await screen.findByRole('img', { name: 'Ваше фото до відгуку' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Усе добре' }));
    await waitFor(() => expect(reviewCalls()).toHaveLength(1));
    expect((reviewCalls()[0].body as { photo?: string }).photo).toMatch(/^data:image\/jpeg;base64,/);
  });

  test.each([
    ['ua', 'a GIF', file('a.gif', 'image/gif', 1000), 'Це не фото: оберіть файл JPG, PNG або WebP'],
    ['ru', 'a PDF', file('menu.pdf', 'application/pdf', 1000), 'Это не фото: выберите файл JPG, PNG или WebP'],
    ['ua', 'a photo over 10 MB', file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1), 'Фото завелике: максимум 10 МБ'],
    ['ru', 'a photo over 10 MB', file('big.png', 'image/png', 11_000_000), 'Фото слишком большое: максимум 10 МБ'],
  ] as const)('(%s) %s is refused with a message; the review goes without it', async (locale, _name, picked, message) => {
    const user = userEvent.setup({ applyAccept: false });
    await openReview(locale);
    const input = screen.getByLabelText(locale === 'ua' ? 'Додати фото до відгуку' : 'Добавить фото к отзыву');
    await user.upload(input, picked);
    expect(await screen.findByTestId('review-photo-problem')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: locale === 'ua' ? 'Усе добре' : 'Всё хорошо' }));
    await waitFor(() => expect(reviewCalls()).toHaveLength(1));
    expect(reviewCalls()[0].body).not.toHaveProperty('photo');
  });

  test('the shop API refusing the photo says why and keeps the modal open', async () => {
    const user = userEvent.setup();
    reply = invalid({ photo: ['validation_image_size'] });
    await openReview();
    await user.upload(screen.getByLabelText('Додати фото до відгуку'), file('dish.png', 'image/png', 500_000));
    await screen.findByRole('img', { name: 'Ваше фото до відгуку' });
    await user.click(screen.getByRole('button', { name: 'Усе добре' }));
    expect(await screen.findByTestId('review-error')).toHaveTextContent('Фото завелике: максимум 10 МБ');
  });
});
