import styled from 'styled-components';

/** The dimmed layer behind a dialog, drawer or sheet; `$z` puts it just under its dialog. */
export const Backdrop = styled.div<{ $z?: number }>`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.5);
  z-index: ${(p) => p.$z ?? 90};
`;
