/** What the auth flows share: one action at a time, the modal's events, field errors, the sign-in. */
import type { ApiError } from '../../api-client/client';
import { apiMessageKey } from '../../shared/sms-code';
import { authModalReducer, type AuthModalEvent } from './auth-modal-state';
import type { AuthFlowDeps, AuthFlowState, Busy, FormResult } from './auth-flow-state';
import { connectProviderPath } from './social';

/**
 * A refused call as the form's result: 422 field errors onto the form's fields (`map`: API field
 * -> form field), the rest as the form's message; any other failure as the form's message.
 */
export const refusalOf = (error: ApiError, map: Record<string, string>, fallbackField?: string): FormResult => {
  if (error.kind !== 'validation') return { ok: false, message: apiMessageKey(error) };
  const errors: Record<string, string> = {};
  let message: string | undefined;
  for (const [field, keys] of Object.entries(error.fields ?? {})) {
    const key = keys[0];
    if (!key) continue;
    const target = map[field];
    if (target) errors[target] ??= key;
    else message ??= key;
  }
  if (!Object.keys(errors).length && !message) {
    if (fallbackField) errors[fallbackField] = 'err_msg';
    else message = 'err_msg';
  }
  return { ok: false, errors, message };
};

type SetState = (partial: Partial<AuthFlowState> | ((s: AuthFlowState) => Partial<AuthFlowState>)) => void;

export type AuthFlowKit = ReturnType<typeof createAuthFlowKit>;

export function createAuthFlowKit(deps: AuthFlowDeps, set: SetState, get: () => AuthFlowState) {
  const dispatch = (event: AuthModalEvent) => set((s) => ({ modal: authModalReducer(s.modal, event) }));
  return {
    deps,
    set,
    get,
    now: deps.now ?? (() => Date.now()),
    setTimer: deps.setTimer ?? ((fn: () => void, ms: number): unknown => setTimeout(fn, ms)),
    clearTimer: deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>)),
    dispatch,
    /** Runs `fn` unless another action is in flight (double clicks send one request). */
    async exclusive<T>(kind: Busy, idle: T, fn: () => Promise<T>): Promise<T> {
      if (get().busy) return idle;
      set({ busy: kind });
      try {
        return await fn();
      } finally {
        if (get().busy === kind) set({ busy: null });
      }
    },
    /** The session takes the token; the code's state is forgotten and the modal closes. */
    async signedIn(token: string) {
      await deps.session.acceptToken(token);
      const connect = get().connectAfterSignIn;
      set({
        secretId: null,
        codeSentAt: null,
        codeLost: false,
        phone: null,
        phoneInput: '',
        pendingRegistration: null,
        connectAfterSignIn: null,
      });
      deps.closeModal();
      // The e-mail conflict screen's way out (decision 435): signed in by phone, on to connecting the provider.
      if (connect) deps.goTo?.(connectProviderPath(deps.locale(), connect));
    },
  };
}
