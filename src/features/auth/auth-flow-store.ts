/**
 * The auth modal's store: the pure state machine (./auth-modal-state) plus the sign-in flows
 * of spec section 4, each in its own file: phone + SMS code and registration (auth-phone-flow.ts),
 * messenger bot (auth-bot-flow.ts), social popup (auth-social-flow.ts), forgot password
 * (auth-forgot-flow.ts), sharing auth-flow-kit.ts. Everything outside (API, session, toasts,
 * windows, timers, storage) is injected, so the flows are unit-tested without a browser.
 *
 * Rules kept here:
 * - one request at a time per action: a second click while one is in flight does nothing;
 * - 422 answers come back as field errors for the form; network and server failures give a
 *   message and leave the modal usable;
 * - no phone, code or token is logged or sent to analytics.
 */
import { createStore } from 'zustand/vanilla';
import { initialAuthModalState } from './auth-modal-state';
import type { AuthFlowDeps, AuthFlowState, AuthFlowStore } from './auth-flow-state';
import { createAuthFlowKit } from './auth-flow-kit';
import { createPhoneFlow } from './auth-phone-flow';
import { createBotFlow } from './auth-bot-flow';
import { createSocialFlow } from './auth-social-flow';
import { createForgotFlow } from './auth-forgot-flow';

export function createAuthFlowStore(deps: AuthFlowDeps): AuthFlowStore {
  let lastRequest: object | null = null;
  return createStore<AuthFlowState>()((set, get) => {
    const kit = createAuthFlowKit(deps, set, get);
    const { dispatch } = kit;
    const { stop: stopBot, ...botActions } = createBotFlow(kit);
    const { stop: stopSocial, ...socialActions } = createSocialFlow(kit);
    return {
      modal: initialAuthModalState,
      busy: null,
      phone: null,
      phoneInput: '',
      secretId: null,
      codeSentAt: null,
      codeLost: false,
      botLink: null,
      botStartedAt: null,
      pendingRegistration: null,
      unknownPhone: false,
      emailConflict: null,
      connectAfterSignIn: null,

      dispatch,

      open(request) {
        if (request === lastRequest) return;
        lastRequest = request;
        stopBot();
        stopSocial();
        set({
          busy: null,
          botLink: null,
          botStartedAt: null,
          pendingRegistration: null,
          unknownPhone: false,
          connectAfterSignIn: null,
        });
        dispatch({ type: 'open', request });
        if (request.type === 'phone') dispatch({ type: 'phone-only' });
      },

      close() {
        lastRequest = null;
        stopBot();
        stopSocial();
        set({ busy: null, botStartedAt: null, connectAfterSignIn: null });
        dispatch({ type: 'close' });
      },

      ...createPhoneFlow(kit),
      ...botActions,
      ...socialActions,
      ...createForgotFlow(kit),
    };
  });
}
