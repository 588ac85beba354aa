import type { ApiResult } from '../../api-client/client';
import type { PickupPoint } from './checkout-api';
import { availability, chosenPickupProblem, createPickupLoader, type PickupList } from './pickup-points';

const point = (id: number, available = true): PickupPoint => ({ id, name: `P${id}`, address: 'a', available, reason: '' });
const LIST: PickupPoint[] = [point(1), point(2, false)];
const failed: ApiResult<PickupPoint[]> = { ok: false, error: { kind: 'network', message: 'api_network' } as never };

/** A fetch whose answers the test hands out one by one. */
function controlledFetch() {
  const pending: ((r: ApiResult<PickupPoint[]>) => void)[] = [];
  const fetchPoints = jest.fn(() => new Promise<ApiResult<PickupPoint[]>>((resolve) => pending.push(resolve)));
  return { fetchPoints, answer: (i: number, r: ApiResult<PickupPoint[]>) => pending[i](r) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('availability', () => {
  it('is null until the list is loaded', () => {
    expect(availability({ status: 'loading' })).toBeNull();
    expect(availability({ status: 'error' })).toBeNull();
    expect(availability({ status: 'ok', data: LIST })).toEqual(
      new Map([
        [1, true],
        [2, false],
      ]),
    );
  });
});

describe('createPickupLoader', () => {
  it('reports loading, then the list; settled() waits for it', async () => {
    const { fetchPoints, answer } = controlledFetch();
    const seen: PickupList[] = [];
    const loader = createPickupLoader(fetchPoints, (l) => seen.push(l));
    void loader.load();
    const settled = loader.settled();
    answer(0, { ok: true, data: LIST });
    expect(await settled).toEqual({ status: 'ok', data: LIST });
    expect(seen).toEqual([{ status: 'loading' }, { status: 'ok', data: LIST }]);
  });

  it('a reload during a load: settled() gives the newest answer and the older one is dropped', async () => {
    const { fetchPoints, answer } = controlledFetch();
    const seen: PickupList[] = [];
    const loader = createPickupLoader(fetchPoints, (l) => seen.push(l));
    void loader.load();
    const settled = loader.settled();
    void loader.load();
    answer(0, failed);
    await flush();
    answer(1, { ok: true, data: LIST });
    expect(await settled).toEqual({ status: 'ok', data: LIST });
    expect(seen).toEqual([{ status: 'loading' }, { status: 'loading' }, { status: 'ok', data: LIST }]);
  });

  it('a throwing fetch is a failed load', async () => {
    const loader = createPickupLoader(
      () => Promise.reject(new Error('x')),
      () => {},
    );
    expect(await loader.load()).toEqual({ status: 'error' });
  });
});

describe('chosenPickupProblem (the submit)', () => {
  it('a chosen point while the list loads: waits, then passes when the point is available', async () => {
    const { fetchPoints, answer } = controlledFetch();
    const loader = createPickupLoader(fetchPoints, () => {});
    void loader.load();
    let done = false;
    const check = chosenPickupProblem('1', loader).then((r) => ((done = true), r));
    await flush();
    expect(done).toBe(false); // still waiting for the list, not refused
    answer(0, { ok: true, data: LIST });
    expect(await check).toBeNull();
  });

  it('refuses a point the loaded list says is unavailable or unknown', async () => {
    const { fetchPoints, answer } = controlledFetch();
    const loader = createPickupLoader(fetchPoints, () => {});
    void loader.load();
    const unavailable = chosenPickupProblem('2', loader);
    const unknown = chosenPickupProblem('9', loader);
    answer(0, { ok: true, data: LIST });
    expect(await unavailable).toEqual({ field: 'checkout_pickup_unavailable' });
    expect(await unknown).toEqual({ field: 'checkout_pickup_required' });
  });

  it('nothing chosen: refused at once', async () => {
    const loader = createPickupLoader(
      () => new Promise(() => {}),
      () => {},
    );
    expect(await chosenPickupProblem('', loader)).toEqual({ field: 'checkout_pickup_required' });
  });

  it('a failed list is loaded once more; failing again, the submit stops with a notice (nothing sent unchecked)', async () => {
    const { fetchPoints, answer } = controlledFetch();
    const loader = createPickupLoader(fetchPoints, () => {});
    void loader.load();
    const check = chosenPickupProblem('1', loader);
    answer(0, failed);
    await flush();
    expect(fetchPoints).toHaveBeenCalledTimes(2);
    answer(1, failed);
    expect(await check).toEqual({ notice: 'checkout_pickup_failed' });
  });

  it('a failed list that loads on the second try: the point passes', async () => {
    const { fetchPoints, answer } = controlledFetch();
    const loader = createPickupLoader(fetchPoints, () => {});
    void loader.load();
    const check = chosenPickupProblem('1', loader);
    answer(0, failed);
    await flush();
    answer(1, { ok: true, data: LIST });
    expect(await check).toBeNull();
  });
});
