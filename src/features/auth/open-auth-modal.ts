/**
 * The one way for other features (checkout, profile, header) to ask for sign-in:
 * `openAuthModal('login')`, `openAuthModal('login', { cantClose: true })`,
 * `openAuthModal('forgot-input', { email, token })`. The modal itself lives in ./AuthModal.
 */
import { useModal, type AuthModalType } from '../../shared/modal-store';

export type { AuthModalType };

export interface OpenAuthModalOptions {
  /** Hide the close button (e.g. a page that is useless without an account). */
  cantClose?: boolean;
  /** `forgot-input`: the e-mail or phone the reset token belongs to. */
  email?: string;
  /** `forgot-input`: the reset token. */
  token?: string;
  /** The transparent variant: the page behind stays undimmed (the /auth/ page, which is only a prompt). */
  transparent?: boolean;
}

export function openAuthModal(type: AuthModalType = 'login', opts: OpenAuthModalOptions = {}): void {
  useModal.getState().open({ name: 'auth-modal', props: { type, ...opts } });
}

/** True while the auth modal is the open modal. */
export function isAuthModalOpen(): boolean {
  return useModal.getState().current?.name === 'auth-modal';
}
