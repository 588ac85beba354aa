/**
 * The shop's one e-mail rule (spec section 5): no spaces, an at sign, a dot in the domain. Two
 * dots in a row are refused as well: outside quotes no part of an address may have them, so no
 * mail would arrive. The shop API checks the same (shop-api/src/modules/auth/password.ts).
 */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(email) && !email.includes('..');
}
