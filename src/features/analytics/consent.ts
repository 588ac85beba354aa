import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * The visitor's analytics consent, remembered in localStorage (`analytics_consent`: `granted` or
 * `denied`). Anything else (absent, corrupt, storage blocked) is "not decided": the banner asks
 * and nothing is loaded or sent. With storage blocked the answer holds for the page's life.
 */
export const CONSENT_KEY = 'analytics_consent';
export type ConsentDecision = 'granted' | 'denied';

export interface ConsentState {
  decision: ConsentDecision | null;
  /** The stored answer was read (false during the server render and before hydration). */
  loaded: boolean;
  /** Reads the stored decision (after hydration: the server render knows none). */
  load(): void;
  accept(): void;
  decline(): void;
}

export interface ConsentDeps {
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null;
}

export function readConsent(storage: Pick<Storage, 'getItem'> | null): ConsentDecision | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function createConsentStore(deps: ConsentDeps): StoreApi<ConsentState> {
  const remember = (decision: ConsentDecision) => {
    try {
      deps.storage()?.setItem(CONSENT_KEY, decision);
    } catch {
      /* storage unavailable: the decision holds for this page */
    }
  };
  return createStore<ConsentState>()((set) => ({
    decision: null,
    loaded: false,
    load: () => set({ decision: readConsent(deps.storage()), loaded: true }),
    accept: () => {
      remember('granted');
      set({ decision: 'granted', loaded: true });
    },
    decline: () => {
      remember('denied');
      set({ decision: 'denied', loaded: true });
    },
  }));
}

function browserStorage() {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const consentStore = createConsentStore({ storage: browserStorage });
export const useConsent = <T>(select: (s: ConsentState) => T) => useStore(consentStore, select);
