import type { LocaleCode } from '../i18n/locales';

/**
 * The privacy policy as a PDF (spec section 3: the auth modal links "the privacy policy PDF"),
 * one per language, written at build time from the privacy page (src/site/privacy-pdf.ts).
 */
export const privacyPdfPath = (locale: LocaleCode) => `/docs/privacy-policy-${locale}.pdf`;
