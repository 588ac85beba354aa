import React from 'react';
import { act, screen } from '@testing-library/react';
import { renderInLocale } from '../test/render';
import ConnectionNotice from './ConnectionNotice';
import ProgressBar from './ProgressBar';
import { PROGRESS_SLOW_MS, startProgress, useProgress } from '../shared/progress';

describe('connection notices in the page language', () => {
  const setOnline = (value: boolean) => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  };
  afterEach(() => setOnline(true));

  it('offline: says what still works and what waits (ua, ru); gone when back online', () => {
    renderInLocale(<ConnectionNotice />, 'ua');
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByTestId('offline-notice').textContent).toMatch(/^Немає інтернету\. .*кошик працюють/);
    act(() => setOnline(true));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('offline already when the page starts (ru)', () => {
    setOnline(false);
    renderInLocale(<ConnectionNotice />, 'ru');
    expect(screen.getByTestId('offline-notice').textContent).toMatch(/^Нет интернета\./);
  });

  it('a call slower than 3 s gets the "taking longer" line, in a live region; it goes when the call ends', () => {
    jest.useFakeTimers();
    try {
      useProgress.setState({ pending: 0, visible: false, slow: false });
      renderInLocale(<ProgressBar />, 'ua');
      let done = () => {};
      act(() => {
        done = startProgress();
        jest.advanceTimersByTime(PROGRESS_SLOW_MS);
      });
      expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Завантаження…');
      expect(screen.getByTestId('progress-slow').closest('[role="status"]')).not.toBeNull();
      expect(screen.getByTestId('progress-slow').textContent).toBe(
        'Сервер відповідає довше, ніж зазвичай. Зачекайте — нічого не втрачено.',
      );
      act(() => done());
      expect(screen.queryByTestId('progress-slow')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
