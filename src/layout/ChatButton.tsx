import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n/I18n';
import { useSiteData } from '../shared/use-site-data';
import { media, theme } from '../shared/theme';

const Button = styled.a`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 30;
  width: 54px;
  height: 54px;
  border-radius: 50%;
  background: ${theme.color.telegram};
  color: ${theme.color.onDark};
  display: grid;
  place-items: center;
  box-shadow: ${theme.shadow.telegram};
  ${media.mobile} {
    bottom: 84px;
  } /* above the mobile cart bar */
`;

/** Floating chat button: opens the contacts' messenger (telegram) link. */
export function ChatButton() {
  const { t } = useTranslation();
  const { contact } = useSiteData();
  if (typeof contact.telegram !== 'string') return null;
  return (
    <aside aria-label={t('chat_button')}>
      <Button
        href={contact.telegram}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat_button')}
        data-testid="chat-button"
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M21.4 4.2 2.9 11.3c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.7c.3-1.3-.5-1.9-1.5-1.3ZM9.6 14.2l8.6-7.8c.4-.3-.1-.5-.6-.2L7.1 13.1" />
        </svg>
      </Button>
    </aside>
  );
}
