import type { ApiResult } from '../../api-client/client';
import { checkDiscountsOfCurrentLines, DISCOUNT_CHECK_ATTEMPTS } from './fresh-discounts';

type Lines = { id: string }[];
type Discounts = { orderItemId: string; discount: number }[];

/** A cart whose lines are replaced (a new array, as the store does) by `changeLines`. */
function fakeCart() {
  let lines: Lines = [{ id: 'a' }];
  const applied: { to: Lines; discounts: Discounts }[] = [];
  return {
    applied,
    changeLines: () => (lines = [...lines]),
    cart: { lines: () => lines, apply: (discounts: Discounts) => applied.push({ to: lines, discounts }) },
  };
}

const answer = (discount: number): ApiResult<Discounts> => ({ ok: true, data: [{ orderItemId: 'a', discount }] });

describe('check-discount right before the order, for the lines as they are', () => {
  it('lines unchanged: one check, its answer applied and returned', async () => {
    const { cart, applied } = fakeCart();
    const check = jest.fn(async () => answer(17.9));
    await expect(checkDiscountsOfCurrentLines(cart, check)).resolves.toEqual(answer(17.9));
    expect(check).toHaveBeenCalledTimes(1);
    expect(applied).toEqual([{ to: cart.lines(), discounts: [{ orderItemId: 'a', discount: 17.9 }] }]);
  });

  it('lines changed while the answer was on its way (another answer landed first): asked again, the new answer decides', async () => {
    const { cart, applied, changeLines } = fakeCart();
    const first = cart.lines();
    const check = jest
      .fn<Promise<ApiResult<Discounts>>, [Lines]>()
      .mockImplementationOnce(async () => {
        changeLines();
        return answer(17.9);
      })
      .mockImplementationOnce(async () => answer(7.9));
    await expect(checkDiscountsOfCurrentLines(cart, check)).resolves.toEqual(answer(7.9));
    expect(check.mock.calls.map(([lines]) => lines === first)).toEqual([true, false]);
    expect(applied).toHaveLength(1);
    expect(applied[0].discounts).toEqual([{ orderItemId: 'a', discount: 7.9 }]);
    expect(applied[0].to).not.toBe(first);
  });

  it('lines that keep changing: null after the last attempt, nothing applied', async () => {
    const { cart, applied, changeLines } = fakeCart();
    const check = jest.fn(async () => {
      changeLines();
      return answer(17.9);
    });
    await expect(checkDiscountsOfCurrentLines(cart, check)).resolves.toBeNull();
    expect(check).toHaveBeenCalledTimes(DISCOUNT_CHECK_ATTEMPTS);
    expect(applied).toEqual([]);
  });

  it('a refusal for unchanged lines is returned as it is, nothing applied', async () => {
    const { cart, applied } = fakeCart();
    const refusal: ApiResult<Discounts> = { ok: false, error: { kind: 'network', message: 'api_network' } };
    await expect(checkDiscountsOfCurrentLines(cart, async () => refusal)).resolves.toBe(refusal);
    expect(applied).toEqual([]);
  });
});
