/**
 * The information page before its code and the profile arrive: the same cards, labels and hints
 * with empty, disabled fields. It is in the static HTML (the page's largest text is painted with
 * the first paint instead of after two API calls) and takes the room the loaded page takes, so
 * nothing moves when the data fills in.
 */
import React from 'react';
import { useTranslation } from '../../../i18n/I18n';
import { Button } from '../../../ui/Button';
import { FieldBox } from '../../../ui/form/FieldBox';
import { Actions, Card, Row, Stack } from '../profile-ui';
import { AccountFacts, AvatarBox } from './information-parts';

/** A labelled field that cannot be used yet (ids prefixed `pfp-`: never on screen with the form). */
function WaitingField({ name, label, hint, type = 'text' }: { name: string; label: string; hint?: string; type?: string }) {
  const id = `pfp-${name}`;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value="" readOnly disabled aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <span className="error" />
    </FieldBox>
  );
}

export function InformationPlaceholder() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy="true" data-testid="profile-placeholder">
      <span className="visually-hidden" role="status">
        {t('pf_loading')}
      </span>
      <Card aria-labelledby="pfp-info-title">
        <h2 id="pfp-info-title">{t('pf_avatar')}</h2>
        <AvatarBox>
          <div className="picture" />
          <div className="controls">
            <input id="pfp-avatar" type="file" disabled aria-describedby="pfp-avatar-hint" />
            <label className="pick" htmlFor="pfp-avatar">
              {t('pf_avatar_choose')}
            </label>
            <span className="hint" id="pfp-avatar-hint">
              {t('pf_avatar_hint')}
            </span>
            <span className="error" />
          </div>
        </AvatarBox>
      </Card>
      <Card aria-labelledby="pfp-data-title">
        <h2 id="pfp-data-title">{t('pf_details')}</h2>
        <Stack>
          <Row>
            <WaitingField name="name" label={t('pf_name')} />
            <WaitingField name="phone" label={t('pf_phone')} type="tel" hint={t('pf_phone_hint')} />
          </Row>
          <Row>
            <WaitingField name="birthday" label={t('pf_birthday')} type="date" hint={t('pf_birthday_hint')} />
            <div />
          </Row>
          <Actions>
            <Button type="button" disabled>
              {t('pf_save')}
            </Button>
          </Actions>
        </Stack>
      </Card>
      <Card aria-labelledby="pfp-account-title">
        <h2 id="pfp-account-title">{t('pf_account')}</h2>
        <AccountFacts email={<span aria-hidden="true">…</span>} />
      </Card>
    </Stack>
  );
}
