/** The auth modal tests' bench: the modal host over a scripted shop API, reset around each test. */
import React from 'react';
import { act, screen } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { useModal } from '../../shared/modal-store';
import { ModalHost } from '../../layout/ModalHost';
import { useToasts } from '../../ui/toast-store';
import { sessionStore } from './session';
import { authFlow } from './auth-flow';
import { openAuthModal } from './open-auth-modal';
import { e422, ok, scriptedFetch, testUser, TOKEN, type Route } from './test-helpers';
const routes = (over: Record<string, Route> = {}): Record<string, Route> => ({
  '/api/auth/check-phone': ok({ is_unique_phone: true }),
  '/api/secret/generate/new': ok({ id: 'sec-1' }),
  '/api/auth/login': (body) =>
    (body as { code: string }).code === '1234' ? ok({ access_token: TOKEN }) : e422({ code: ['validation_sms'] }),
  '/api/auth/me': ok(testUser()),
  '/api/tg-bot/token': ok({ token: 'bottoken123', start: 'startcode456', link: '/api/dev/tg-bot/startcode456' }),
  '/api/tg-bot/status/*': ok({ status: 'waiting' }),
  '/api/auth/forgot': ok({ message: 'new_password_on_your_phone' }),
  '/api/auth/forgot/submit': ok({ message: 'password_changed' }),
  ...over,
});

export let net: ReturnType<typeof scriptedFetch>;
export function setup(over: Record<string, Route> = {}, locale: 'ua' | 'ru' = 'ua') {
  net = scriptedFetch(routes(over));
  global.fetch = net.fetchImpl;
  const view = renderInLocale(<ModalHost />, locale);
  return view;
}

export async function openModal(type: Parameters<typeof openAuthModal>[0] = 'login', opts = {}) {
  act(() => openAuthModal(type, opts));
  return screen.findByTestId('auth-modal');
}

export const phoneInput = () => screen.getByLabelText('Номер телефону') as HTMLInputElement;

/** Call once at the top of a test file: a closed modal, no toasts, no session, empty storage. */
export function resetAuthModalAroundEachTest() {
  beforeEach(() => {
    useModal.setState({ current: null });
    useToasts.setState({ toasts: [] });
    sessionStore.setState({ status: 'empty', token: null, user: null });
    window.localStorage.clear();
    authFlow.setState({ phoneInput: '' });
  });
  afterEach(() => {
    act(() => useModal.getState().close());
    jest.useRealTimers();
  });
}
