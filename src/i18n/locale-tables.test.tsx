import React from 'react';
import { act, render, screen } from '@testing-library/react';
import {
  loadLocaleTable,
  localeTable,
  parseLocaleTable,
  registerLocaleTable,
  resetLocaleTables,
  useLocaleTable,
} from './locale-tables';

const UA = { home: 'Головна', cart: 'Кошик' };
const answer = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as unknown as Response;
const noWait = () => Promise.resolve();

afterEach(() => resetLocaleTables());

describe('parseLocaleTable', () => {
  test.each([
    ['an object of strings', UA, UA],
    ['null', null, null],
    ['an array', ['Головна'], null],
    ['a string', 'Головна', null],
    ['an empty object', {}, null],
    ['a number among the texts', { home: 'Головна', count: 3 }, null],
    ['a nested object', { home: { text: 'Головна' } }, null],
  ])('%s', (_, value, expected) => {
    expect(parseLocaleTable(value)).toEqual(expected);
  });
});

describe('loadLocaleTable', () => {
  test('fetches the built file once, even for callers at the same time, and keeps the table', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(answer(UA)));
    const options = { url: '/static/locale-ua-1.json', fetchImpl: fetchImpl as unknown as typeof fetch };
    const [a, b] = await Promise.all([loadLocaleTable('ua', options), loadLocaleTable('ua', options)]);
    expect(a).toEqual(UA);
    expect(b).toBe(a);
    expect(await loadLocaleTable('ua', options)).toBe(a);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/static/locale-ua-1.json');
    expect(localeTable('ua')).toEqual(UA);
  });

  test('retries a failed, refused or broken answer, waiting longer each time', async () => {
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer({}, 503))
      .mockResolvedValueOnce(answer('<html>'))
      .mockResolvedValueOnce(answer(UA));
    const wait = jest.fn(noWait);
    const table = await loadLocaleTable('ua', { url: '/t.json', fetchImpl, retryDelaysMs: [10, 20, 30], wait });
    expect(table).toEqual(UA);
    expect(wait.mock.calls).toEqual([[10], [20], [30]]);
  });

  test('rejects after the last attempt, and the next call tries again', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const options = { url: '/t.json', fetchImpl, retryDelaysMs: [1], wait: noWait };
    await expect(loadLocaleTable('ru', options)).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    fetchImpl.mockResolvedValue(answer(UA));
    await expect(loadLocaleTable('ru', options)).resolves.toEqual(UA);
    expect(localeTable('ru')).toEqual(UA);
  });

  test('a locale the build made no table for is refused without a request', async () => {
    const fetchImpl = jest.fn();
    await expect(loadLocaleTable('ru', { fetchImpl, retryDelaysMs: [], wait: noWait })).rejects.toThrow(/No text table/);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('useLocaleTable', () => {
  function Home({ onLoadFailed }: { onLoadFailed?: () => void }) {
    const table = useLocaleTable('ru', onLoadFailed);
    return <p>{table ? table.home : 'loading'}</p>;
  }

  test('gives the table once registered, and renders again when it arrives', () => {
    registerLocaleTable('ua', UA);
    render(<Home />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => registerLocaleTable('ru', { home: 'Главная' }));
    expect(screen.getByText('Главная')).toBeInTheDocument();
  });

  test('starts loading a missing table and says when it cannot be loaded', async () => {
    // No URL is defined in tests, so the load fails at once.
    const onLoadFailed = jest.fn();
    render(<Home onLoadFailed={onLoadFailed} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onLoadFailed).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
