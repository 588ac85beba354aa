/** Screen 'error': the error (title err_sms, body auth_tg_error_{code} or err_msg) with 'try another way' and 'to main'. */
import React from 'react';
import { navigate } from 'gatsby';
import { Button } from '../../ui/Button';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { localizedPath } from '../../i18n/paths';
import { useModal } from '../../shared/modal-store';
import { authFlow, useAuthFlow } from './auth-flow';
import { ERROR_FALLBACK_KEY, ERROR_TITLE_KEY } from './auth-modal-state';
import { AuthScreen, Secondary, Stack } from './auth-ui';

export function ErrorScreen() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const error = useAuthFlow((s) => s.modal.error);
  const body: string = error?.body && i18n.exists(error.body) ? String(error.body) : ERROR_FALLBACK_KEY;
  return (
    <AuthScreen name="error" title={t(error?.title ?? ERROR_TITLE_KEY)}>
      <p role="alert">{t(body)}</p>
      <Stack>
        <Button type="button" data-autofocus onClick={() => authFlow.getState().dispatch({ type: 'try-another' })}>
          {t('auth_try_another')}
        </Button>
        <Secondary
          type="button"
          onClick={() => {
            useModal.getState().close();
            void navigate(localizedPath(locale.code, '/'));
          }}
        >
          {t('to_main')}
        </Secondary>
      </Stack>
    </AuthScreen>
  );
}
