import styled from 'styled-components';
import { primaryFill, theme } from '../shared/theme';

/** The primary button. `disabled` while busy shows the wait cursor and reduced opacity (spec section 4). */
export const Button = styled.button`
  border: 0;
  ${primaryFill}
  padding: 12px 24px;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: wait;
  }
`;

/**
 * The secondary (outlined) button, e.g. "Not now" next to a primary action, or an action on a
 * card. `$compact`: less padding, for rows of actions (profile cards). At least 44 px high (touch).
 */
export const SecondaryButton = styled.button<{ $compact?: boolean }>`
  border: 1px solid ${theme.color.brand};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.brandDark};
  font: inherit;
  font-weight: 700;
  padding: ${(p) => (p.$compact ? '9px 16px' : '11px 22px')};
  min-height: 44px;
  cursor: pointer;
  /* Only where the device can hover: a touch screen keeps :hover on the last button tapped (primaryFill). */
  @media (hover: hover) {
    &:hover {
      background: ${theme.color.background};
    }
  }
  &:disabled {
    opacity: 0.6;
    cursor: wait;
  }
`;

/**
 * A text-like action ('forgot password?', 'change the number', 'I have a promo code'): underlined
 * brand text, at least 32 px high; callers set a larger height where it stands alone (touch).
 */
export const LinkButton = styled.button`
  border: 0;
  background: none;
  padding: 6px 0;
  min-height: 32px;
  font: inherit;
  color: ${theme.color.brandDark};
  text-decoration: underline;
  cursor: pointer;
  justify-self: start;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;
