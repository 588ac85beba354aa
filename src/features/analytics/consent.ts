import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { browserStorage, readItem, writeItem } from '../../shared/safe-storage';

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
  const value = readItem(storage, CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function createConsentStore(deps: ConsentDeps): StoreApi<ConsentState> {
  return createStore<ConsentState>()((set) => {
    const decide = (decision: ConsentDecision) => {
      // A storage that refuses: the decision holds for this page.
      writeItem(deps.storage(), CONSENT_KEY, decision);
      set({ decision, loaded: true });
    };
    return {
      decision: null,
      loaded: false,
      load: () => set({ decision: readConsent(deps.storage()), loaded: true }),
      accept: () => decide('granted'),
      decline: () => decide('denied'),
    };
  });
}

export const consentStore = createConsentStore({ storage: () => browserStorage() });
export const useConsent = <T>(select: (s: ConsentState) => T) => useStore(consentStore, select);
