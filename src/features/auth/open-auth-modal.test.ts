import { useModal } from '../../shared/modal-store';
import { isAuthModalOpen, openAuthModal } from './open-auth-modal';

describe('openAuthModal', () => {
  afterEach(() => useModal.getState().close());

  it('opens the auth modal in login mode by default', () => {
    expect(isAuthModalOpen()).toBe(false);
    openAuthModal();
    expect(useModal.getState().current).toEqual({ name: 'auth-modal', props: { type: 'login' } });
    expect(isAuthModalOpen()).toBe(true);
  });

  it('passes cantClose and the forgot-input e-mail and token', () => {
    openAuthModal('forgot-input', { email: 'a@b.ua', token: 't1', cantClose: true });
    expect(useModal.getState().current).toEqual({
      name: 'auth-modal',
      props: { type: 'forgot-input', email: 'a@b.ua', token: 't1', cantClose: true },
    });
  });
});
