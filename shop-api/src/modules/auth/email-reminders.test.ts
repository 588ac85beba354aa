import { createTestApi, type TestApi } from '../../test-utils';
import { authProvidersOf } from './providers';
import { CLAIM_STALE_MS, remindUnconfirmedEmails } from './email-reminders';

/**
 * The one-off confirmation round for e-mails stored before confirmation existed (decision 435,
 * `npm run api:confirm-emails`): each unconfirmed e-mail gets its link once, through the e-mail
 * provider; a dry run sends nothing; a refused e-mail is tried again by the next run.
 */
let api: TestApi;
beforeEach(async () => {
  api = await createTestApi();
});
afterEach(() => api.close());

const outbox = (to: string) => authProvidersOf(api.ctx).emailOutbox.filter((m) => m.to === to);
let seq = 0;
/** A customer as an older database has them: an e-mail nobody confirmed. */
function customer(email: string, confirmed = false): number {
  return Number(
    api.ctx.db
      .prepare('INSERT INTO users (name, email, phone, email_confirmed_at, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(
        'Клієнт',
        email,
        `+38067${String(1000000 + ++seq).slice(-7)}`,
        confirmed ? '2026-01-01T00:00:00Z' : null,
        '2026-01-01T00:00:00Z',
      ).lastInsertRowid,
  );
}
/** Unconfirmed e-mails of the seeded demo accounts, counted in every run's figures. */
const seededDue = () =>
  (
    api.ctx.db
      .prepare("SELECT count(*) AS n FROM users WHERE email IS NOT NULL AND email <> '' AND email_confirmed_at IS NULL")
      .get() as {
      n: number;
    }
  ).n;

test('a dry run counts and sends nothing; a run sends each unconfirmed e-mail one link; a second run sends none', async () => {
  customer('old.one@example.com');
  customer('old.two@example.com');
  customer('confirmed@example.com', true);
  const due = seededDue();
  expect(due).toBeGreaterThanOrEqual(2);

  const dry = await remindUnconfirmedEmails(api.ctx, { dryRun: true, lang: 'uk' });
  expect(dry).toEqual({ due, sent: 0, notSent: [] });
  expect(authProvidersOf(api.ctx).emailOutbox).toEqual([]);

  const run = await remindUnconfirmedEmails(api.ctx, { dryRun: false, lang: 'ru' });
  expect(run).toEqual({ due, sent: due, notSent: [] });
  expect(outbox('old.one@example.com')).toHaveLength(1);
  expect(outbox('old.one@example.com')[0]).toMatchObject({ subject: 'Подтвердите e-mail' });
  expect(outbox('old.one@example.com')[0].text).toMatch(/\/ru\/\?auth=email-confirm&token=[0-9a-f]{32}/);
  expect(outbox('confirmed@example.com')).toEqual([]);

  api.clock.advance(2 * 3_600_000);
  expect(await remindUnconfirmedEmails(api.ctx, { dryRun: false, lang: 'uk' })).toEqual({ due: 0, sent: 0, notSent: [] });
  expect(outbox('old.one@example.com')).toHaveLength(1);
});

test('the link it sends confirms the e-mail', async () => {
  const id = customer('opens@example.com');
  await remindUnconfirmedEmails(api.ctx, { dryRun: false, lang: 'uk' });
  const token = new URL(/https?:\/\/\S+/.exec(outbox('opens@example.com')[0].text)![0]).searchParams.get('token');
  expect((await api.call('POST', '/api/auth/email/confirm', { body: { token } })).status).toBe(200);
  expect(api.ctx.db.prepare('SELECT email_confirmed_at IS NOT NULL AS c FROM users WHERE id = ?').get(id)).toEqual({ c: 1 });
});

test('two runs at once send each address once', async () => {
  for (let i = 0; i < 5; i++) customer(`parallel${i}@example.com`);
  const [a, b] = await Promise.all([
    remindUnconfirmedEmails(api.ctx, { dryRun: false, lang: 'uk' }),
    remindUnconfirmedEmails(api.ctx, { dryRun: false, lang: 'uk' }),
  ]);
  expect(a.sent + b.sent).toBe(seededDue());
  for (let i = 0; i < 5; i++) expect(outbox(`parallel${i}@example.com`)).toHaveLength(1);
});

test('an e-mail the provider refused is not marked: the next run sends it; a claim of a run that died is taken again', async () => {
  const id = customer('down@fail.test');
  const first = await remindUnconfirmedEmails(api.ctx, { dryRun: false, lang: 'uk' });
  expect(first.notSent).toEqual([{ email: 'down@fail.test', reason: 'failed' }]);
  // The provider is back (the address changed to one the stand-in delivers): the next run tries again.
  api.ctx.db.prepare("UPDATE users SET email = 'back@example.com' WHERE id = ?").run(id);
  api.clock.advance(2 * 3_600_000);
  api.ctx.db
    .prepare('INSERT INTO email_confirmation_reminders (email, user_id, claimed_at) VALUES (?, ?, ?)')
    .run('back@example.com', id, api.clock.now().toISOString());
  // Claimed by another run right now: left to it.
  expect((await remindUnconfirmedEmails(api.ctx, { dryRun: false, lang: 'uk' })).sent).toBe(0);
  expect(outbox('back@example.com')).toEqual([]);
  api.clock.advance(CLAIM_STALE_MS + 1000);
  expect((await remindUnconfirmedEmails(api.ctx, { dryRun: false, lang: 'uk' })).sent).toBe(1);
  expect(outbox('back@example.com')).toHaveLength(1);
});
