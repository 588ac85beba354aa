/**
 * The restaurant's order desk (/staff/): staff sign-in, then the desk screen with its tabs
 * (DeskScreen.tsx). Its state is one store (desk-store.ts). Browser-only, loaded as its own chunk
 * by the client-page template; never linked from the shop.
 */
import React, { useEffect, useMemo } from 'react';
import { useLocale } from '../../i18n/I18n';
import { createDeskApi } from './desk-api';
import { createDeskStore } from './desk-store';
import { DeskProvider, useDesk, useDeskActions } from './desk-context';
import { DeskScreen } from './DeskScreen';
import { SignIn } from './SignIn';
import { playChime } from './tone';
import { browserStorage } from '../../shared/safe-storage';

export default function StaffDesk() {
  const locale = useLocale();
  const desk = useMemo(
    () =>
      createDeskStore({
        storage: browserStorage('session'),
        keep: browserStorage('local'),
        ring: playChime,
        now: Date.now,
      }),
    [],
  );
  const api = useMemo(
    () =>
      createDeskApi({
        getToken: () => desk.getState().session?.token ?? null,
        getLang: () => locale.apiLang,
        onUnauthorized: () => desk.getState().setSession(null),
      }),
    [desk, locale.apiLang],
  );
  return (
    <DeskProvider value={{ desk, api }}>
      <SessionGate />
    </DeskProvider>
  );
}

/** Sign-in without a session; with one, the live desk (the stream restarts when the session or language changes). */
function SessionGate() {
  // The token, not the session: new permissions (from /me) keep the stream open.
  const token = useDesk((s) => s.session?.token ?? null);
  const { actions, api } = useDeskActions();
  useEffect(() => {
    if (!token) return;
    void actions.start(api);
    return () => actions.stop();
  }, [actions, api, token]);
  return token ? <DeskScreen /> : <SignIn />;
}
