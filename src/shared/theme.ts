import { css } from 'styled-components';

/**
 * Design tokens: the only place colours are written (a hex/rgb literal anywhere else in src/ fails
 * `npm run lint`, see eslint.config.mjs), and the few CSS fragments every feature shares. Colours
 * are named by role; near-identical shades that played the same role were merged. Breakpoints from
 * spec section 9 (px).
 */
export const theme = {
  color: {
    brand: '#c23b22',
    brandDark: '#9e2f1a',
    /** Active item on a light surface (profile navigation). */
    brandTint: '#fbeeea',
    text: '#1f1d1b',
    /** Secondary body text on the light background (offline page). */
    textSoft: '#444444',
    muted: '#6b645c',
    background: '#faf7f2',
    surface: '#ffffff',
    /** Semi-transparent surface over a photo (wishlist heart). */
    surfaceGlass: 'rgba(255, 255, 255, 0.94)',
    /** Image placeholders and quiet blocks. */
    surfaceSunken: '#f1ebe2',
    border: '#e7e0d6',
    /** Receipt-printer tickets: thermal printers print black only, on white paper. */
    ticketInk: '#000000',
    ticketPaper: '#ffffff',
    /** Borders of plain inputs (staff desk). */
    borderStrong: '#cccccc',
    /** Text and icons on brand, dark or coloured backgrounds. */
    onDark: '#ffffff',
    /** Dark surfaces: footer, labels over photos. */
    dark: '#24201d',
    darkGlass: 'rgba(36, 32, 29, 0.86)',
    onDarkText: '#efe9e1',
    onDarkMuted: '#bfb6aa',
    /** Dims the page under a modal, drawer or overlay. */
    backdrop: 'rgba(0, 0, 0, 0.5)',
    /** Keyboard focus ring where no brand colour is around (offline page). */
    focus: '#1d4ed8',
    /** Something that cannot be chosen now (a closed pickup point). */
    unavailable: '#9e9e9e',
    /** A tag without a colour of its own. */
    tagDefault: '#555555',
    error: '#c62828',
    errorBg: '#fdecea',
    errorBorder: '#f5c2bd',
    success: '#2e7d32',
    successBg: '#e9f5ea',
    successBorder: '#bfe0c2',
    successText: '#1f5f23',
    info: '#1d4f85',
    infoBg: '#eef4fb',
    infoBorder: '#c9dcf0',
    neutralBg: '#f1eeea',
    neutralText: '#5c554e',
    warningBg: '#fff6e5',
    warningBorder: '#f0b35b',
    warningBorderSoft: '#f0d9a0',
    warningStrong: '#ef6c00',
    warningText: '#8a5a00',
    ratingEmpty: '#8c8377',
    ratingFill: '#e3a008',
    ratingStroke: '#a86f00',
    /** Shop status strip: open, closed, paused. */
    statusOpenBg: '#eef0f7',
    statusClosedBg: '#2d2a5a',
    statusPausedBg: '#5d4037',
    mapBg: '#e8f1f5',
    telegram: '#229ed9',
  },
  gradient: {
    /** Warm blocks: the hero logo and the constructor teaser. */
    warm: 'linear-gradient(135deg, #fff4ea, #fbe3d6)',
    promo: 'linear-gradient(135deg, #f6d8cf, #f1ebe2)',
  },
  radius: { s: '8px', m: '14px', l: '22px' },
  shadow: {
    card: '0 2px 10px rgba(31, 29, 27, 0.08)',
    pop: '0 12px 32px rgba(31, 29, 27, 0.18)',
    /** A bar fixed to the bottom of the screen. */
    bottomBar: '0 -4px 16px rgba(0, 0, 0, 0.08)',
    errorRing: '0 0 0 3px rgba(198, 40, 40, 0.35)',
    telegram: '0 6px 18px rgba(34, 158, 217, 0.45)',
  },
  font: `'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`,
  breakpoint: { mobileMax: 767, tablet: 768, desktop: 992, wide: 1200 },
  headerHeight: '64px',
  maxWidth: '1320px',
} as const;

export const media = {
  mobile: `@media (max-width: ${theme.breakpoint.mobileMax}px)`,
  tablet: `@media (min-width: ${theme.breakpoint.tablet}px)`,
  desktop: `@media (min-width: ${theme.breakpoint.desktop}px)`,
  wide: `@media (min-width: ${theme.breakpoint.wide}px)`,
};

/** A list without bullets or the browser's indent: the shop's lists are laid out by their own grid or flex. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A card on the page's background: white, rounded, lifted by the card shadow. */
export const cardSurface = css`
  background: ${theme.color.surface};
  border-radius: ${theme.radius.m};
  box-shadow: ${theme.shadow.card};
`;

/**
 * The primary action's look: a brand-filled pill (buttons, and links that act as one), darker under
 * a mouse pointer. Only where the device can hover: a touch screen keeps `:hover` on the last place
 * tapped, so the cart bar under a closing dish dialog's "add" button stayed dark.
 */
export const primaryFill = css`
  border-radius: 999px;
  background: ${theme.color.brand};
  color: ${theme.color.onDark};
  font-weight: 700;
  text-decoration: none;
  @media (hover: hover) {
    &:hover {
      background: ${theme.color.brandDark};
    }
  }
`;

/** A chip: an outlined white pill (listing tabs, sub-category links, checkout chips, profile tabs). */
export const outlinePill = css`
  border-radius: 999px;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

/** Off the screen, still read by screen readers: the global `.visually-hidden` class, and text hidden only at some widths. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
