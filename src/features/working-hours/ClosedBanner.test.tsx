import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { ClosedBanner } from './ClosedBanner';
import * as api from './working-hours';

jest.mock('./working-hours', () => ({
  ...jest.requireActual('./working-hours'),
  fetchIsWorkingTime: jest.fn(),
  fetchWorkingHours: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

describe('ClosedBanner', () => {
  beforeEach(() => jest.resetAllMocks());

  it('says the restaurant rests at night and when it opens, outside working hours', async () => {
    mocked.fetchIsWorkingTime.mockResolvedValue({ ok: true, data: false });
    mocked.fetchWorkingHours.mockResolvedValue({ ok: true, data: { time_start: '10:00', time_end: '22:00' } });
    renderInLocale(<ClosedBanner />, 'ua');
    expect(await screen.findByText('Ресторан відпочиває вночі.')).toBeInTheDocument();
    expect(await screen.findByText(/з 10:00/)).toBeInTheDocument();
  });

  it('shows nothing during working hours or when the check fails', async () => {
    mocked.fetchIsWorkingTime.mockResolvedValueOnce({ ok: true, data: true });
    const { container } = renderInLocale(<ClosedBanner />, 'ru');
    await waitFor(() => expect(mocked.fetchIsWorkingTime).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    mocked.fetchIsWorkingTime.mockResolvedValueOnce({ ok: false, error: { kind: 'network', message: 'api_network' } });
    const second = renderInLocale(<ClosedBanner />, 'ru');
    await waitFor(() => expect(mocked.fetchIsWorkingTime).toHaveBeenCalledTimes(2));
    expect(second.container).toBeEmptyDOMElement();
  });
});
