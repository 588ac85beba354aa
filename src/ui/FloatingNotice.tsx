import styled from 'styled-components';
import { theme } from '../shared/theme';

/**
 * A short dark line floating over the page, centred: the slow-call line (at the top, above dialogs
 * too: the slow call is often the one a dialog made) and the offline notice (at the bottom, above
 * the mobile cart bar and the chat button, 84 px). Put it inside a live region.
 */
export const FloatingNotice = styled.p<{ $edge: 'top' | 'bottom' }>`
  position: fixed;
  left: 50%;
  ${(p) => (p.$edge === 'top' ? 'top: 10px;' : 'bottom: 84px;')}
  transform: translateX(-50%);
  z-index: 1001;
  margin: 0;
  width: max-content;
  max-width: calc(100vw - 32px);
  padding: ${(p) => (p.$edge === 'top' ? '8px 14px' : '10px 14px')};
  border-radius: ${theme.radius.s};
  background: ${theme.color.text};
  color: ${theme.color.onDark};
  font-size: 14px;
  box-shadow: ${theme.shadow.pop};
  text-align: center;
`;
