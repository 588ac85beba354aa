import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '../i18n/I18n';
import { Toaster } from './Toaster';
import { showToast, useToasts } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  useToasts.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

const renderToaster = () =>
  render(
    <I18nProvider locale="ua" translations={{ session_ended: 'Сесія завершилась', close: 'Закрити' }}>
      <Toaster />
    </I18nProvider>,
  );

test('a toast shown before the page is drawn gets its whole time once it is on screen', () => {
  showToast('session_ended', 'info', undefined, 3000);
  jest.advanceTimersByTime(10_000); // the page is still hydrating
  renderToaster();
  expect(screen.getByTestId('toast')).toHaveTextContent('Сесія завершилась');
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByTestId('toast')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('toast')).toBeNull();
});

test('at most three at once, the newest last; the close button dismisses one', () => {
  renderToaster();
  act(() => ['a', 'b', 'c', 'session_ended'].forEach((key) => showToast(key)));
  const shown = screen.getAllByTestId('toast');
  expect(shown).toHaveLength(3);
  expect(shown[2]).toHaveTextContent('Сесія завершилась');
  act(() => screen.getAllByRole('button', { name: 'Закрити' })[2].click());
  expect(screen.getAllByTestId('toast')).toHaveLength(2);
});
