/**
 * The auth modal (spec section 2, name `auth-modal`), loaded on first open by the modal host.
 * Renders the screen of the flow store's state machine (auth-modal-state.ts): login form, bot wait,
 * error, SMS code, phone-only login, e-mail choice; the forgot-password forms; `cantClose` hides the
 * close button. Opening resets the machine to the login form; closing stops the bot polling and
 * resets tab and forgot flags.
 */
import React, { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from '../../i18n/I18n';
import { Modal } from '../../ui/Modal';
import type { ModalRequest } from '../../shared/modal-store';
import { authFlow, useAuthFlow } from './auth-flow';
import { LoginScreen } from './LoginScreen';
import { CodeScreen } from './CodeScreen';
import { BotScreen } from './BotScreen';
import { ErrorScreen } from './ErrorScreen';
import { EmailChoiceScreen } from './EmailChoiceScreen';
import { ForgotRequestScreen, NewPasswordScreen } from './ForgotScreens';

export interface AuthModalProps {
  request: Extract<ModalRequest, { name: 'auth-modal' }>['props'];
  onClose: () => void;
}

// Layout effects run before paint: the first frame already shows screen 'login', not the last state.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The screens other than the login form, by the state machine's name. */
const OTHER_SCREENS = { 'bot-wait': BotScreen, error: ErrorScreen, code: CodeScreen, 'email-choice': EmailChoiceScreen };

function CurrentScreen() {
  const modal = useAuthFlow((s) => s.modal);
  const { screen } = modal;
  if (screen === 'login' || screen === 'phone-login') {
    if (modal.isForgot) return modal.isForgotInput ? <NewPasswordScreen /> : <ForgotRequestScreen />;
    return <LoginScreen key={screen} phoneOnly={screen === 'phone-login'} />;
  }
  const Screen = OTHER_SCREENS[screen];
  return <Screen />;
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
