/**
 * Fiscal receipts through Checkbox (a software cash register, PRRO), read once from the environment.
 * CHECKBOX_LICENSE_KEY (the cash register's key), CHECKBOX_LOGIN and CHECKBOX_PASSWORD (the cashier)
 * make it real; without them, outside production, the local stand-in (standin.ts) plays Checkbox.
 * Under NODE_ENV=production the three are required, or fiscal receipts are switched off explicitly
 * with FISCAL_RECEIPTS=off (the acquirer's own PRRO link fiscalises instead).
 */
export interface FiscalConfig {
  mode: 'off' | 'checkbox';
  /** Checkbox's API origin (https://api.checkbox.ua), or the stand-in's under the shop API. */
  apiUrl: string;
  licenseKey: string;
  login: string;
  /** Never logged. */
  password: string;
  /** X-Client-Name: who calls Checkbox's API. */
  clientName: string;
  /** The customer's link to a receipt: this plus the receipt's id. */
  receiptUrl: string;
  standin: boolean;
}

export const CHECKBOX_API_URL = 'https://api.checkbox.ua';
export const CHECKBOX_RECEIPT_URL = 'https://check.checkbox.ua/';
export const CHECKBOX_STANDIN_BASE = '/api/fiscal/checkbox-standin';
/** The stand-in's cashier and cash register (not secrets: Checkbox knows no such keys). */
export const CHECKBOX_STANDIN = {
  licenseKey: 'standin-license-key',
  login: 'standin-cashier',
  password: 'standin-password',
} as const;

export function readFiscalConfig(env: NodeJS.ProcessEnv, production: boolean, publicApiUrl: string): FiscalConfig {
  const clientName = (env.CHECKBOX_CLIENT_NAME || 'restaurant-shop-api').trim();
  if ((env.FISCAL_RECEIPTS ?? '').trim() === 'off')
    return { mode: 'off', apiUrl: '', licenseKey: '', login: '', password: '', clientName, receiptUrl: '', standin: false };
  const licenseKey = (env.CHECKBOX_LICENSE_KEY ?? '').trim();
  const login = (env.CHECKBOX_LOGIN ?? '').trim();
  const password = env.CHECKBOX_PASSWORD ?? '';
  const given = [licenseKey, login, password].filter(Boolean).length;
  if (production || given > 0)
    for (const [name, value] of [
      ['CHECKBOX_LICENSE_KEY', licenseKey],
      ['CHECKBOX_LOGIN', login],
      ['CHECKBOX_PASSWORD', password],
    ] as const)
      if (!value)
        throw new Error(
          `${name} is not set: fiscal receipts through Checkbox need CHECKBOX_LICENSE_KEY, CHECKBOX_LOGIN and CHECKBOX_PASSWORD` +
            (production ? ' under NODE_ENV=production (or FISCAL_RECEIPTS=off)' : ' (or none of them for the local stand-in)') +
            ' (README.md, "Going live: outside services").',
        );
  if (given === 3)
    return {
      mode: 'checkbox',
      apiUrl: (env.CHECKBOX_API_URL || CHECKBOX_API_URL).replace(/\/+$/, ''),
      licenseKey,
      login,
      password,
      clientName,
      receiptUrl: CHECKBOX_RECEIPT_URL,
      standin: false,
    };
  return {
    mode: 'checkbox',
    apiUrl: `${publicApiUrl}${CHECKBOX_STANDIN_BASE}`,
    ...CHECKBOX_STANDIN,
    clientName,
    receiptUrl: `${CHECKBOX_STANDIN_BASE}/receipts/`,
    standin: true,
  };
}
