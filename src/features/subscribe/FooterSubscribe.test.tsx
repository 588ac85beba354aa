import React from 'react';
import { act, screen } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { FooterSubscribe } from './FooterSubscribe';

/** A stand-in IntersectionObserver the test moves into view. */
let reportIntersection: (isIntersecting: boolean) => void = () => {};
const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

beforeEach(() => {
  jest.useFakeTimers();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {
      reportIntersection = (isIntersecting) => this.callback([{ isIntersecting }]);
    }
    observe() {}
    disconnect() {}
  };
});
afterEach(() => {
  jest.useRealTimers();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
});

describe('footer subscribe block', () => {
  it('loads the form only once the block is on screen and the browser idle', async () => {
    renderInLocale(<FooterSubscribe />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('button', { name: 'Підписатися' })).toBeNull();

    act(() => reportIntersection(false));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('button', { name: 'Підписатися' })).toBeNull();

    act(() => reportIntersection(true));
    // Not yet: the code waits for the browser to be idle (here the 200 ms fallback timer).
    await act(async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
    });
    expect(screen.queryByRole('button', { name: 'Підписатися' })).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    jest.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Підписатися' })).toBeInTheDocument();
  });
});
