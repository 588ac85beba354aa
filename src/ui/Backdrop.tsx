import styled from 'styled-components';
import { theme } from '../shared/theme';

/**
 * The dimmed layer behind a dialog, drawer or sheet; `$z` puts it just under its dialog.
 * `$transparent`: the page stays undimmed (it still catches the click that closes).
 */
export const Backdrop = styled.div<{ $z?: number; $transparent?: boolean }>`
  position: fixed;
  inset: 0;
  background: ${(p) => (p.$transparent ? 'transparent' : theme.color.backdrop)};
  z-index: ${(p) => p.$z ?? 90};
`;
