import { restoreDrill } from './restore-drill';

jest.setTimeout(240_000);

test('restore drill: snapshot while running, wipe, restore, the demo customer signs in and sees their orders', async () => {
  const result = await restoreDrill({ sharedImages: true });
  expect(result.ordersBefore.length).toBeGreaterThan(0);
  expect(result.ordersAfter).toEqual(result.ordersBefore);
  expect(result.snapshotBytes).toBeGreaterThan(0);
});
