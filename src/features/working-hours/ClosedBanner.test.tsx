import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { ClosedBanner } from './ClosedBanner';
import * as api from './working-hours';

jest.mock('./working-hours', () => ({ ...jest.requireActual('./working-hours'), fetchKitchenStatus: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;
const status = (open: boolean, paused: boolean) => ({
  ok: true as const,
  data: { open, paused, time_start: '10:00', time_end: '22:00' },
});

describe('ClosedBanner', () => {
  beforeEach(() => jest.resetAllMocks());

  it('says the restaurant rests at night and when it opens, outside working hours', async () => {
    mocked.fetchKitchenStatus.mockResolvedValue(status(false, false));
    renderInLocale(<ClosedBanner />, 'ua');
    expect(await screen.findByText('Ресторан відпочиває вночі.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('з 10:00');
  });

  it('shows the paused banner when the kitchen is paused', async () => {
    mocked.fetchKitchenStatus.mockResolvedValue(status(false, true));
    renderInLocale(<ClosedBanner />, 'ru');
    expect(await screen.findByText(/Кухня временно приостановила/)).toBeInTheDocument();
  });

  it('shows nothing while open or when the check fails', async () => {
    mocked.fetchKitchenStatus.mockResolvedValueOnce(status(true, false));
    const open = renderInLocale(<ClosedBanner />, 'ru');
    await waitFor(() => expect(mocked.fetchKitchenStatus).toHaveBeenCalled());
    expect(open.container).toBeEmptyDOMElement();
    mocked.fetchKitchenStatus.mockResolvedValueOnce({ ok: false, error: { kind: 'network', message: 'api_network' } });
    const failed = renderInLocale(<ClosedBanner />, 'ru');
    await waitFor(() => expect(mocked.fetchKitchenStatus).toHaveBeenCalledTimes(2));
    expect(failed.container).toBeEmptyDOMElement();
  });
});
