/**
 * profile/information: avatar, name, phone (a change takes up to 24 h), birthday (checked by the
 * birthday rules; a stored one that breaks them is flagged for correction), e-mail with a link to
 * its own page, a link to the password page, Google and Apple connected for sign-in, and the
 * switches of the order status messages.
 */
import React, { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from '../../../i18n/I18n';
import { shopApi } from '../../../api-client/shop-api';
import { TextField } from '../../../ui/form/TextField';
import { formatPhone } from '../../../ui/form/phone';
import { askPhoneProof } from '../../../shared/modal-store';
import { showToast } from '../../../ui/toast-store';
import { sessionStore } from '../../auth';
import { fetchProfile, updateProfile, uploadAvatar, type Profile } from '../profile-api';
import {
  avatarProblem,
  AVATAR_TYPES,
  infoChanges,
  messageKey,
  NAME_MAX,
  needsPhoneCode,
  validateInfo,
  type InfoValues,
} from '../profile-rules';
import { birthdayBounds, birthdayProblem, birthdayState } from '../birthday';
import { kyivDate } from '../../../shared/kyiv-time';
import { failureKey, ruleSchema, saveFailure } from '../profile-forms';
import { useLoad } from '../use-load';
import { Card, Notice, Row, SaveActions, Stack, WhenLoaded } from '../profile-ui';
import { AccountFacts, AvatarBox } from './information-parts';
import { InformationPlaceholder } from './InformationPlaceholder';
import { MessagesCard } from './MessagesCard';
import { EmailConfirmation } from './EmailConfirmation';
import { SignInMethodsCard } from './SignInMethodsCard';

const FIELDS = ['name', 'phone', 'birthday'] as const;
const EMPTY: InfoValues = { name: '', phone: '', birthday: '' };

const valuesOf = (p: Profile): InfoValues => ({
  name: p.name,
  // The pending number is what the customer asked for: saving other fields must not cancel it.
  phone: formatPhone(p.pending_phone ?? p.phone ?? ''),
  birthday: p.birthday ?? '',
});

/** Keeps the session's user (header, side menu) in step with a saved profile. */
const patchSession = (p: Profile) =>
  sessionStore.getState().patchUser({
    name: p.name,
    email: p.email,
    phone: p.phone,
    birthday: p.birthday,
    avatar: p.avatar,
    bonus: p.bonus,
  });

function AvatarPicker({ profile, onSaved }: { profile: Profile; onSaved: (avatar: Profile['avatar']) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const initial = (profile.name.trim()[0] ?? '?').toUpperCase();

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const result = await uploadAvatar(shopApi, file, file.name);
    setBusy(false);
    if (!result.ok) {
      const field = result.error.fields?.avatar?.[0];
      setError(field ? messageKey(field, 'avatar') : failureKey(result.error));
      return;
    }
    sessionStore.getState().patchUser({ avatar: result.data });
    onSaved(result.data);
    showToast('pf_avatar_saved', 'success');
  };

  return (
    <AvatarBox>
      <div className="picture">
        {profile.avatar ? (
          <img src={profile.avatar.url} alt={t('pf_avatar_alt')} width={96} height={96} data-testid="profile-avatar" />
        ) : (
          <span aria-hidden="true">{initial}</span>
        )}
      </div>
      <div className="controls">
        <input
          id="pf-avatar"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          onChange={(e) => void onChange(e)}
          disabled={busy}
          aria-describedby="pf-avatar-hint pf-avatar-error"
          aria-invalid={!!error}
        />
        <label className="pick" htmlFor="pf-avatar">
          {busy ? t('pf_avatar_uploading') : t('pf_avatar_choose')}
        </label>
        <span className="hint" id="pf-avatar-hint">
          {t('pf_avatar_hint')}
        </span>
        <span className="error" id="pf-avatar-error" role={error ? 'alert' : undefined}>
          {error ? t(error) : ''}
        </span>
      </div>
    </AvatarBox>
  );
}

function InfoForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { t } = useTranslation();
  const today = useMemo(() => kyivDate(), []);
  const bounds = birthdayBounds(today);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const schema = useMemo(() => ruleSchema(EMPTY, (v) => validateInfo(v, today)), [today]);
  const stored = birthdayState(profile.birthday, today);
  const storedProblem = birthdayProblem(profile.birthday, today);

  const onSubmit = async (values: InfoValues, helpers: FormikHelpers<InfoValues>) => {
    setFormMessage(null);
    const body = infoChanges(values, profile);
    if (Object.keys(body).length === 0) {
      setFormMessage('pf_nothing_changed');
      return;
    }
    let result = await updateProfile(shopApi, body);
    // A new number is the customer's once a code sent to it was entered (issue 43): asked only when
    // the API says that is all that is missing (a number someone else has sends no SMS). Closing
    // the code's modal saves nothing and keeps what was typed.
    if (!result.ok && body.phone && needsPhoneCode(result.error)) {
      const proof = await askPhoneProof(body.phone, 'new_phone');
      if (!proof) return;
      result = await updateProfile(shopApi, { ...body, phone_proof: proof });
    }
    if (!result.ok) {
      // The typed values stay in the form; errors go where they belong.
      const failure = saveFailure(result.error, FIELDS);
      helpers.setErrors(failure.errors);
      setFormMessage(failure.message);
      return;
    }
    patchSession(result.data.user);
    onSaved(result.data.user);
    helpers.resetForm({ values: valuesOf(result.data.user) });
    showToast(result.data.message === 'phone_change_24h' ? 'pf_phone_saved' : 'pf_saved', 'success');
  };

  return (
    <Formik<InfoValues>
      initialValues={valuesOf(profile)}
      validationSchema={schema}
      onSubmit={onSubmit}
      // A stored birthday that breaks the rules is shown as an error from the start.
      initialTouched={storedProblem ? { birthday: true } : undefined}
      initialErrors={storedProblem ? { birthday: storedProblem } : undefined}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('profile_information')} data-testid="info-form">
          <Stack>
            <Row>
              <TextField name="name" label={t('pf_name')} autoComplete="name" maxLength={NAME_MAX} idPrefix="pf" />
              <TextField
                name="phone"
                label={t('pf_phone')}
                type="phone"
                autoComplete="tel"
                idPrefix="pf"
                hint={t('pf_phone_hint')}
              />
            </Row>
            <Row>
              <TextField
                name="birthday"
                label={t('pf_birthday')}
                type="date"
                min={bounds.min}
                max={bounds.max}
                idPrefix="pf"
                hint={t('pf_birthday_hint')}
              />
              <div />
            </Row>
            {stored === 'correct' && (
              <Notice $tone="error">
                <p>{t('pf_birthday_correct')}</p>
              </Notice>
            )}
            {stored === 'none' && (
              <Notice>
                <p>{t('pf_birthday_none')}</p>
              </Notice>
            )}
            {profile.pending_phone && (
              <Notice data-testid="phone-pending">
                <p>
                  {t('pf_phone_pending', {
                    phone: formatPhone(profile.pending_phone),
                    current: formatPhone(profile.phone ?? ''),
                  })}
                </p>
              </Notice>
            )}
            <SaveActions
              message={formMessage}
              tone={formMessage === 'pf_nothing_changed' ? 'info' : 'error'}
              busy={isSubmitting}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

export default function InformationSection() {
  const { t } = useTranslation();
  const { state, reload, update } = useLoad((signal) => fetchProfile(shopApi, signal));
  return (
    <WhenLoaded state={state} onRetry={reload} placeholder={<InformationPlaceholder />}>
      {(profile) => (
        <Stack>
          <Card aria-labelledby="pf-info-title">
            <h2 id="pf-info-title">{t('pf_avatar')}</h2>
            <AvatarPicker profile={profile} onSaved={(avatar) => update((p) => ({ ...p, avatar }))} />
          </Card>
          <Card aria-labelledby="pf-data-title">
            <h2 id="pf-data-title">{t('pf_details')}</h2>
            <InfoForm profile={profile} onSaved={(p) => update(() => p)} />
          </Card>
          <Card aria-labelledby="pf-account-title">
            <h2 id="pf-account-title">{t('pf_account')}</h2>
            <AccountFacts email={<span data-testid="profile-email">{profile.email ?? t('pf_email_none')}</span>} />
            <EmailConfirmation profile={profile} />
          </Card>
          <SignInMethodsCard onConnected={() => void fetchProfile(shopApi).then((r) => r.ok && update(() => r.data))} />
          <MessagesCard />
        </Stack>
      )}
    </WhenLoaded>
  );
}
