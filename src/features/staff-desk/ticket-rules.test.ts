import { parseVersioned, serializeVersioned } from '../../shared/safe-storage';
import { changeToBring, notePrinted, pageLengthMm, printSettingsKey } from './ticket-rules';

test.each([
  ['cash from a larger note', { pay_type: 'cash', change_from: 500, sum_to_pay: 358 }, 142],
  ['cash, kopecks', { pay_type: 'cash', change_from: 200, sum_to_pay: 179.5 }, 20.5],
  ['cash, the exact sum', { pay_type: 'cash', change_from: 358, sum_to_pay: 358 }, null],
  ['cash, no note given', { pay_type: 'cash', change_from: null, sum_to_pay: 358 }, null],
  ['terminal', { pay_type: 'terminal', change_from: 500, sum_to_pay: 358 }, null],
  ['online', { pay_type: 'online', change_from: null, sum_to_pay: 358 }, null],
])('change to bring: %s', (_, order, change) => {
  expect(changeToBring(order)).toBe(change);
});

test('the first print of each ticket is the original; the next ones are copies', () => {
  const first = notePrinted([], 7, 'kitchen');
  expect(first).toEqual({ copy: false, printed: ['7:kitchen'] });
  expect(notePrinted(first.printed, 7, 'kitchen').copy).toBe(true);
  expect(notePrinted(first.printed, 7, 'courier').copy).toBe(false);
  expect(notePrinted(first.printed, 8, 'kitchen').copy).toBe(false);
  // The memory is bounded: the oldest go first.
  let printed: string[] = [];
  for (let id = 1; id <= 400; id++) printed = notePrinted(printed, id, 'kitchen').printed;
  expect(printed).toHaveLength(300);
  expect(notePrinted(printed, 1, 'kitchen').copy).toBe(false);
  expect(notePrinted(printed, 400, 'kitchen').copy).toBe(true);
});

test.each([
  [0, 6],
  [96, 32], // one inch = 25.4 mm, rounded up, plus the tear-off
  [378, 107],
])('a ticket %s px tall prints on a page %s mm long', (px, mm) => {
  expect(pageLengthMm(px)).toBe(mm);
});

test('the printer settings are stored with their version; another shape reads as none', () => {
  const text = serializeVersioned(printSettingsKey, { paper: 58, printOnAccept: true, printed: ['7:kitchen'] });
  expect(parseVersioned(printSettingsKey, text)).toEqual({ paper: 58, printOnAccept: true, printed: ['7:kitchen'] });
  expect(
    parseVersioned(printSettingsKey, JSON.stringify({ version: 1, paper: 110, printOnAccept: true, printed: [] })),
  ).toBeNull();
  expect(
    parseVersioned(printSettingsKey, JSON.stringify({ version: 2, paper: 80, printOnAccept: true, printed: [] })),
  ).toBeNull();
  expect(parseVersioned(printSettingsKey, '{corrupt')).toBeNull();
});
