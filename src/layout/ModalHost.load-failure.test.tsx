import React from 'react';
import { act, screen } from '@testing-library/react';
import { renderInLocale } from '../test/render';
import { ModalHost } from './ModalHost';
import { useModal } from '../shared/modal-store';
import { useToasts } from '../ui/toast-store';

let mockAttempts = 0;
jest.mock('../features/auth/AuthModal', () => {
  mockAttempts++;
  // The first load fails as a dropped connection does; the second one works.
  if (mockAttempts === 1) throw new Error('Loading chunk 812 failed.');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { __esModule: true, default: () => createElement('div', null, 'auth modal loaded') };
});

describe('modal host: a modal whose code fails to load', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('closes with a message instead of taking the page down, and loads on the next open', async () => {
    renderInLocale(
      <>
        <p>page content</p>
        <ModalHost />
      </>,
    );
    await act(async () => {
      useModal.getState().open({ name: 'auth-modal', props: { type: 'login' } });
    });
    await screen.findByText('page content');
    expect(useModal.getState().current).toBeNull();
    expect(useToasts.getState().toasts.map((t) => [t.key, t.kind])).toEqual([['api_network', 'error']]);

    await act(async () => {
      useModal.getState().open({ name: 'auth-modal', props: { type: 'login' } });
    });
    expect(await screen.findByText('auth modal loaded')).toBeTruthy();
    expect(mockAttempts).toBe(2);
  });
});
