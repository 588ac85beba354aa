import { createStore } from 'zustand/vanilla';
import { returnAfterLogin } from './return-after-login';

function setup() {
  const session = createStore<{ user: unknown }>()(() => ({ user: null }));
  const modal = createStore<{ current: { name: string } | null }>()(() => ({ current: { name: 'auth-modal' } }));
  const go = jest.fn();
  const stop = returnAfterLogin(go, session, modal);
  return { session, modal, go, stop };
}

describe('back to the asked-for profile page after the login it started', () => {
  it('goes there once the user is loaded (before the modal closes)', () => {
    const { session, modal, go } = setup();
    session.setState({ user: { id: 1 } });
    modal.setState({ current: null });
    session.setState({ user: { id: 2 } });
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('forgets it when the modal is closed without a login', () => {
    const { session, modal, go } = setup();
    modal.setState({ current: null });
    session.setState({ user: { id: 1 } });
    expect(go).not.toHaveBeenCalled();
  });

  it('forgets it when another modal replaces the auth modal', () => {
    const { session, modal, go } = setup();
    modal.setState({ current: { name: 'modal' } });
    session.setState({ user: { id: 1 } });
    expect(go).not.toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    const { session, go, stop } = setup();
    stop();
    session.setState({ user: { id: 1 } });
    expect(go).not.toHaveBeenCalled();
  });
});
