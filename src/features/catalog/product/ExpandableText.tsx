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
  cursor: pointer;
  ${media.mobile} {
    display: inline-block;
  }
`;

/** Product description: full on desktop, three lines with "show more" on mobile (spec section 2). */
export function ExpandableText({ sanitizedHtml }: { sanitizedHtml: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
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
