/**
 * profile/information/pass: the current password, a new one (at least 6 characters) and its
 * confirmation (the API then ends every other session); and "sign out on all devices".
 */
import React, { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from '../../../i18n/I18n';
import { shopApi } from '../../../api-client/shop-api';
import { SecondaryButton } from '../../../ui/Button';
import { TextField } from '../../../ui/form/TextField';
import { showToast } from '../../../ui/toast-store';
import { LocalizedLink } from '../../../ui/LocalizedLink';
import { changePassword } from '../profile-api';
import { validatePassword, type PasswordValues } from '../profile-rules';
import { ruleSchema, saveFailure } from '../profile-forms';
import { Actions, Card, Row, SaveActions, Stack } from '../profile-ui';
import { Check } from '../../../ui/form/Check';
import { PASSWORD_MAX, sessionStore } from '../../auth';

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

export default function PasswordSection() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const schema = useMemo(() => ruleSchema(EMPTY, validatePassword), []);

  const onSubmit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    setFormMessage(null);
    const result = await changePassword(shopApi, values);
    if (!result.ok) {
      // A mismatch the server found belongs to the confirmation field.
      const confirmed = result.error.fields?.password?.[0] === 'validation_confirmed';
      const failure = saveFailure(result.error, FIELDS, confirmed ? { password: 'password_confirmation' } : {});
      helpers.setErrors(failure.errors);
      setFormMessage(failure.message);
      return;
    }
    helpers.resetForm({ values: EMPTY });
    showToast('pf_password_saved', 'success');
  };

  const field = { type: show ? 'text' : 'password', maxLength: PASSWORD_MAX, idPrefix: 'pf' } as const;
  return (
    <Card aria-labelledby="pf-pass-title">
      <h2 id="pf-pass-title">{t('profile_pass')}</h2>
      <Formik<PasswordValues> initialValues={EMPTY} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('profile_pass')}>
            <Stack>
              <TextField name="current_password" label={t('pf_password_current')} autoComplete="current-password" {...field} />
              <Row>
                <TextField
                  name="password"
                  label={t('pf_password_new')}
                  autoComplete="new-password"
                  hint={t('pf_password_hint')}
                  {...field}
                />
                <TextField name="password_confirmation" label={t('pf_password_confirm')} autoComplete="new-password" {...field} />
              </Row>
              <Check>
                <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
                {t('pf_password_show')}
              </Check>
              <SaveActions message={formMessage} busy={isSubmitting}>
                <LocalizedLink to="/profile/information/">{t('pf_back_to_info')}</LocalizedLink>
              </SaveActions>
            </Stack>
          </Form>
        )}
      </Formik>
      <SignOutEverywhere />
    </Card>
  );
}

/** Ends every session of the account (a lost phone, a shared computer), this one included. */
function SignOutEverywhere() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Stack as="section" aria-labelledby="pf-sessions-title">
      <h3 id="pf-sessions-title">{t('pf_sessions_title')}</h3>
      <p>{t('pf_sessions_text')}</p>
      <Actions>
        <SecondaryButton
          type="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void sessionStore.getState().logout({ everywhere: true });
          }}
        >
          {t('pf_sessions_sign_out_all')}
        </SecondaryButton>
      </Actions>
    </Stack>
  );
}
