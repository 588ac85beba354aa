import { SESSION_EXPIRED_TOAST_MS, sessionStore } from './session';
import { useToasts } from '../../ui/toast-store';

test('a token the API no longer accepts ends the session with a 6 s notice, in the toast', () => {
  useToasts.setState({ toasts: [] });
  sessionStore.setState({ status: 'success', token: 'a'.repeat(40), user: null });
  sessionStore.getState().expire();
  expect(sessionStore.getState().token).toBeNull();
  expect(useToasts.getState().toasts).toEqual([
    expect.objectContaining({ key: 'session_expired', kind: 'info', durationMs: SESSION_EXPIRED_TOAST_MS }),
  ]);
  expect(SESSION_EXPIRED_TOAST_MS).toBe(6000);
});
