/**
 * E-mail rules of the subscribe forms (spec section 5): lower-cased and stripped of whitespace
 * while typing, common typos of popular domains corrected, valid when it has no spaces, an @ and
 * a dot in the domain; an address ending in .ru gets a warning that does not block submitting.
 */
const DOMAIN_TYPOS: Record<string, string> = {
  'gmial.com': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gmaill.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gnail.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gmail.cm': 'gmail.com',
  'gmail.con': 'gmail.com',
  'gmail.comm': 'gmail.com',
  'gmail.ru': 'gmail.com',
  'gmai.com': 'gmail.com',
  'ukr.nett': 'ukr.net',
  'ukr.ne': 'ukr.net',
  'ukrnet.net': 'ukr.net',
  'i.uaa': 'i.ua',
  'yahooo.com': 'yahoo.com',
  'yaho.com': 'yahoo.com',
  'hotmial.com': 'hotmail.com',
  'hotmail.co': 'hotmail.com',
  'outlok.com': 'outlook.com',
  'icloud.co': 'icloud.com',
};

/** What the input shows while typing: lower case, no whitespace anywhere. */
export function normaliseEmailInput(raw: string): string {
  return raw.replace(/\s+/g, '').toLowerCase();
}

/** Fixes a known domain typo ('name@gmial.com' -> 'name@gmail.com'); other addresses unchanged. */
export function correctEmailTypos(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const domain = email.slice(at + 1);
  const fixed = DOMAIN_TYPOS[domain];
  return fixed ? `${email.slice(0, at + 1)}${fixed}` : email;
}

export function hasRuMailWarning(email: string): boolean {
  return /\.ru$/.test(email);
}
