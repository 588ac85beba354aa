/**
 * The `/auth/` page: opens the auth modal (login) on arrival; the page itself says what signing
 * in gives and offers the button again, or, for a logged-in customer, the way to the profile.
 */
import React, { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { Button } from '../../ui/Button';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { theme } from '../../shared/theme';
import { useSession } from './session';
import { openAuthModal } from './open-auth-modal';

const Box = styled.div`
  display: grid;
  gap: 14px;
  justify-items: start;
  max-width: 560px;
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

export default function AuthPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const hasToken = useSession((s) => s.token !== null);
  // Guests get the modal at once; a stored token first gets its answer (it may be a customer).
  const guest = !user && !(hasToken && status !== 'error');
  useEffect(() => {
    // The transparent variant: the page behind is only this prompt, nothing to dim.
    if (guest) openAuthModal('login', { transparent: true });
  }, [guest]);
  if (user) {
    return (
      <Box>
        <p>{t('auth_already_in', { name: user.name })}</p>
        <LocalizedLink to="/profile/information/">{t('auth_to_profile')}</LocalizedLink>
      </Box>
    );
  }
  return (
    <Box>
      <p>{t('auth_page_text')}</p>
      <Button type="button" onClick={() => openAuthModal('login', { transparent: true })}>
        {t('auth_page_open')}
      </Button>
    </Box>
  );
}
