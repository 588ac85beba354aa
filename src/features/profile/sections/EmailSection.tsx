/** profile/information/email: change the e-mail (valid, not the current one, unique on the server). */
import React, { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from '../../../i18n/I18n';
import { shopApi } from '../../../api-client/shop-api';
import { TextField } from '../../../ui/form/TextField';
import { showToast } from '../../../ui/toast-store';
import { LocalizedLink } from '../../../ui/LocalizedLink';
import { sessionStore, useSession } from '../../auth';
import { updateProfile } from '../profile-api';
import { validateEmail, type EmailValues } from '../profile-rules';
import { ruleSchema, saveFailure } from '../profile-forms';
import { Card, Muted, SaveActions, Stack } from '../profile-ui';

const EMPTY: EmailValues = { email: '' };

export default function EmailSection() {
  const { t } = useTranslation();
  const current = useSession((s) => s.user?.email ?? null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const schema = useMemo(() => ruleSchema(EMPTY, (v) => validateEmail(v, current)), [current]);

  const onSubmit = async (values: EmailValues, helpers: FormikHelpers<EmailValues>) => {
    setFormMessage(null);
    const result = await updateProfile(shopApi, { email: values.email.trim().toLowerCase() });
    if (!result.ok) {
      const failure = saveFailure(result.error, ['email']);
      helpers.setErrors(failure.errors);
      setFormMessage(failure.message);
      return;
    }
    sessionStore.getState().patchUser({ email: result.data.user.email });
    helpers.resetForm({ values: EMPTY });
    // A new e-mail is confirmed by the link sent to it (issue 43): the toast says where it went.
    if (result.data.email_confirmation === 'sent')
      showToast('pf_email_saved_confirm', 'success', { email: result.data.user.email ?? '' });
    else showToast('pf_email_saved', 'success');
  };

  return (
    <Card aria-labelledby="pf-email-title">
      <h2 id="pf-email-title">{t('profile_email')}</h2>
      <Muted data-testid="current-email">
        {current ? t('pf_email_current', { email: current }) : t('pf_email_current_none')}
      </Muted>
      <Formik<EmailValues> initialValues={EMPTY} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('profile_email')}>
            <Stack>
              <TextField name="email" label={t('pf_email_new')} type="email" autoComplete="email" maxLength={254} idPrefix="pf" />
              <SaveActions message={formMessage} busy={isSubmitting}>
                <LocalizedLink to="/profile/information/">{t('pf_back_to_info')}</LocalizedLink>
              </SaveActions>
            </Stack>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
