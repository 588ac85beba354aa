import { createGlobalStyle } from 'styled-components';
import { theme, visuallyHidden } from '../shared/theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font};
    font-size: 16px;
    line-height: 1.5;
    color: ${theme.color.text};
    background: ${theme.color.background};
  }
  body.modal-open { overflow: hidden; }
  /* Room for the fixed mobile cart bar. */
  @media (max-width: ${theme.breakpoint.mobileMax}px) { body { padding-bottom: 64px; } }
  a { color: inherit; }
  img, svg { max-width: 100%; }
  button { font: inherit; }
  h1, h2, h3 { line-height: 1.2; margin: 0 0 0.5em; }
  :focus-visible { outline: 3px solid ${theme.color.brand}; outline-offset: 2px; }
  .visually-hidden { ${visuallyHidden} }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
