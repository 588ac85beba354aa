import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../test/render';
import { installFetch, invalid, ok, type FetchCall, type Reply } from '../../test/fetch';
import { ModalHost } from '../../layout/ModalHost';
import { askPhoneProof, useModal } from '../../shared/modal-store';
import { CONFIRMED_PHONES_KEY } from './phone-confirmation';
import { ensurePhoneConfirmed, phoneConfirm } from './phone-confirm';

const PHONE = '+380501112233';
let calls: FetchCall[];
let send: Reply | Promise<Reply>;
let check: (code: string) => Reply;

beforeEach(() => {
  localStorage.clear();
  useModal.setState({ current: null });
  phoneConfirm.setState({ phone: null, secretId: null, sentAt: null, busy: null, sendProblem: null });
  send = ok({ id: 'secret-1' });
  check = (code) =>
    code === '4321'
      ? ok({ valid: true, phone_proof: 'p'.repeat(43), phone_proof_expires_at: '2026-12-28T10:00:00.000Z' })
      : invalid({ code: ['validation_sms'] });
  calls = installFetch(({ path, body }) => {
    if (path === '/api/secret/generate/new') return send;
    if (path === '/api/secret/check') return check((body as { code: string }).code);
    return undefined;
  });
});

async function openModal(locale: 'ua' | 'ru' = 'ua') {
  renderInLocale(<ModalHost />, locale);
  let answer!: Promise<boolean>;
  act(() => {
    answer = ensurePhoneConfirmed(PHONE);
  });
  const dialog = await screen.findByRole(
    'dialog',
    { name: locale === 'ua' ? 'Підтвердіть номер телефону' : 'Подтвердите номер телефона' },
    { timeout: 15_000 },
  );
  return { dialog, answer };
}

const checks = () => calls.filter((c) => c.path === '/api/secret/check');

test('a labelled dialog: the code field has the focus, the text names the phone; a wrong code is said, the right one confirms', async () => {
  const user = userEvent.setup();
  const { dialog, answer } = await openModal();
  expect(calls.filter((c) => c.path === '/api/secret/generate/new')).toEqual([
    expect.objectContaining({ body: { phone: PHONE } }),
  ]);
  await waitFor(() => expect(dialog).toHaveTextContent('+38 (050) 111 22 33'));
  const field = screen.getByLabelText('Код із SMS');
  await waitFor(() => expect(field).toHaveFocus());
  expect(screen.getByTestId('checkout-sms-resend')).toBeDisabled();
  expect(screen.getByTestId('checkout-sms-resend')).toHaveTextContent(/Новий код через 0:[0-3]\d/);

  await user.type(field, '12');
  await user.click(screen.getByRole('button', { name: 'Підтвердити й замовити' }));
  expect(await screen.findByText('Код складається з 4 цифр')).toBeVisible();
  expect(checks()).toHaveLength(0);

  await user.clear(field);
  await user.type(field, '1111');
  await user.click(screen.getByRole('button', { name: 'Підтвердити й замовити' }));
  expect(await screen.findByText('Неправильний код із SMS')).toBeVisible();
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await user.clear(field);
  await user.type(field, '4321');
  await user.click(screen.getByRole('button', { name: 'Підтвердити й замовити' }));
  await expect(answer).resolves.toBe(true);
  expect(useModal.getState().current).toBeNull();
  expect(JSON.parse(localStorage.getItem(CONFIRMED_PHONES_KEY)!)).toHaveProperty(PHONE);
  // Confirmed on this device: the next order asks nothing.
  await expect(ensurePhoneConfirmed(PHONE)).resolves.toBe(true);
  expect(useModal.getState().current).toBeNull();
});

test('the 5th wrong code kills it: the message says so and "confirm" waits for a new code (ru)', async () => {
  const user = userEvent.setup();
  await openModal('ru');
  const field = await screen.findByLabelText('Код из SMS');
  const confirm = screen.getByRole('button', { name: 'Подтвердить и заказать' });
  for (let i = 0; i < 4; i += 1) {
    await user.clear(field);
    await user.type(field, '0000');
    await user.click(confirm);
    await waitFor(() => expect(checks()).toHaveLength(i + 1));
  }
  expect(screen.getByText('Неверный код из SMS')).toBeVisible();
  await user.clear(field);
  await user.type(field, '0000');
  await user.click(confirm);
  expect(await screen.findByText('Код больше не действует после 5 неудачных попыток. Отправьте новый код.')).toBeVisible();
  expect(confirm).toBeDisabled();
});

test('a slow send: the code typed before its answer came stays in the field and confirms', async () => {
  const user = userEvent.setup();
  let answerSend!: (reply: Reply) => void;
  send = new Promise((resolve) => (answerSend = resolve));
  const { dialog, answer } = await openModal();
  expect(dialog).toHaveTextContent('Надсилаємо код');
  const field = screen.getByLabelText('Код із SMS');
  await user.type(field, '4321');
  await act(async () => answerSend(ok({ id: 'secret-1' })));
  await waitFor(() => expect(dialog).toHaveTextContent('+38 (050) 111 22 33'));
  expect(screen.getByLabelText('Код із SMS')).toHaveValue('4321');
  await user.click(screen.getByRole('button', { name: 'Підтвердити й замовити' }));
  await expect(answer).resolves.toBe(true);
  expect(checks().map((c) => c.body)).toEqual([{ id: 'secret-1', code: '4321' }]);
});

test("a resend starts a fresh form at once: the dead code's field empties and takes the focus, the new code typed before a slow answer stays and confirms", async () => {
  const user = userEvent.setup();
  const { answer } = await openModal();
  await waitFor(() => expect(screen.getByTestId('checkout-sms-resend')).toHaveTextContent(/0:\d\d/));
  const confirm = () => screen.getByRole('button', { name: 'Підтвердити й замовити' });
  for (let i = 0; i < 5; i += 1) {
    await user.clear(screen.getByLabelText('Код із SMS'));
    await user.type(screen.getByLabelText('Код із SMS'), '0000');
    await user.click(confirm());
    await waitFor(() => expect(checks()).toHaveLength(i + 1));
  }
  await waitFor(() => expect(confirm()).toBeDisabled());
  // The code was sent 40 s ago: the resend button counts no more.
  act(() => phoneConfirm.setState({ sentAt: Date.now() - 40_000 }));
  let answerSend!: (reply: Reply) => void;
  send = new Promise((resolve) => (answerSend = resolve));
  await user.click(screen.getByTestId('checkout-sms-resend'));
  expect(screen.getByLabelText('Код із SMS')).toHaveValue('');
  expect(screen.getByLabelText('Код із SMS')).toHaveFocus();
  expect(screen.queryByText('Код більше не діє після 5 невдалих спроб. Надішліть новий код.')).toBeNull();
  await user.type(screen.getByLabelText('Код із SMS'), '4321');
  await act(async () => answerSend(ok({ id: 'secret-2' })));
  await waitFor(() => expect(confirm()).toBeEnabled());
  expect(screen.getByLabelText('Код із SMS')).toHaveValue('4321');
  await user.click(confirm());
  await expect(answer).resolves.toBe(true);
  expect(checks().at(-1)?.body).toEqual({ id: 'secret-2', code: '4321' });
});

test('Escape closes it: the answer is no and nothing is remembered', async () => {
  const user = userEvent.setup();
  const { answer } = await openModal();
  await user.keyboard('{Escape}');
  await expect(answer).resolves.toBe(false);
  expect(localStorage.getItem(CONFIRMED_PHONES_KEY)).toBeNull();
});

test.each([
  ['ua', ok('limit'), 'Забагато запитів SMS за сьогодні'],
  ['ru', { status: 429, body: { message: 'too_many_requests' } } as Reply, 'Слишком много запросов с этого устройства'],
] as const)('sending refused (%s): the limit or the 429 is said in the dialog', async (locale, reply, text) => {
  send = reply;
  const { dialog } = await openModal(locale);
  const alert = await screen.findByTestId('sms-problem');
  expect(alert).toHaveAttribute('role', 'alert');
  expect(alert).toHaveTextContent(text);
  expect(dialog).toContainElement(alert);
});

test.each([
  ['ua', 'Підтвердіть новий номер', 'Щоб змінити номер', 'Підтвердити номер'],
  ['ru', 'Подтвердите новый номер', 'Чтобы сменить номер', 'Подтвердить номер'],
] as const)(
  "the profile's new number (%s, issue 43): its own texts; the right code answers the shop API's proof, closing answers null",
  async (locale, title, text, submit) => {
    const user = userEvent.setup();
    renderInLocale(<ModalHost />, locale);
    let answer!: Promise<string | null>;
    act(() => {
      answer = askPhoneProof(PHONE, 'new_phone');
    });
    const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 15_000 });
    await waitFor(() => expect(dialog).toHaveTextContent(text));
    await user.type(screen.getByLabelText(locale === 'ua' ? 'Код із SMS' : 'Код из SMS'), '4321');
    await user.click(screen.getByRole('button', { name: submit }));
    await expect(answer).resolves.toBe('p'.repeat(43));

    act(() => {
      answer = askPhoneProof('+380671234567', 'new_phone');
    });
    await screen.findByRole('dialog', { name: title });
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBeNull();
  },
);
