import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '../../i18n/I18n';
import { useUi } from '../../shared/ui-store';
import { buildSearchIndex } from './search-index';
import { resetSearchIndexCache } from './load-index';
import { SearchButton } from './SearchButton';
import { SearchOverlay } from './SearchOverlay';
import { fixtureProducts } from './test-fixtures';

const translations = { ...require('../../../locales/ua/common.json'), ...require('../../../locales/ua/search.json') };

const index = buildSearchIndex(fixtureProducts(), 'ua');
const ok = () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(index) } as Response);
const fetchMock = jest.fn(ok);

function renderSearch() {
  render(
    <I18nProvider locale="ua" translations={translations}>
      <SearchButton />
      <SearchOverlay />
    </I18nProvider>,
  );
  const button = screen.getByRole('button', { name: 'Пошук страв' });
  return { button };
}

function open(button: HTMLElement) {
  button.focus(); // a real click focuses the button
  fireEvent.click(button);
  return screen.getByRole('dialog', { name: 'Пошук по меню' });
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('Назва страви'), { target: { value } });
const resultLinks = () => screen.queryAllByRole('link').map((a) => a.getAttribute('href'));

beforeEach(() => {
  resetSearchIndexCache();
  useUi.setState({ openPanel: null });
  fetchMock.mockReset();
  fetchMock.mockImplementation(ok);
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('search overlay', () => {
  it('is closed until the button opens it; the index is fetched only then', async () => {
    const { button } = renderSearch();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
    const dialog = open(button);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/search/ua.json', expect.anything());
    expect(document.activeElement).toBe(screen.getByLabelText('Назва страви'));
    await act(async () => {}); // the index arrives
  });

  it('shows the hint under 3 letters, then results for "піц" and "pitsa" as product cards', async () => {
    const { button } = renderSearch();
    open(button);
    expect(screen.getByText('Введіть щонайменше 3 літери')).toBeInTheDocument();
    type('пі');
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(resultLinks()).toEqual([]);
    expect(screen.getByTestId('search-status')).toHaveTextContent('');

    type('піц');
    await waitFor(() => expect(resultLinks()).toHaveLength(3));
    expect(resultLinks()).toEqual(['/ua/product/margarita/', '/ua/product/ham-pizza/', '/ua/product/salmon-pizza/']);
    expect(screen.getByTestId('search-status')).toHaveTextContent('Знайдено страв: 3');
    expect(screen.getByTestId('search-status')).toHaveAttribute('aria-live', 'polite');
    const list = within(screen.getByRole('region', { name: 'Результати пошуку' })).getByRole('list');
    const first = within(list).getAllByRole('listitem')[0];
    expect(within(first).getByRole('link')).toHaveTextContent('Піца Маргарита');
    expect(first).toHaveTextContent(/101\s*грн/);
    expect(first).toHaveTextContent('201 г');
    const img = first.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/images/products/margarita-400.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');

    type('pitsa');
    await waitFor(() =>
      expect(resultLinks()).toEqual(['/ua/product/margarita/', '/ua/product/ham-pizza/', '/ua/product/salmon-pizza/']),
    );
    type('ветчина');
    await waitFor(() => expect(resultLinks()).toEqual(['/ua/product/ham-pizza/']));
  });

  it('debounces typing by 150 ms', async () => {
    jest.useFakeTimers();
    try {
      const { button } = renderSearch();
      open(button);
      await act(async () => {
        await Promise.resolve();
      });
      type('піц');
      act(() => jest.advanceTimersByTime(100));
      expect(resultLinks()).toEqual([]);
      act(() => jest.advanceTimersByTime(60));
      expect(resultLinks()).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when nothing is found', async () => {
    const { button } = renderSearch();
    open(button);
    type('бургер');
    expect(await screen.findByText('За запитом «бургер» нічого не знайдено')).toBeInTheDocument();
    expect(resultLinks()).toEqual([]);
  });

  it('shows a loading state, then an error with a retry when the index cannot be fetched', async () => {
    let fail!: (err: Error) => void;
    fetchMock.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const { button } = renderSearch();
    open(button);
    type('піц');
    expect(await screen.findByText('Завантажуємо меню…')).toBeInTheDocument();
    await act(async () => fail(new Error('offline')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не вдалося завантажити меню для пошуку.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    await waitFor(() => expect(resultLinks()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an HTTP error as a failure', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve({ ok: false, status: 404 } as Response));
    const { button } = renderSearch();
    open(button);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the button; the index stays cached', async () => {
    const { button } = renderSearch();
    const dialog = open(button);
    type('піц');
    await waitFor(() => expect(resultLinks()).toHaveLength(3));
    fireEvent.keyDown(screen.getByLabelText('Назва страви'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog).not.toBeInTheDocument();
    expect(document.activeElement).toBe(button);
    expect(useUi.getState().openPanel).toBeNull();

    open(button);
    type('pitsa');
    await waitFor(() => expect(resultLinks()).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog and closes with the close button or a result click', async () => {
    const { button } = renderSearch();
    const dialog = open(button);
    type('борщ');
    await waitFor(() => expect(resultLinks()).toEqual(['/ua/product/borshch/']));
    const link = screen.getByRole('link', { name: 'Борщ український' });
    link.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрити пошук' }));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(link);
    fireEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();

    open(button);
    fireEvent.click(screen.getByRole('button', { name: 'Закрити пошук' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
