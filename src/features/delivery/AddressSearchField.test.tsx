import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { renderInLocale } from '../../test/render';
import { installFetch, ok, type FetchCall, type Reply } from '../../test/fetch';
import type { LocaleCode } from '../../i18n/locales';
import { AddressSearchField } from './AddressSearchField';
import type { AddressSuggestion } from './address-search-api';

const at = { lat: 46.4846, lng: 30.7383 };
const UK: AddressSuggestion[] = [
  { street: 'Дерибасівська', house: '5', label: 'вул. Дерибасівська, 5, Одеса', ...at },
  { street: 'Дерибасівський провулок', house: '5', label: 'пров. Дерибасівський, 5, Одеса', ...at },
];
const STREET_ONLY: AddressSuggestion[] = [{ street: 'Канатна', house: '', label: 'вул. Канатна, Одеса', ...at }];

let calls: FetchCall[];
let reply: (q: string) => Reply;

beforeEach(() => {
  reply = (q) => ok(q.startsWith('Кан') ? STREET_ONLY : UK);
  calls = installFetch((call) => (call.path === '/api/address-search' ? reply(call.query.q) : undefined));
});

type Values = { street: string; house: string };

function renderField(locale: LocaleCode = 'ua', initial: Values = { street: '', house: '' }) {
  const picked: Values[] = [];
  const seen: { values: Values } = { values: initial };
  renderInLocale(
    <Formik<Values> initialValues={initial} onSubmit={() => undefined}>
      {({ values, handleChange }) => {
        seen.values = values;
        return (
          <form>
            <AddressSearchField
              label={locale === 'ua' ? 'Вулиця' : 'Улица'}
              idPrefix="t"
              maxLength={120}
              required
              onPicked={(a) => picked.push(a)}
            />
            <label htmlFor="t-house">house</label>
            <input id="t-house" name="house" value={values.house} onChange={handleChange} />
          </form>
        );
      }}
    </Formik>,
    locale,
  );
  return { picked, seen };
}

const searches = () => calls.filter((c) => c.path === '/api/address-search');

test('typing street and house asks once after the pause; arrows and Enter pick a suggestion, which fills street and house', async () => {
  const user = userEvent.setup();
  const { picked, seen } = renderField();
  const input = screen.getByRole('combobox', { name: 'Вулиця' });
  await user.type(input, 'Дерибасівська 5');
  const options = await screen.findAllByRole('option');
  // One geocoder call for the whole typing burst, with the text as typed.
  expect(searches()).toHaveLength(1);
  expect(searches()[0].query.q).toBe('Дерибасівська 5');
  expect(options.map((o) => o.textContent)).toEqual(['вул. Дерибасівська, 5, Одеса', 'пров. Дерибасівський, 5, Одеса']);
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Знайдено 2 адреси');

  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowUp}');
  expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
  await user.keyboard('{ArrowUp}{Enter}');

  expect(seen.values).toEqual({ street: 'Дерибасівська', house: '5' });
  expect(picked).toEqual([{ street: 'Дерибасівська', house: '5' }]);
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).not.toHaveAttribute('aria-activedescendant');
  // A picked value is not searched again.
  await new Promise((r) => setTimeout(r, 400));
  expect(searches()).toHaveLength(1);
});

test('a street without a house: the pick keeps the house typed so far, else the house field gets the focus', async () => {
  const user = userEvent.setup();
  const { seen } = renderField();
  await user.type(screen.getByRole('combobox', { name: 'Вулиця' }), 'Кана');
  await user.click(await screen.findByRole('option', { name: 'вул. Канатна, Одеса' }));
  expect(seen.values).toEqual({ street: 'Канатна', house: '' });
  expect(screen.getByLabelText('house')).toHaveFocus();

  await user.keyboard('22');
  await user.clear(screen.getByRole('combobox', { name: 'Вулиця' }));
  await user.type(screen.getByRole('combobox', { name: 'Вулиця' }), 'Канат');
  await user.click(await screen.findByRole('option', { name: 'вул. Канатна, Одеса' }));
  expect(seen.values).toEqual({ street: 'Канатна', house: '22' });
});

test('Escape closes the list without choosing; one letter asks nothing; typed text stays as typed', async () => {
  const user = userEvent.setup();
  const { seen } = renderField();
  const input = screen.getByRole('combobox', { name: 'Вулиця' });
  await user.type(input, 'Д');
  await new Promise((r) => setTimeout(r, 400));
  expect(searches()).toHaveLength(0);
  await user.type(input, 'ериб');
  await screen.findAllByRole('option');
  await user.keyboard('{ArrowDown}{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  expect(seen.values).toEqual({ street: 'Дериб', house: '' });
});

test.each<[LocaleCode, Reply, string]>([
  [
    'ua',
    { status: 503, body: { message: 'address_search_unavailable' } },
    'Пошук адреси зараз недоступний: впишіть вулицю й будинок самі',
  ],
  [
    'ru',
    { status: 503, body: { message: 'address_search_unavailable' } },
    'Поиск адреса сейчас недоступен: впишите улицу и дом сами',
  ],
  ['ua', ok([]), 'Такої адреси не знайдено'],
  ['ru', ok([]), 'Такой адрес не найден'],
])('%s: the answer %j is told in the hint and announced; the text can still be typed', async (locale, answer, message) => {
  reply = () => answer;
  const user = userEvent.setup();
  renderField(locale);
  const input = screen.getByRole('combobox', { name: locale === 'ua' ? 'Вулиця' : 'Улица' });
  await user.type(input, 'Невідома 3');
  await waitFor(() => expect(screen.getByTestId('t-address-search-status')).toHaveTextContent(message));
  expect(screen.getByRole('status')).toHaveTextContent(message);
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(input).toHaveValue('Невідома 3');
});

test('ru: the count is announced in Russian', async () => {
  const user = userEvent.setup();
  renderField('ru');
  await user.type(screen.getByRole('combobox', { name: 'Улица' }), 'Дериб 5');
  await screen.findAllByRole('option');
  expect(screen.getByRole('status')).toHaveTextContent('Найдено 2 адреса');
});

test('the text replaced: the old suggestions are gone at once, not left to be picked while the new search runs', async () => {
  const user = userEvent.setup();
  renderField();
  const input = screen.getByRole('combobox', { name: 'Вулиця' });
  await user.type(input, 'Дерибасівська 5');
  await screen.findAllByRole('option');
  await user.clear(input);
  await user.type(input, 'Кан');
  expect(screen.queryByRole('option', { name: 'вул. Дерибасівська, 5, Одеса' })).toBeNull();
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(await screen.findByRole('option', { name: 'вул. Канатна, Одеса' })).toBeInTheDocument();
});
