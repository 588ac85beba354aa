import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { useModal } from '../../shared/modal-store';
import { sessionStore } from './session';
import AuthPage from './AuthPage';
import { testUser } from './test-helpers';

beforeEach(() => {
  useModal.setState({ current: null });
  sessionStore.setState({ status: 'empty', token: null, user: null });
});

describe('/auth/ page', () => {
  it('opens the auth modal (login, transparent variant) for a guest, and again from its button', () => {
    renderInLocale(<AuthPage />);
    expect(useModal.getState().current).toEqual({ name: 'auth-modal', props: { type: 'login', transparent: true } });
    act(() => useModal.getState().close());
    fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(useModal.getState().current?.name).toBe('auth-modal');
  });

  it('waits while a stored token is being checked, then shows the customer the way to the profile', () => {
    sessionStore.setState({ status: 'loading', token: 'x'.repeat(64), user: null });
    renderInLocale(<AuthPage />, 'ru');
    expect(useModal.getState().current).toBeNull();
    act(() => sessionStore.setState({ status: 'success', user: testUser() }));
    expect(screen.getByText('Вы уже вошли как Олена Коваленко.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В профиль' })).toHaveAttribute('href', '/ru/profile/information/');
    expect(useModal.getState().current).toBeNull();
  });
});
