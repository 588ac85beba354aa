/**
 * The auth modal (spec section 2, name `auth-modal`), loaded on first open by the modal host.
 * Renders the screen of the flow store's state machine: 1 login form, 2 bot wait, 3 error,
 * 4 SMS code, 5 phone-only; the forgot-password forms; `cantClose` hides the close button.
 * Opening resets the machine to 1; closing stops the bot polling and resets tab and forgot flags.
 */
import React, { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from '../../i18n/I18n';
import { Modal } from '../../ui/Modal';
import type { AuthModalType } from '../../shared/modal-store';
import { authFlow, useAuthFlow } from './auth-flow';
import { LoginScreen } from './LoginScreen';
import { CodeScreen } from './CodeScreen';
import { BotScreen } from './BotScreen';
import { ErrorScreen } from './ErrorScreen';
import { EmailChoiceScreen } from './EmailChoiceScreen';
import { ForgotRequestScreen, NewPasswordScreen } from './ForgotScreens';

export interface AuthModalProps {
  request: { type: AuthModalType; cantClose?: boolean; email?: string; token?: string; transparent?: boolean };
  onClose: () => void;
}

// Layout effects run before paint: the first frame already shows screen 1, not the last state.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function CurrentScreen() {
  const modal = useAuthFlow((s) => s.modal);
  if (modal.isForgot && (modal.screen === 1 || modal.screen === 5)) {
    return modal.isForgotInput ? <NewPasswordScreen /> : <ForgotRequestScreen />;
  }
  switch (modal.screen) {
    case 1:
      return <LoginScreen key="1" phoneOnly={false} />;
    case 5:
      return <LoginScreen key="5" phoneOnly />;
    case 2:
      return <BotScreen />;
    case 3:
      return <ErrorScreen />;
    case 4:
      return <CodeScreen />;
    case 6:
      return <EmailChoiceScreen />;
  }
}

export default function AuthModal({ request, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  useIsoLayoutEffect(() => {
    authFlow.getState().open(request);
  }, [request]);
  useEffect(() => () => authFlow.getState().close(), []);
  return (
    <Modal
      title={t('auth_dialog')}
      onClose={onClose}
      canClose={!request.cantClose}
      testId="auth-modal"
      transparent={request.transparent}
    >
      <CurrentScreen />
    </Modal>
  );
}
