import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';
import { listAddresses, saveAddress } from './addresses';
import { issueToken } from '../auth/users';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let userSeq = 0;
/** A user straight in the core table (no SMS needed) with a session token. */
async function freshUser() {
  const phone = `+38097${String(1000000 + ++userSeq).slice(-7)}`;
  const id = Number(
    api.ctx.db.prepare('INSERT INTO users (name, phone, created_at) VALUES (?, ?, ?)').run('T', phone, 'x').lastInsertRowid,
  );
  return { id, token: issueToken(api.ctx.db, id, api.clock.now()) };
}
const mains = (list: { is_main: boolean }[]) => list.filter((a) => a.is_main).length;

async function list(token: string) {
  const res = await api.call('GET', '/api/profile/addresses', { token });
  expect(res.status).toBe(200);
  // The invariant: exactly one main whenever any address exists.
  expect(mains(res.body)).toBe(res.body.length > 0 ? 1 : 0);
  return res.body as { id: number; name: string; is_main: boolean; apartment: string; private_house: boolean }[];
}
const add = (token: string, body: Record<string, unknown>) => api.call('POST', '/api/profile/addresses', { token, body });

describe('addresses', () => {
  test('the first address is main; is_main moves main; main route; delete passes main on', async () => {
    const { token } = await freshUser();
    expect(await list(token)).toEqual([]);
    const first = await add(token, { street: 'Дерибасівська', house: '10', apartment: '5', name: 'Дім' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      name: 'Дім',
      street: 'Дерибасівська',
      house: '10',
      apartment: '5',
      private_house: false,
      entrance: '',
      code: '',
      floor: '',
      is_main: true,
    });
    const second = await add(token, { street: 'Французький бульвар', house: '22', name: 'Робота' });
    expect(second.body.is_main).toBe(false);
    expect((await list(token)).map((a) => a.name)).toEqual(['Дім', 'Робота']);
    const third = await add(token, { street: 'Канатна', house: '1', private_house: true, apartment: '7', is_main: true });
    expect(third.body).toMatchObject({ is_main: true, private_house: true, apartment: '' });
    expect((await list(token))[0].id).toBe(third.body.id);
    const main = await api.call('POST', `/api/profile/addresses/${second.body.id}/main`, { token });
    expect(main.status).toBe(200);
    expect(main.body[0]).toMatchObject({ id: second.body.id, is_main: true });
    expect(mains(main.body)).toBe(1);
    // Delete the main one: the oldest remaining becomes main.
    expect((await api.call('DELETE', `/api/profile/addresses/${second.body.id}`, { token })).body).toEqual({
      message: 'ok',
    });
    const after = await list(token);
    expect(after.map((a) => a.id)).toEqual([first.body.id, third.body.id]);
    expect(after[0].is_main).toBe(true);
    await api.call('DELETE', `/api/profile/addresses/${first.body.id}`, { token });
    await api.call('DELETE', `/api/profile/addresses/${third.body.id}`, { token });
    expect(await list(token)).toEqual([]);
  });

  test('PUT replaces fields; is_main true/false keeps exactly one main', async () => {
    const { token } = await freshUser();
    const a = (await add(token, { street: 'A', house: '1' })).body;
    const b = (await add(token, { street: 'B', house: '2' })).body;
    const put = await api.call('PUT', `/api/profile/addresses/${b.id}`, {
      token,
      body: { street: 'B2', house: '3', entrance: '2', floor: '9', code: '12K', is_main: true },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ street: 'B2', house: '3', entrance: '2', floor: '9', code: '12K', is_main: true });
    expect((await list(token))[0].id).toBe(b.id);
    const unset = await api.call('PUT', `/api/profile/addresses/${b.id}`, {
      token,
      body: { street: 'B2', house: '3', is_main: false },
    });
    expect(unset.body.is_main).toBe(false);
    expect((await list(token))[0].id).toBe(a.id);
    // The only address cannot stop being main.
    await api.call('DELETE', `/api/profile/addresses/${a.id}`, { token });
    const only = await api.call('PUT', `/api/profile/addresses/${b.id}`, {
      token,
      body: { street: 'B2', house: '3', is_main: false },
    });
    expect(only.body.is_main).toBe(true);
  });

  test.each([
    [{ street: '', house: '1' }, { street: ['validation_required'] }],
    [{ street: 'A', house: '  ' }, { house: ['validation_required'] }],
    [{ house: '1' }, { street: ['validation_required'] }],
    [{ street: 'A' }, { house: ['validation_required'] }],
  ])('POST %j -> 422', async (body, errors) => {
    const { token } = await freshUser();
    const res = await add(token, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  test("another user's address is 404 for PUT, DELETE and main", async () => {
    const owner = await freshUser();
    const other = await freshUser();
    const a = (await add(owner.token, { street: 'A', house: '1' })).body;
    const body = { street: 'X', house: '9' };
    expect((await api.call('PUT', `/api/profile/addresses/${a.id}`, { token: other.token, body })).status).toBe(404);
    expect((await api.call('DELETE', `/api/profile/addresses/${a.id}`, { token: other.token })).status).toBe(404);
    expect((await api.call('POST', `/api/profile/addresses/${a.id}/main`, { token: other.token })).status).toBe(404);
    expect((await list(owner.token))[0]).toMatchObject({ street: 'A', is_main: true });
  });

  test('the demo password user can use addresses too', async () => {
    const t = (await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.email.phone, password: DEMO_PASSWORD } }))
      .body.access_token;
    expect((await add(t, { street: 'Пушкінська', house: '3' })).status).toBe(201);
  });
});

describe('saveAddress (for the orders module accept-address)', () => {
  test.each([
    // asMain of the 1st and 2nd save, expected main (index of save)
    [false, false, 0],
    [false, true, 1],
    [true, false, 0],
    [true, true, 1],
  ])('first asMain %p, second asMain %p -> main is save #%i', async (m1, m2, mainIndex) => {
    const { id } = await freshUser();
    const a = saveAddress(api.ctx.db, id, { street: 'Садова', house: '1' }, m1);
    const b = saveAddress(api.ctx.db, id, { street: 'Садова', house: '2' }, m2);
    const all = listAddresses(api.ctx.db, id);
    expect(mains(all)).toBe(1);
    expect(all.find((x) => x.is_main)!.id).toBe([a, b][mainIndex].id);
  });

  test('the same address is updated, not duplicated; a new name wins, an empty one keeps the old', async () => {
    const { id } = await freshUser();
    const a = saveAddress(api.ctx.db, id, { street: 'Садова', house: '1', apartment: '4', name: 'Дім' }, false);
    const b = saveAddress(api.ctx.db, id, { street: ' Садова ', house: '1', apartment: '4', floor: '3' }, false);
    expect(b.id).toBe(a.id);
    expect(b).toMatchObject({ name: 'Дім', floor: '3', is_main: true });
    const c = saveAddress(api.ctx.db, id, { street: 'Садова', house: '1', apartment: '4', name: 'Мама' }, true);
    expect(c).toMatchObject({ id: a.id, name: 'Мама' });
    expect(listAddresses(api.ctx.db, id)).toHaveLength(1);
  });
});
