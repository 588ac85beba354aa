import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { ShopStatusStrip } from './ShopStatusStrip';
import * as api from './working-hours';
import { SHOP_STATE_ATTRIBUTE, SHOP_STATUS_KEY } from './shop-status';

jest.mock('./working-hours', () => ({ ...jest.requireActual('./working-hours'), fetchKitchenStatus: jest.fn() }));
// Rendered as the HTML renderer renders it (gatsby-node swaps in the server variant there): with the
// pre-paint script's text, which the browser's bundle leaves out (status-prepaint-text.ts).
jest.mock('./status-prepaint-text', () => jest.requireActual('./status-prepaint-text.server'));
const mocked = api as jest.Mocked<typeof api>;
const status = (open: boolean, paused: boolean) => ({
  ok: true as const,
  data: { open, paused, time_start: '10:00', time_end: '22:00' },
});
const built = { time_start: '10:00', time_end: '22:00' };

describe('ShopStatusStrip', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    document.documentElement.removeAttribute(SHOP_STATE_ATTRIBUTE);
  });

  it('says the restaurant is closed and opens at its hour (true before opening and at night), and remembers the answer', async () => {
    mocked.fetchKitchenStatus.mockResolvedValue(status(false, false));
    renderInLocale(<ShopStatusStrip hours={built} />, 'ua');
    expect(await screen.findByTestId('closed-banner')).toHaveTextContent('Ресторан зараз зачинений.');
    expect(screen.getByRole('status')).toHaveTextContent('Відкриваємося о 10:00');
    expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('closed');
    expect(JSON.parse(localStorage.getItem(SHOP_STATUS_KEY) ?? '{}')).toMatchObject({ open: false, paused: false });
  });

  it('shows the paused message when the kitchen is paused', async () => {
    mocked.fetchKitchenStatus.mockResolvedValue(status(false, true));
    renderInLocale(<ShopStatusStrip hours={built} />, 'ru');
    expect(await screen.findByTestId('closed-banner')).toHaveTextContent(/Кухня временно приостановила/);
    expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('paused');
  });

  it('shows the hours while open; a failed check keeps the page as drawn', async () => {
    mocked.fetchKitchenStatus.mockResolvedValueOnce(status(true, false));
    const open = renderInLocale(<ShopStatusStrip hours={built} />, 'ru');
    await waitFor(() => expect(screen.queryByTestId('closed-banner')).toBeNull());
    expect(open.getByRole('status')).toHaveTextContent('Принимаем заказы с 10:00 до 22:00');
    open.unmount();
    mocked.fetchKitchenStatus.mockResolvedValueOnce({ ok: false, error: { kind: 'network', message: 'api_network' } });
    const failed = renderInLocale(<ShopStatusStrip hours={built} />, 'ru');
    await waitFor(() => expect(mocked.fetchKitchenStatus).toHaveBeenCalledTimes(2));
    // Every variant is still in the DOM: the pre-paint decision (CSS) keeps choosing.
    expect(failed.container.querySelectorAll('[data-when]')).toHaveLength(3);
    // ...and the last good answer stays stored for the next page.
    expect(JSON.parse(localStorage.getItem(SHOP_STATUS_KEY) ?? '{}')).toMatchObject({ open: true, paused: false });
  });

  it('renders the pre-paint script with the built hours', () => {
    mocked.fetchKitchenStatus.mockReturnValue(new Promise(() => undefined));
    const { container } = renderInLocale(<ShopStatusStrip hours={built} />, 'ua');
    expect(container.querySelector('script')?.textContent).toContain('["10:00","22:00"]');
  });
});
