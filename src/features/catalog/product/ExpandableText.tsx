import React, { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/I18n';
import { SafeHtml } from '../../../ui/SafeSvg';
import { media, theme } from '../../../shared/theme';

const Text = styled.div<{ $collapsed: boolean }>`
  ${media.mobile} {
    max-height: ${(p) => (p.$collapsed ? '4.5em' : 'none')};
    overflow: hidden;
  }
`;

const Toggle = styled.button`
  display: none;
  border: 0;
  background: none;
  color: ${theme.color.brand};
  font-weight: 700;
  padding: 4px 0;
  margin-bottom: 16px;
  cursor: pointer;
  ${media.mobile} {
    display: inline-block;
  }
`;

/**
 * Characters of text from which a description may run past three lines on a 360 px phone (a 328 px
 * column of 16 px text holds about 43). A shorter one is shown whole with no "show more" that would
 * open nothing. Decided from the text, so the server's page and the browser's agree and nothing moves.
 */
export const COLLAPSE_FROM_CHARS = 120;

/** Product description: full on desktop, three lines with "show more" on mobile (spec section 2). */
export function ExpandableText({ sanitizedHtml }: { sanitizedHtml: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const collapsible = sanitizedHtml.replace(/<[^>]*>/g, '').trim().length >= COLLAPSE_FROM_CHARS;
  if (!collapsible) return <SafeHtml sanitizedHtml={sanitizedHtml} />;
  return (
    <>
      <Text id={id} $collapsed={!expanded}>
        <SafeHtml sanitizedHtml={sanitizedHtml} />
      </Text>
      <Toggle type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
        {t(expanded ? 'show_less' : 'show_more')}
      </Toggle>
    </>
  );
}
