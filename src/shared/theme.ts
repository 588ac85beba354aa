/** Design tokens. Breakpoints from spec section 9 (px). */
export const theme = {
  color: {
    brand: '#c23b22',
    brandDark: '#9e2f1a',
    text: '#1f1d1b',
    muted: '#6b645c',
    background: '#faf7f2',
    surface: '#ffffff',
    border: '#e7e0d6',
    error: '#c62828',
    success: '#2e7d32',
  },
  radius: { s: '8px', m: '14px', l: '22px' },
  shadow: { card: '0 2px 10px rgba(31, 29, 27, 0.08)', pop: '0 12px 32px rgba(31, 29, 27, 0.18)' },
  font: `'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`,
  breakpoint: { mobileMax: 767, tablet: 768, desktop: 992, wide: 1200 },
  headerHeight: '64px',
  maxWidth: '1320px',
} as const;

export type Theme = typeof theme;

export const media = {
  mobile: `@media (max-width: ${theme.breakpoint.mobileMax}px)`,
  tablet: `@media (min-width: ${theme.breakpoint.tablet}px)`,
  desktop: `@media (min-width: ${theme.breakpoint.desktop}px)`,
  wide: `@media (min-width: ${theme.breakpoint.wide}px)`,
};
