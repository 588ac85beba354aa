import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound, validationError } from '../../http/errors';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { normalisePhone } from './phone';
import { latestDevCode } from './secrets';
import { issuePhoneProof } from './phone-proofs';
import { findUserByEmail, findUserByPhone } from './users';
import {
  DevEmailOutboxItem,
  DevEmailQuery,
  DevResetQuery,
  DevSmsOutboxItem,
  DevSmsAnswer,
  DevSmsQuery,
  DevSocialQuery,
  DevTgActionBody,
  DevTokenParams,
  HtmlPage,
  SocialParams,
  TG_ERRORS,
  TgLoginStateBody,
  TgOutboxItem,
  TgOutboxQuery,
} from './schemas';
import { resolveTgToken, tgLoginOrigin, tgLoginState } from './tg-bot';
import { confirmLoginText } from './bot-device';
import type { AuthRoutesOptions } from './auth-options';
import { latestDevResetToken } from './accounts';
import { createSocialCode, SOCIAL_TEST_USERS, standInAccount } from './social';
import { isValidEmail } from './password';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where the fake provider may send the browser back: a path on this site or a local host. */
export function safeRedirect(uri: string, host: string | undefined): URL | null {
  try {
    const url = new URL(uri, `http://${host ?? 'localhost'}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    const sameHost = host !== undefined && url.host === host;
    return local || sameHost ? url : null;
  } catch {
    return null;
  }
}

function withParam(uri: string, url: URL, key: string, value: string): string {
  url.searchParams.set(key, value);
  // Keep relative redirect targets relative.
  return uri.startsWith('/') && !uri.startsWith('//') ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button,a.button{display:block;width:100%;margin:.4rem 0;padding:.6rem;font:inherit;text-align:center;box-sizing:border-box}
input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}.note{color:#555;font-size:.9rem}</style></head>
<body>${body}</body></html>`;

/**
 * Dev-only stand-ins for the outside world (never registered in production): the SMS inbox,
 * the password-reset message, the messenger bot and the social providers' consent pages.
 */
export const authDevRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { ctx, providers }) => {
  const tags = ['dev'];
  const db = ctx.db;

  app.get(
    '/api/dev/tg-bot/outbox',
    {
      schema: {
        tags,
        summary: 'What the stand-in messenger bot sent (Bot API sendMessage bodies), newest last; ?chat_id= filters',
        querystring: TgOutboxQuery,
        response: { 200: Type.Array(TgOutboxItem) },
      },
    },
    async (req) => {
      const chatId = req.query.chat_id;
      return providers.botOutbox.filter((m) => chatId === undefined || m.chat_id === chatId);
    },
  );

  app.get(
    '/api/dev/sms',
    {
      schema: {
        tags,
        summary: 'The last SMS code sent to a phone (SMS stand-in)',
        querystring: DevSmsQuery,
        response: {
          200: DevSmsAnswer,
          404: MessageBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (req) => {
      const phone = normalisePhone(req.query.phone);
      if (!phone) throw validationError({ phone: 'validation_phone' });
      const sms = latestDevCode(db, phone, ctx.now());
      if (!sms) throw notFound('no_sms');
      return sms;
    },
  );

  app.post(
    '/api/dev/phone-proof',
    {
      schema: {
        tags,
        summary:
          "A proof of a phone as secret/check answers for a right code, without an SMS: the e2e journeys of a returning guest's browser",
        body: DevSmsQuery,
        response: { 200: Type.Object({ phone_proof: Type.String() }), 422: ValidationErrorBody },
      },
    },
    async (req) => {
      const phone = normalisePhone(req.body.phone);
      if (!phone) throw validationError({ phone: 'validation_phone' });
      return { phone_proof: issuePhoneProof(db, phone, ctx.now()) };
    },
  );

  app.get(
    '/api/dev/reset-token',
    {
      schema: {
        tags,
        summary: 'The last password-reset token of a user (by e-mail or phone)',
        querystring: DevResetQuery,
        response: { 200: Type.Object({ token: Type.String() }), 404: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req) => {
      const value = req.query.email.trim();
      const phone = normalisePhone(value);
      const user = phone ? findUserByPhone(db, phone) : findUserByEmail(db, value);
      const token = user ? latestDevResetToken(db, user.id) : null;
      if (!token) throw notFound('no_reset_token');
      return { token };
    },
  );

  app.get(
    '/api/dev/sms/outbox',
    {
      schema: {
        tags,
        summary: "The SMS stand-in's sent messages to a phone (codes, reset codes), newest last",
        querystring: DevSmsQuery,
        response: { 200: Type.Array(DevSmsOutboxItem), 422: ValidationErrorBody },
      },
    },
    async (req) => {
      const phone = normalisePhone(req.query.phone);
      if (!phone) throw validationError({ phone: 'validation_phone' });
      return providers.smsOutbox.filter((m) => m.phone === phone);
    },
  );

  app.get(
    '/api/dev/email/outbox',
    {
      schema: {
        tags,
        summary: "The e-mail stand-in's sent messages to an address (password-reset links), newest last",
        querystring: DevEmailQuery,
        response: { 200: Type.Array(DevEmailOutboxItem) },
      },
    },
    async (req) => {
      const to = req.query.to.trim().toLowerCase();
      return providers.emailOutbox.filter((m) => m.to.toLowerCase() === to);
    },
  );

  app.get(
    '/api/dev/tg-bot/:token',
    {
      schema: {
        tags,
        summary:
          "Messenger-bot stand-in page for a link's start code: the device and time of the login, confirm as a phone " +
          'or fail with a spec error code',
        params: DevTokenParams,
        response: { 200: HtmlPage, 422: ValidationErrorBody },
      },
    },
    async (req, reply) => {
      const token = req.params.token;
      const status = tgLoginState(db, token, ctx.now());
      const origin = tgLoginOrigin(db, token);
      const t = escapeHtml(token);
      const buttons = TG_ERRORS.map((e) => `<button type="button" data-error="${e}">Fail: ${e}</button>`).join('\n');
      const body =
        status.status !== 'waiting'
          ? `<h1>Messenger bot</h1><p id="result">Login request: ${escapeHtml(status.status === 'error' ? status.error : status.status)}</p>`
          : `<h1>Messenger bot (stand-in)</h1>
<p id="origin">${escapeHtml(origin ? confirmLoginText(origin.device, origin.startedAt, 'uk') : '')}</p>
<p class="note">The shop asks to log you in. Confirm with the phone number of your account, or simulate an error.</p>
<form id="confirm"><label for="phone">Phone</label>
<input id="phone" name="phone" inputmode="tel" placeholder="+38 (050) 111 22 33" value="+380">
<button type="submit">Confirm as +380…</button></form>
<h2>Errors</h2>
${buttons}
<p id="result" role="status"></p>
<script>
const send = async (payload) => {
  const res = await fetch('/api/dev/tg-bot/${t}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  const data = await res.json();
  document.getElementById('result').textContent = data.status === 'error' ? 'Error: ' + data.error : 'Done: ' + data.status + '. You can return to the shop.';
};
document.getElementById('confirm').addEventListener('submit', (e) => { e.preventDefault(); send({ phone: document.getElementById('phone').value }); });
document.querySelectorAll('button[data-error]').forEach((b) => b.addEventListener('click', () => send({ error: b.dataset.error })));
</script>`;
      return reply.type('text/html; charset=utf-8').send(page('Messenger bot', body));
    },
  );

  app.post(
    '/api/dev/tg-bot/:token',
    {
      schema: {
        tags,
        summary: "Messenger-bot stand-in action for a link's start code: {phone} confirms, {error} fails",
        params: DevTokenParams,
        body: DevTgActionBody,
        response: { 200: TgLoginStateBody, 422: ValidationErrorBody },
      },
    },
    async (req) => {
      const token = req.params.token;
      const b = req.body;
      const action = b.error ? { error: b.error } : { phone: normalisePhone(b.phone ?? '') };
      return resolveTgToken(db, token, action, ctx.now());
    },
  );

  app.get(
    '/api/dev/social/:provider',
    {
      schema: {
        tags,
        summary: 'Social provider stand-in consent page; its links go back to redirect_uri with ?code= or ?error=',
        params: SocialParams,
        querystring: DevSocialQuery,
        response: { 200: HtmlPage, 422: ValidationErrorBody },
      },
    },
    async (req, reply) => {
      const provider = req.params.provider;
      const { redirect_uri, state, login_hint } = req.query;
      const base = safeRedirect(redirect_uri, req.headers.host);
      if (!base) throw validationError({ redirect_uri: 'validation_redirect' });
      const back = (key: string, value: string) => {
        const url = new URL(base.toString());
        if (state) url.searchParams.set('state', state);
        return withParam(redirect_uri, url, key, value);
      };
      const chosen = login_hint && isValidEmail(login_hint) ? standInAccount(provider, login_hint) : null;
      const user = chosen ?? SOCIAL_TEST_USERS[provider];
      const code = createSocialCode(db, provider, ctx.now(), user);
      const title = provider === 'google' ? 'Sign in with Google (stand-in)' : 'Sign in with Apple (stand-in)';
      const hidden = (name: string, value: string | undefined) =>
        value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      const body = `<h1>${title}</h1>
<p>The shop wants to know your name and e-mail.</p>
<a class="button" id="continue" href="${escapeHtml(back('code', code))}">Continue as ${chosen ? '' : 'test user '}(${escapeHtml(user.email)})</a>
<a class="button" id="fail" href="${escapeHtml(back('error', 'access_denied'))}">Fail</a>
<form id="another" method="get"><label for="login_hint">Use another account (its e-mail counts as verified)</label>
${hidden('redirect_uri', redirect_uri)}${hidden('state', state)}
<input id="login_hint" name="login_hint" type="email" autocomplete="off"><button type="submit">Choose this account</button></form>`;
      return reply.type('text/html; charset=utf-8').send(page(title, body));
    },
  );
};
