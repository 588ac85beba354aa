/**
 * What the information page shares with its placeholder (drawn in the static HTML before the
 * profile code and data arrive), so both take the same room.
 */
import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/I18n';
import { theme } from '../../../shared/theme';
import { LocalizedLink } from '../../../ui/LocalizedLink';
import { avatarCircle, cardLink } from '../profile-ui';

export const AvatarBox = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
  .picture {
    ${avatarCircle(96)}
    font-size: 36px;
  }
  .controls {
    display: grid;
    gap: 4px;
  }
  /* The real file input stays in the accessibility tree; its label is the visible button. */
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  label.pick {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 18px;
    border-radius: 999px;
    border: 1px solid ${theme.color.brand};
    color: ${theme.color.brandDark};
    font-weight: 700;
    cursor: pointer;
    justify-self: start;
  }
  input[type='file']:focus-visible + label.pick {
    outline: 2px solid ${theme.color.brand};
    outline-offset: 2px;
  }
  input[type='file']:disabled + label.pick {
    opacity: 0.6;
    cursor: wait;
  }
  .hint {
    font-size: 13px;
    color: ${theme.color.muted};
  }
  .error {
    font-size: 13px;
    color: ${theme.color.error};
    font-weight: 500;
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: 12px;
  div,
  dd {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: baseline;
  }
  div {
    justify-content: space-between;
  }
  dt {
    font-weight: 600;
    font-size: 14px;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    ${cardLink}
  }
`;

/** The account card's facts: the e-mail (or its stand-in while loading) and the password, with their change links. */
export function AccountFacts({ email }: { email: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Facts>
      <div>
        <dt>{t('pf_email')}</dt>
        <dd>
          {email}
          <LocalizedLink to="/profile/information/email/">{t('pf_email_change')}</LocalizedLink>
        </dd>
      </div>
      <div>
        <dt>{t('pf_password')}</dt>
        <dd>
          <span aria-hidden="true">••••••</span>
          <LocalizedLink to="/profile/information/pass/">{t('pf_pass_change')}</LocalizedLink>
        </dd>
      </div>
    </Facts>
  );
}
