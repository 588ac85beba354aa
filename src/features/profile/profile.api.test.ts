/** @jest-environment node */
/**
 * The profile's calls and decoders against the real shop API (a fresh in-memory instance over a
 * socket): every answer decodes, errors come back as the field keys the forms show, and a
 * repeated order's lines, once in the cart, are priced exactly as the API prices them.
 */
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { createTestApi, phoneProof, type TestApi } from '../../../shop-api/src/test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../shop-api/src/modules/auth/seed';
import { createApiClient, type ApiClient, type ApiResult } from '../../api-client/client';
import { toOrderItems } from '../cart/cart-api';
import { addLine, type CartLine } from '../cart/cart-math';
import {
  changePassword,
  createAddress,
  deleteAddress,
  editAddress,
  fetchAddresses,
  fetchBonus,
  fetchOrders,
  fetchProfile,
  fetchPromoCodes,
  fetchReviews,
  makeMainAddress,
  repeatOrder,
  updateProfile,
  uploadAvatar,
} from './profile-api';
import { addToWishlist, fetchWishlist, removeFromWishlist } from '../wishlist/wishlist-api';
import { repeatOutcome } from './order-rules';
import { addressBody, EMPTY_ADDRESS, needsPhoneCode, translateFieldErrors } from './profile-rules';

jest.setTimeout(60_000);

const must = <T>(r: ApiResult<T>): T => {
  if (!r.ok) throw new Error(`API error: ${JSON.stringify(r.error)}`);
  return r.data;
};

function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc(8 * (1 + 8 * 3), 0x80);
  for (let y = 0; y < 8; y++) raw[y * 25] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('profile calls against the shop API', () => {
  let api: TestApi;
  let base: string;
  let token: string | null = null;
  let client: ApiClient;

  beforeAll(async () => {
    api = await createTestApi();
    base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    client = createApiClient({ baseUrl: base, getLang: () => 'ukrainian', getToken: () => token, fetchImpl: fetch });
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD }),
    });
    token = ((await res.json()) as { access_token: string }).access_token;
  });
  afterAll(() => api.close());

  it('profile: read, refused birthday on its field, saved changes, pending phone', async () => {
    const profile = must(await fetchProfile(client));
    expect(profile).toMatchObject({ phone: DEMO_USERS.bonus.phone, pending_phone: null });

    const refused = await updateProfile(client, { birthday: '2030-01-01' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(translateFieldErrors(refused.error.fields)).toEqual({ birthday: ['pf_birthday_invalid'] });

    const taken = await updateProfile(client, { phone: DEMO_USERS.birthday.phone });
    expect(!taken.ok && taken.error.fields).toEqual({ phone: ['validation_unique'] });

    // A new number needs the proof a code sent to it earns (issue 43): only that is missing, nothing saved.
    const change = { name: 'Андрій Ш.', birthday: '1985-03-15', phone: '+380991234567' };
    const unproved = await updateProfile(client, change);
    expect(!unproved.ok && needsPhoneCode(unproved.error)).toBe(true);
    expect(must(await fetchProfile(client))).toMatchObject({ name: profile.name, pending_phone: null });
    const saved = must(await updateProfile(client, { ...change, phone_proof: phoneProof(api, '+380991234567') }));
    expect(saved.message).toBe('phone_change_24h');
    expect(saved.user).toMatchObject({ name: 'Андрій Ш.', birthday: '1985-03-15', pending_phone: '+380991234567' });
  });

  it('password: the minimum is the same on both sides', async () => {
    const change = (password: string, confirmation: string, current = DEMO_PASSWORD) =>
      changePassword(client, { current_password: current, password, password_confirmation: confirmation });
    const short = await change('12345', '12345');
    expect(!short.ok && short.error.fields).toEqual({ password: ['validation_min'] });
    const mismatch = await change('123456', '123457');
    expect(!mismatch.ok && mismatch.error.fields).toEqual({ password: ['validation_confirmed'] });
    const wrongCurrent = await change('123456', '123456', 'not-the-password');
    expect(!wrongCurrent.ok && wrongCurrent.error.fields).toEqual({ current_password: ['validation_password'] });
    expect((await change(DEMO_PASSWORD, DEMO_PASSWORD)).ok).toBe(true);
  });

  it('avatar: a PNG through FormData', async () => {
    const avatar = must(await uploadAvatar(client, new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'me.png'));
    expect(avatar.url).toMatch(/^\/api\/images\/avatars\//);
    const text = await uploadAvatar(client, new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    expect(!text.ok && translateFieldErrors(text.error.fields)).toEqual({ avatar: ['pf_avatar_type'] });
  });

  it('addresses: add, edit, make main, delete', async () => {
    const home = must(
      await createAddress(client, addressBody({ ...EMPTY_ADDRESS, name: 'Дім', street: 'Дерибасівська', house: '5' })),
    );
    const work = must(
      await createAddress(client, addressBody({ ...EMPTY_ADDRESS, name: 'Робота', street: 'Канатна', house: '22' })),
    );
    expect(must(await fetchAddresses(client)).map((a) => [a.name, a.is_main])).toEqual([
      ['Дім', true],
      ['Робота', false],
    ]);
    must(
      await editAddress(
        client,
        home.id,
        addressBody({ ...EMPTY_ADDRESS, name: 'Дім', street: 'Дерибасівська', house: '7', private_house: true }),
      ),
    );
    expect(must(await makeMainAddress(client, work.id)).map((a) => a.name)).toEqual(['Робота', 'Дім']);
    must(await deleteAddress(client, home.id));
    const gone = await deleteAddress(client, home.id);
    expect(!gone.ok && gone.error.status).toBe(404);
    const refused = await createAddress(client, addressBody({ ...EMPTY_ADDRESS, street: ' ', house: '1' }));
    expect(!refused.ok && refused.error.fields).toEqual({ street: ['validation_required'] });
  });

  it('bonus, promo codes, reviews and wishlist decode', async () => {
    const bonus = must(await fetchBonus(client));
    expect(bonus.facts).toEqual({ app_install: 50, first_login: 50, birthday: 100, photo_review: 50, max_cashback_percent: 15 });
    expect(bonus.history.length).toBeGreaterThan(0);
    expect(must(await fetchPromoCodes(client)).map((p) => p.code)).toEqual(
      expect.arrayContaining(['WELCOME10', 'MINUS50', 'NEWYEAR']),
    );
    expect(Array.isArray(must(await fetchReviews(client)))).toBe(true);

    expect(must(await addToWishlist(client, 69)).map((i) => i.product_id)).toEqual([69]);
    expect(must(await fetchWishlist(client))[0].product).toMatchObject({ id: 69, slug: 'tiramisu' });
    expect(must(await removeFromWishlist(client, 69))).toEqual([]);
    const again = await removeFromWishlist(client, 69);
    expect(!again.ok && again.error.status).toBe(404); // the store counts this as removed
  });

  it('repeat: the lines of an order with modifiers go into the cart at the prices the API charges', async () => {
    // Barbecue pizza 40 cm (modifier 65) x2, fondant x1, tea x3.
    const items = [
      { id: 'a', product_id: 10, count: 2, price: 239 + 90, modifiers: [{ id: 65, count: 1 }] },
      { id: 'b', product_id: 71, count: 1, price: 139, modifiers: [] },
      { id: 'c', product_id: 79, count: 3, price: 49, modifiers: [] },
    ];
    const order = async (lines: unknown) => {
      const res = await fetch(`${base}/api/orders?lang=ukrainian`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          cart_guid: randomUUID(),
          items: lines,
          name: 'Андрій',
          phone: DEMO_USERS.bonus.phone,
          delivery_type: 'pickup',
          pickup_point_id: 1,
          time: 'asap',
          pay_type: 'cash',
          cutlery: 1,
        }),
      });
      return { status: res.status, body: (await res.json()) as { id: number; message?: string } };
    };
    const placed = await order(items);
    expect(placed.status).toBe(200);
    const history = must(await fetchOrders(client));
    expect(history[0]).toMatchObject({ id: placed.body.id, status: 'New', delivery_type: 'pickup' });

    await fetch(`${base}/api/dev/catalogue/visibility`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: 71, hidden: true }),
    });
    const outcome = repeatOutcome(must(await repeatOrder(client, placed.body.id)));
    expect(outcome.kind).toBe('partial');
    if (outcome.kind !== 'partial') return;
    expect(outcome.unavailable).toEqual(['Шоколадний фондан']);
    const cart = outcome.lines.reduce<CartLine[]>((lines, input) => addLine(lines, input).lines, []);
    expect(
      toOrderItems(cart).map(({ product_id, count, price, modifiers }) => ({ product_id, count, price, modifiers })),
    ).toEqual([
      { product_id: 10, count: 2, price: 329, modifiers: [{ id: 65, count: 1 }] },
      { product_id: 79, count: 3, price: 49, modifiers: [] },
    ]);
    // The cart as it is orders without a price correction.
    const again = await order(toOrderItems(cart));
    expect([again.status, again.body.message]).toEqual([200, undefined]);
  });
});
