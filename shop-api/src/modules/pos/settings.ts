/**
 * The POS integration's settings from the environment (read once by config.ts). Off unless
 * POS_PROVIDER names a provider; Poster is the first. Without a token outside production the
 * embedded Poster stand-in (poster-stand-in.ts) plays Poster; NODE_ENV=production refuses that and
 * names the missing variable.
 */

/** Credentials the stand-in accepts (not secrets: the stand-in alone knows them). */
export const STAND_IN_POSTER = {
  token: '100001:standin0poster0token',
  spotId: 1,
  appSecret: 'standin-poster-secret',
  account: 'standin',
};

export interface PosterSettings {
  /** POSTER_TOKEN: the account's API token, sent as `?token=` (never logged). */
  token: string;
  /** POSTER_SPOT_ID: the location orders go to. */
  spotId: number;
  /** POSTER_APP_SECRET: the application secret webhooks are signed with. */
  appSecret: string;
  /** POSTER_ACCOUNT: the account name webhooks carry (a webhook of another account is refused). */
  account: string;
  /** POSTER_API_URL: Poster's web API (https://joinposter.com/api). */
  apiUrl: string;
  /**
   * POSTER_DELIVERY_PRODUCT_ID (optional): the Poster product the delivery fee goes as, so a prepaid
   * order's products add up to its payment; without it the fee is only in the comment.
   */
  deliveryProductId: string | null;
  /** No token outside production: the embedded stand-in answers instead of Poster. */
  standIn: boolean;
}

export interface PosSettings {
  /** POS_PROVIDER=poster; null = no POS (the default). */
  provider: 'poster' | null;
  poster: PosterSettings;
  /** POS_SEND_ON: `accepted` (default) sends an order once staff accept it, `new` sends every new order. */
  sendOn: 'accepted' | 'new';
}

const REQUIRED = ['POSTER_TOKEN', 'POSTER_SPOT_ID', 'POSTER_APP_SECRET', 'POSTER_ACCOUNT'] as const;

export function readPosSettings(env: NodeJS.ProcessEnv, production: boolean): PosSettings {
  const raw = env.POS_PROVIDER?.trim() ?? '';
  if (raw !== '' && raw !== 'off' && raw !== 'poster') throw new Error(`POS_PROVIDER must be poster or off, got "${raw}"`);
  const sendOn = env.POS_SEND_ON?.trim() || 'accepted';
  if (sendOn !== 'accepted' && sendOn !== 'new') throw new Error(`POS_SEND_ON must be accepted or new, got "${sendOn}"`);
  const provider = raw === 'poster' ? 'poster' : null;
  const value = (name: (typeof REQUIRED)[number]) => env[name]?.trim() ?? '';
  const token = value('POSTER_TOKEN');
  // With a real token the secret must be real too: an empty one would make webhooks forgeable.
  if (provider && (production || token)) {
    const missing = REQUIRED.find((name) => !value(name));
    if (missing)
      throw new Error(
        `${missing} is not set: POS_PROVIDER=poster sends orders to Poster and takes its webhooks with it ` +
          '(shop-api/README.md, "Going live: the POS"). ' +
          (production
            ? 'The Poster stand-in is off under NODE_ENV=production.'
            : 'Set all four, or none for the local stand-in.'),
      );
  }
  const spotId = Number(value('POSTER_SPOT_ID') || STAND_IN_POSTER.spotId);
  if (!Number.isInteger(spotId) || spotId < 1)
    throw new Error(`POSTER_SPOT_ID must be a whole number >= 1, got "${env.POSTER_SPOT_ID}"`);
  const deliveryProductId = env.POSTER_DELIVERY_PRODUCT_ID?.trim() || null;
  if (deliveryProductId !== null && !/^[1-9]\d*$/.test(deliveryProductId))
    throw new Error(`POSTER_DELIVERY_PRODUCT_ID must be a Poster product id (a whole number >= 1), got "${deliveryProductId}"`);
  const standIn = !token;
  return {
    provider,
    sendOn,
    poster: {
      token: standIn ? STAND_IN_POSTER.token : token,
      spotId,
      appSecret: standIn ? STAND_IN_POSTER.appSecret : value('POSTER_APP_SECRET'),
      account: standIn ? STAND_IN_POSTER.account : value('POSTER_ACCOUNT'),
      deliveryProductId,
      apiUrl: (env.POSTER_API_URL?.trim() || 'https://joinposter.com/api').replace(/\/+$/, ''),
      standIn,
    },
  };
}
