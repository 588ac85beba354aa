import sharp from 'sharp';
import { createTestApi, type TestApi, phoneProof } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function login(phone: string, password = DEMO_PASSWORD) {
  const res = await api.call('POST', '/api/auth/login', { body: { phone, password } });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----shoptest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('guests get 401', () => {
  test.each([
    ['GET', '/api/profile'],
    ['PUT', '/api/profile'],
    ['PUT', '/api/profile/password'],
    ['POST', '/api/profile/avatar'],
    ['GET', '/api/profile/addresses'],
    ['POST', '/api/profile/addresses'],
    ['PUT', '/api/profile/addresses/1'],
    ['DELETE', '/api/profile/addresses/1'],
    ['POST', '/api/profile/addresses/1/main'],
    ['GET', '/api/profile/wishlist'],
    ['POST', '/api/profile/wishlist'],
    ['DELETE', '/api/profile/wishlist/1'],
    ['GET', '/api/profile/bonus'],
  ] as const)('%s %s', async (method, url) => {
    const body =
      method === 'GET' || method === 'DELETE'
        ? undefined
        : url.includes('addresses')
          ? { street: 'Дерибасівська', house: '1' }
          : url.includes('wishlist')
            ? { product_id: 1 }
            : url.includes('password')
              ? { password: 'secret1', password_confirmation: 'secret1' }
              : {};
    const res = await api.call(method, url, { body });
    expect(res.status).toBe(401);
  });
});

describe('profile', () => {
  test('GET profile is the user plus pending_phone and email_confirmed', async () => {
    const t = await login(DEMO_USERS.bonus.phone);
    const res = await api.call('GET', '/api/profile', { token: t });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: DEMO_USERS.bonus.name,
      email: null,
      phone: DEMO_USERS.bonus.phone,
      bonus: 250,
      avatar: null,
      show_mobile_result: false,
      birthday: '1985-03-14',
      pending_phone: null,
      email_confirmed: false,
    });
  });

  test('PUT name, e-mail and birthday', async () => {
    const t = await login(DEMO_USERS.bonus.phone);
    const res = await api.call('PUT', '/api/profile', {
      token: t,
      body: { name: ' Андрій Ш. ', email: 'Andriy@Example.com', birthday: '1985-03-15' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('ok');
    expect(res.body.user).toMatchObject({ name: 'Андрій Ш.', email: 'andriy@example.com', birthday: '1985-03-15' });
    expect((await api.call('POST', '/api/auth/me', { token: t })).body.email).toBe('andriy@example.com');
  });

  test.each([
    [{ birthday: '2030-01-01' }, { birthday: ['validation_birthday'] }],
    [{ birthday: '2026-11-18' }, { birthday: ['validation_birthday'] }],
    [{ birthday: '2020-01-01' }, { birthday: ['validation_birthday'] }], // 6 years old
    [{ birthday: '1900-01-01' }, { birthday: ['validation_birthday'] }],
    [{ birthday: '1990-02-30' }, { birthday: ['validation_birthday'] }],
    [{ birthday: '18.11.1990' }, { birthday: ['validation_birthday'] }],
    [{ email: 'maria@example.com' }, { email: ['validation_unique'] }],
    [{ email: 'no-at.example.com' }, { email: ['valid_email'] }],
    [{ email: '' }, { email: ['validation_required'] }],
    [{ name: '   ' }, { name: ['validation_required'] }],
    [{ phone: '123' }, { phone: ['validation_phone'] }],
    [{ phone: DEMO_USERS.email.phone }, { phone: ['validation_unique'] }],
    [
      { name: '', birthday: 'x' },
      { name: ['validation_required'], birthday: ['validation_birthday'] },
    ],
  ])('PUT %j -> 422 %j', async (body, errors) => {
    const t = await login(DEMO_USERS.birthday.phone);
    const before = (await api.call('GET', '/api/profile', { token: t })).body;
    const res = await api.call('PUT', '/api/profile', { token: t, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    expect((await api.call('GET', '/api/profile', { token: t })).body).toEqual(before);
  });

  test('a phone change is pending for 24 h, then applies', async () => {
    const local = await createTestApi();
    try {
      const t = (
        await local.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.email.phone, password: DEMO_PASSWORD } })
      ).body.access_token;
      const res = await local.call('PUT', '/api/profile', {
        token: t,
        body: { phone: '+38 (073) 555 44 33', phone_proof: phoneProof(local, '+380735554433') },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('phone_change_24h');
      expect(res.body.user.phone).toBe(DEMO_USERS.email.phone);
      expect(res.body.user.pending_phone).toBe('+380735554433');
      // Same phone again: nothing pending changes, message ok.
      const same = await local.call('PUT', '/api/profile', { token: t, body: { name: 'Марія' } });
      expect(same.body).toMatchObject({ message: 'ok', user: { pending_phone: '+380735554433' } });
      local.clock.advance(24 * 60 * 60 * 1000 - 1000);
      expect((await local.call('GET', '/api/auth/me', { token: t })).body.phone).toBe(DEMO_USERS.email.phone);
      local.clock.advance(1000);
      const after = await local.call('GET', '/api/profile', { token: t });
      expect(after.body).toMatchObject({ phone: '+380735554433', pending_phone: null });
      expect(
        (await local.call('POST', '/api/auth/login', { body: { phone: '0735554433', password: DEMO_PASSWORD } })).status,
      ).toBe(200);
      expect(
        (await local.call('POST', '/api/auth/check-phone', { body: { phone: DEMO_USERS.email.phone } })).body.is_unique_phone,
      ).toBe(false);
    } finally {
      await local.close();
    }
  });

  test('asking for the current phone again cancels a pending change', async () => {
    const t = await login(DEMO_USERS.birthday.phone);
    const asked = await api.call('PUT', '/api/profile', {
      token: t,
      body: { phone: '+380735550000', phone_proof: phoneProof(api, '+380735550000') },
    });
    expect(asked.body).toMatchObject({ message: 'phone_change_24h', user: { pending_phone: '+380735550000' } });
    const res = await api.call('PUT', '/api/profile', { token: t, body: { phone: DEMO_USERS.birthday.phone } });
    expect(res.body).toMatchObject({ message: 'ok', user: { pending_phone: null } });
  });

  describe('a new phone needs a code sent to it (issue 43): no account takeover through a number change', () => {
    const NEW = '+380735551212';
    test.each<[string, () => Record<string, unknown>]>([
      ['no proof', () => ({})],
      ['a made-up proof', () => ({ phone_proof: 'A'.repeat(43) })],
      [
        "another phone's proof (the customer's own number's)",
        () => ({ phone_proof: phoneProof(api, DEMO_USERS.birthday.phone) }),
      ],
    ])("with %s: 422 phone_unconfirmed, nothing pending, and the number's owner keeps it", async (_, extra) => {
      const t = await login(DEMO_USERS.birthday.phone);
      const res = await api.call('PUT', '/api/profile', { token: t, body: { phone: NEW, name: 'Олена', ...extra() } });
      expect([res.status, res.body.errors]).toEqual([422, { phone: ['phone_unconfirmed'] }]);
      expect((await api.call('GET', '/api/profile', { token: t })).body.pending_phone).toBeNull();
      api.clock.advance(24 * 3_600_000);
      expect((await api.call('GET', '/api/profile', { token: t })).body.phone).toBe(DEMO_USERS.birthday.phone);
    });

    test('the code sent to the new phone, checked, earns the proof that lets it change; a proof expired after 30 days does not', async () => {
      const t = await login(DEMO_USERS.birthday.phone);
      const stale = phoneProof(api, NEW);
      api.clock.advance(30 * 86_400_000);
      const refused = await api.call('PUT', '/api/profile', { token: t, body: { phone: NEW, phone_proof: stale } });
      expect(refused.body.errors).toEqual({ phone: ['phone_unconfirmed'] });
      expect((await api.call('POST', '/api/secret/generate/new', { body: { phone: NEW } })).status).toBe(200);
      const sms = (await api.call('GET', `/api/dev/sms?phone=${encodeURIComponent(NEW)}`)).body as { id: string; code: string };
      const { phone_proof } = (await api.call('POST', '/api/secret/check', { body: sms })).body as { phone_proof: string };
      const res = await api.call('PUT', '/api/profile', { token: t, body: { phone: NEW, phone_proof } });
      expect(res.body).toMatchObject({ message: 'phone_change_24h', user: { pending_phone: NEW } });
    });
  });
});

describe('password', () => {
  test('change, then log in with it', async () => {
    const local = await createTestApi();
    try {
      const t = (
        await local.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.email.phone, password: DEMO_PASSWORD } })
      ).body.access_token;
      const res = await local.call('PUT', '/api/profile/password', {
        token: t,
        body: { current_password: DEMO_PASSWORD, password: 'brandnew', password_confirmation: 'brandnew' },
      });
      expect(res).toEqual({ status: 200, body: { message: 'password_changed' } });
      expect(
        (await local.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.email.phone, password: 'brandnew' } })).status,
      ).toBe(200);
    } finally {
      await local.close();
    }
  });
  test.each([
    [{ password: '12345', password_confirmation: '12345' }, { password: ['validation_min'] }],
    [{ password: 'secret1', password_confirmation: 'secret2' }, { password: ['validation_confirmed'] }],
    [{ password: 'secret1' }, { password_confirmation: ['validation_required'] }],
  ])('%j -> 422', async (body, errors) => {
    const t = await login(DEMO_USERS.birthday.phone);
    const res = await api.call('PUT', '/api/profile/password', { token: t, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('avatar', () => {
  test('PNG upload gives square JPEG sizes served under /api/images', async () => {
    const t = await login(DEMO_USERS.bonus.phone);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart('avatar', 'me.png', 'image/png', png);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload,
      headers: { ...headers, authorization: `Bearer ${t}` },
    });
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json();
    expect(avatar).toEqual({
      url: expect.stringMatching(/^\/api\/images\/avatars\/u\d+-[0-9a-f]+-400\.jpg$/),
      urlForList: expect.stringMatching(/^\/api\/images\/avatars\/u\d+-[0-9a-f]+-120\.jpg$/),
    });
    const img = await api.app.inject({ method: 'GET', url: avatar.urlForList });
    expect(img.statusCode).toBe(200);
    expect((await sharp(img.rawPayload).metadata()).width).toBe(120);
    expect((await api.call('GET', '/api/auth/me', { token: t })).body.avatar).toEqual(avatar);
  });

  test.each([
    ['text pretending to be a JPEG', 'x.jpg', 'image/jpeg', Buffer.from('hello, not an image'), 'validation_image'],
    ['GIF', 'x.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'validation_image'],
    [
      'over 2 MiB',
      'big.jpg',
      'image/jpeg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024)]),
      'validation_max',
    ],
    ['empty', 'e.png', 'image/png', Buffer.alloc(0), 'validation_required'],
  ])('%s -> 422 %s', async (_n, filename, type, bytes, key) => {
    const t = await login(DEMO_USERS.bonus.phone);
    const { payload, headers } = multipart('avatar', filename, type, bytes);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload,
      headers: { ...headers, authorization: `Bearer ${t}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ avatar: [key] });
  });

  test('not multipart -> 422', async () => {
    const t = await login(DEMO_USERS.bonus.phone);
    const res = await api.call('POST', '/api/profile/avatar', { token: t, body: { avatar: 'x' } });
    expect(res.status).toBe(422);
  });
});

describe('wishlist', () => {
  test('add, list with product info, idempotent, remove', async () => {
    const t = await login(DEMO_USERS.email.phone);
    const products = (await api.call('GET', '/api/products')).body as { id: number; name: string; price: number }[];
    const [a, b] = products;
    expect((await api.call('GET', '/api/profile/wishlist', { token: t })).body).toEqual([]);
    const added = await api.call('POST', '/api/profile/wishlist', { token: t, body: { product_id: a.id } });
    expect(added.status).toBe(200);
    expect(added.body).toEqual([
      {
        product_id: a.id,
        added_at: expect.any(String),
        product: expect.objectContaining({ id: a.id, name: a.name, price: a.price, main_image: expect.any(Object) }),
      },
    ]);
    api.clock.advance(1000);
    await api.call('POST', '/api/profile/wishlist', { token: t, body: { product_id: b.id } });
    const twice = await api.call('POST', '/api/profile/wishlist', { token: t, body: { product_id: a.id } });
    expect(twice.body.map((w: { product_id: number }) => w.product_id)).toEqual([b.id, a.id]);
    const ru = await api.call('GET', '/api/profile/wishlist?lang=russian', { token: t });
    expect(ru.status).toBe(200);
    const removed = await api.call('DELETE', `/api/profile/wishlist/${a.id}`, { token: t });
    expect(removed.body.map((w: { product_id: number }) => w.product_id)).toEqual([b.id]);
    expect((await api.call('DELETE', `/api/profile/wishlist/${a.id}`, { token: t })).status).toBe(404);
  });

  test.each([
    [{ product_id: 999999 }, 404],
    [{ product_id: 'x' }, 422],
    [{}, 422],
  ])('POST %j -> %i', async (body, status) => {
    const t = await login(DEMO_USERS.email.phone);
    expect((await api.call('POST', '/api/profile/wishlist', { token: t, body })).status).toBe(status);
  });
});

describe('bonus', () => {
  test('balance, history newest first and the facts', async () => {
    const local = await createTestApi();
    try {
      const t = (
        await local.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } })
      ).body.access_token;
      const res = await local.call('GET', '/api/profile/bonus', { token: t });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        balance: 250,
        history: [
          { amount: 200, reason: 'order_cashback', created_at: expect.any(String) },
          { amount: 50, reason: 'first_login', created_at: expect.any(String) },
        ],
        facts: { app_install: 50, first_login: 50, birthday: 100, photo_review: 50, max_cashback_percent: 15 },
      });
    } finally {
      await local.close();
    }
  });
});
