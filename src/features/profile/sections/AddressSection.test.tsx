import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../../test/render';
import { useModal } from '../../../shared/modal-store';
import { installFetch, invalid, ok, type FetchCall } from '../test-fetch';
import AddressSection from './AddressSection';

type A = { id: number; name: string; street: string; house: string; is_main: boolean };
const full = (a: A) => ({ apartment: '', private_house: false, entrance: '', code: '', floor: '', ...a });

let addresses: A[];
let calls: FetchCall[];
let nextId: number;

beforeEach(() => {
  useModal.setState({ current: null });
  nextId = 3;
  addresses = [
    { id: 1, name: 'Дім', street: 'Дерибасівська', house: '5', is_main: true },
    { id: 2, name: 'Робота', street: 'Канатна', house: '22', is_main: false },
  ];
  calls = installFetch(({ method, path, body }) => {
    if (path === '/api/profile/addresses' && method === 'GET') return ok(addresses.map(full));
    if (path === '/api/profile/addresses' && method === 'POST') {
      const b = body as A;
      if (b.street === 'Нема') return invalid({ street: ['validation_required'] });
      const a = { ...b, id: nextId++ };
      addresses.push(a);
      return { status: 201, body: full(a) };
    }
    const m = /^\/api\/profile\/addresses\/(\d+)(\/main)?$/.exec(path);
    if (m && method === 'DELETE') {
      addresses = addresses.filter((a) => a.id !== Number(m[1]));
      return ok({ message: 'ok' });
    }
    if (m && m[2] && method === 'POST') {
      addresses = addresses
        .map((a) => ({ ...a, is_main: a.id === Number(m[1]) }))
        .sort((a, b) => Number(b.is_main) - Number(a.is_main));
      return ok(addresses.map(full));
    }
    return undefined;
  });
});

describe('addresses', () => {
  it('lists the addresses, main first with its badge', async () => {
    renderInLocale(<AddressSection />);
    const items = await screen.findAllByTestId('address-item');
    expect(items[0]).toHaveTextContent('ДімОсновна');
    expect(items[1]).toHaveTextContent('Канатна, 22');
  });

  it('delete asks through the yes/no modal; "no" keeps it, "yes" deletes', async () => {
    const user = userEvent.setup();
    renderInLocale(<AddressSection />);
    await user.click(await screen.findByRole('button', { name: 'Видалити: Робота' }));
    const request = useModal.getState().current;
    expect(request).toMatchObject({
      name: 'yes-no',
      props: { title: 'Видалити адресу?', description: 'Адресу «Робота» буде видалено зі збережених.' },
    });
    if (request?.name !== 'yes-no') throw new Error('no yes-no modal');
    act(() => request.props.onAnswer(false));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    act(() => request.props.onAnswer(true));
    await waitFor(() => expect(screen.getAllByTestId('address-item')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/profile/addresses/2']);
  });

  it('make main', async () => {
    const user = userEvent.setup();
    renderInLocale(<AddressSection />);
    await user.click(await screen.findByRole('button', { name: 'Зробити основною: Робота' }));
    await waitFor(() => expect(screen.getAllByTestId('address-item')[0]).toHaveTextContent('РоботаОсновна'));
  });

  it('add: the rules first, then the API; server field errors land on the field', async () => {
    const user = userEvent.setup();
    renderInLocale(<AddressSection />);
    await user.click(await screen.findByRole('button', { name: 'Додати адресу' }));
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findAllByText('Це поле обов’язкове')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Вулиця'), 'Нема');
    await user.type(screen.getByLabelText('Будинок'), '1');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(screen.getByLabelText('Вулиця')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Вулиця')).toHaveValue('Нема');

    await user.clear(screen.getByLabelText('Вулиця'));
    await user.type(screen.getByLabelText('Вулиця'), 'Пушкінська');
    await user.click(screen.getByLabelText('Приватний будинок'));
    expect(screen.queryByLabelText('Квартира')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(screen.getAllByTestId('address-item')).toHaveLength(3));
    const post = calls.filter((c) => c.method === 'POST' && c.path === '/api/profile/addresses').pop();
    expect(post?.body).toMatchObject({ street: 'Пушкінська', house: '1', private_house: true, apartment: '', is_main: false });
  });

  it('no addresses yet: the empty state and the add button', async () => {
    addresses = [];
    renderInLocale(<AddressSection />, 'ru');
    expect(await screen.findByTestId('profile-empty')).toHaveTextContent('У вас ещё нет сохранённых адресов');
    expect(screen.getByRole('button', { name: 'Добавить адрес' })).toBeInTheDocument();
  });
});
