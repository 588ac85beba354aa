import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../http/schemas';
import { SOCIAL_PROVIDERS } from './social';

export const UserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String({ description: "'+380XXXXXXXXX'" })),
  bonus: Type.Integer({ minimum: 0 }),
  avatar: Nullable(Type.Object({ url: Type.String(), urlForList: Type.String() })),
  show_mobile_result: Type.Boolean(),
  birthday: Nullable(Type.String({ format: 'date' })),
});

export const AccessTokenBody = Type.Object({ access_token: Type.String() });

/** Phone as typed: '+38 (0XX) XXX XX XX' (the mask) or digits. */
export const PhoneInput = Type.String({ maxLength: 32, description: "'+38 (0XX) XXX XX XX' or digits" });

export const TgErrorName = Type.Union([
  Type.Literal('token_old'),
  Type.Literal('phone_mismatch'),
  Type.Literal('cannot_authorise'),
  Type.Literal('account_not_found'),
  Type.Literal('other_number'),
  Type.Literal('other_email'),
  Type.Literal('phone_missing'),
]);
export const TG_ERRORS = TgErrorName.anyOf.map((s) => s.const);
export type TgError = Static<typeof TgErrorName>;

const TgErrorBody = Type.Object({ status: Type.Literal('error'), error: TgErrorName });

/** The storefront's poll answer. */
export const TgStatusBody = Type.Union([
  Type.Object({ status: Type.Literal('waiting') }),
  Type.Object({
    status: Type.Literal('success'),
    token: Type.String({
      description: 'access token, answered once: the server keeps only its hash, and later polls answer error token_old',
    }),
  }),
  TgErrorBody,
]);

/** What the bot side (the stand-in page) sees: confirmed or not, never a token. */
export const TgLoginStateBody = Type.Union([
  Type.Object({ status: Type.Literal('waiting') }),
  Type.Object({ status: Type.Literal('success') }),
  TgErrorBody,
]);

const SmsCode = Type.Union([Type.String({ maxLength: 8 }), Type.Integer()]);

export const LoginBody = Type.Object({
  phone: PhoneInput,
  id: Type.Optional(Type.String({ maxLength: 64, description: 'secret id from secret/generate/new' })),
  code: Type.Optional(SmsCode),
  password: Type.Optional(Type.String({ maxLength: 200 })),
});

export const RegisterBody = Type.Object({
  secretId: Type.String({ maxLength: 64 }),
  forSite: Type.Optional(Type.Boolean()),
  name: Type.String({ maxLength: 100 }),
  email: Type.Optional(Type.String({ maxLength: 254, description: 'optional: empty or absent = no e-mail' })),
  phone: PhoneInput,
  password: Type.String({ maxLength: 200 }),
  password_confirmation: Type.String({ maxLength: 200 }),
  sms: SmsCode,
});

export const CheckPhoneBody = Type.Object({ phone: PhoneInput });
export const CheckBody = Type.Object({ phone: PhoneInput, email: Type.Optional(Type.String({ maxLength: 254 })) });
export const CheckAnswer = Type.Object({ is_unique_phone: Type.Boolean(), is_unique_email: Type.Boolean() });

export const SecretQuery = Type.Object({
  force_sms: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')])),
});
export const SecretBody = Type.Object({ phone: PhoneInput, key: Type.Optional(Type.String({ maxLength: 200 })) });
export const SecretAnswer = Type.Union([Type.Object({ id: Type.String() }), Type.Literal('limit')]);
export const SecretCheckBody = Type.Object({ code: SmsCode, id: Type.String({ maxLength: 64 }) });
export const SecretCheckAnswer = Type.Object({
  valid: Type.Literal(true),
  phone_proof: Type.String({ description: "proves the code's phone for 30 days: a guest's order carries it (POST /api/orders)" }),
  phone_proof_expires_at: Type.String({ description: 'ISO instant the proof stops holding' }),
});

export const ShowMobileBody = Type.Object({ shown: Type.Optional(Type.Boolean({ default: true })) });
export const EmailConfirmBody = Type.Object({
  token: Type.String({ maxLength: 128, description: 'from the link e-mailed to the address (?auth=email-confirm&token=..)' }),
});
export const EmailConfirmed = Type.Object({ message: Type.Literal('email_confirmed'), email: Type.String() });

export const ForgotBody = Type.Object({ email: Type.String({ maxLength: 254, description: 'e-mail or phone' }) });
export const ForgotAnswer = Type.Object({
  message: Type.Union([Type.Literal('new_password_on_your_phone'), Type.Literal('new_password_on_your_email')]),
});
export const DevSmsOutboxItem = Type.Object({ phone: Type.String(), text: Type.String() });
export const DevEmailQuery = Type.Object({ to: Type.String({ maxLength: 254 }) });
export const DevEmailOutboxItem = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
});
export const ForgotSubmitBody = Type.Object({
  email: Type.String({ maxLength: 254, description: 'e-mail or phone' }),
  token: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 200 }),
});

export const TgTokenBody = Type.Object({ goal: Type.Literal('authorize') });
export const TgWebhookHeaders = Type.Object({
  'x-telegram-bot-api-secret-token': Type.Optional(Type.String({ maxLength: 256 })),
});
export const TgWebhookBody = Type.Object({ update_id: Type.Integer() }, { additionalProperties: true });
export const BotTokenParams = Type.Object({ botToken: Type.String({ maxLength: 64 }) });

export const SocialBody = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 200, description: "the stand-in's authorisation code (development)" })),
  id_token: Type.Optional(Type.String({ maxLength: 4096, description: "the provider's ID token (a JWT)" })),
  nonce: Type.Optional(Type.String({ maxLength: 200, description: 'the nonce the storefront put into the sign-in request' })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
});
export const SocialAnswer = Type.Object({
  access_token: Type.String(),
  email_conflict: Type.Optional(
    Type.Object(
      { current: Type.String(), offered: Type.String() },
      {
        description: "the account's e-mail differs from the provider's verified one: the customer chooses (PUT profile)",
      },
    ),
  ),
});

export const TgOutboxQuery = Type.Object({ chat_id: Type.Optional(Type.Integer()) });
export const TgOutboxItem = Type.Object({
  chat_id: Type.Integer(),
  text: Type.String(),
  reply_markup: Type.Optional(Type.Object({}, { additionalProperties: true })),
});
export const DevSmsQuery = Type.Object({ phone: Type.String({ maxLength: 32 }) });
export const DevSmsAnswer = Type.Object({ code: Type.String(), id: Type.String(), count_today: Type.Integer() });
export const DevResetQuery = Type.Object({ email: Type.String({ maxLength: 254 }) });
export const DevTokenParams = Type.Object({ token: Type.String({ maxLength: 64 }) });
export const DevTgActionBody = Type.Object({
  phone: Type.Optional(Type.String({ maxLength: 32 })),
  error: Type.Optional(TgErrorName),
});
export const DevSocialQuery = Type.Object({
  redirect_uri: Type.String({ maxLength: 2000 }),
  state: Type.Optional(Type.String({ maxLength: 500 })),
  login_hint: Type.Optional(
    Type.String({ maxLength: 254, description: "the account to continue as (an e-mail), as Google's account chooser takes it" }),
  ),
});
export const HtmlPage = Type.String({ contentMediaType: 'text/html' });
export const SocialParams = Type.Object({
  provider: Type.Union([Type.Literal(SOCIAL_PROVIDERS[0]), Type.Literal(SOCIAL_PROVIDERS[1])]),
});

export const SocialLinkBody = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 200, description: "the stand-in's authorisation code (development)" })),
  id_token: Type.Optional(Type.String({ maxLength: 4096, description: "the provider's ID token (a JWT)" })),
  nonce: Type.Optional(Type.String({ maxLength: 200, description: 'the nonce the storefront put into the request' })),
});
export const SocialLinks = Type.Object({
  accounts: Type.Array(
    Type.Object({
      provider: SocialParams.properties.provider,
      email: Type.Union([Type.String(), Type.Null()], { description: 'the e-mail the provider verified, if any' }),
      can_disconnect: Type.Boolean({ description: 'false when it is the only way into the account (no phone)' }),
    }),
  ),
  available: Type.Array(SocialParams.properties.provider, { description: 'the providers this shop offers' }),
});
