import {
  MAX_POLL_BACKOFF_MS,
  STATUS_POLL_MS,
  formatDeliveryWindow,
  nextPollDelay,
  parseServerStatus,
  resumeDelay,
  statusOutcome,
  stepLabelKeys,
  type ServerStatus,
  type StatusOutcome,
} from './tracking-rules';
import { kyivWallClock } from '../../shared/kyiv-time';

describe('statusOutcome: server status -> popup (spec section 4)', () => {
  test.each<[ServerStatus, StatusOutcome]>([
    ['New', { action: 'show', step: 0 }],
    ['In progress', { action: 'show', step: 1 }],
    ['On the way', { action: 'show', step: 2 }],
    ['Delivered', { action: 'review' }],
    ['Cancelled', { action: 'remove' }],
  ])('%s', (status, expected) => {
    expect(statusOutcome(status)).toEqual(expected);
  });

  // Self-delivery: the same server status reads as prepared for pickup.
  test('the steps of a delivery and of a pickup', () => {
    expect(stepLabelKeys(false)).toEqual(['tr_step_accepted', 'tr_step_in_progress', 'tr_step_on_the_way']);
    expect(stepLabelKeys(true)).toEqual(['tr_step_accepted', 'tr_step_in_progress', 'tr_step_prepared']);
  });
});

describe('parseServerStatus: only the five statuses', () => {
  test.each<[unknown, ServerStatus | null]>([
    ['New', 'New'],
    ['In progress', 'In progress'],
    ['On the way', 'On the way'],
    ['Delivered', 'Delivered'],
    ['Cancelled', 'Cancelled'],
    ['new', null],
    ['Shipped', null],
    ['', null],
    [0, null],
    [null, null],
    [undefined, null],
    [{ status: 'New' }, null],
  ])('%p -> %p', (raw, expected) => {
    expect(parseServerStatus(raw)).toBe(expected);
  });
});

describe('delivery window as the popup writes it (the API sets it)', () => {
  test('the Kyiv wall clock, summer (UTC+3) and winter (UTC+2)', () => {
    const summer = kyivWallClock(new Date('2026-06-15T11:05:00.000Z'));
    expect([summer.getHours(), summer.getMinutes(), summer.getDate()]).toEqual([14, 5, 15]);
    const winter = kyivWallClock(new Date('2026-01-15T22:30:00.000Z'));
    expect([winter.getHours(), winter.getMinutes(), winter.getDate()]).toEqual([0, 30, 16]);
  });

  // now: 15 June 2026, 12:00 Kyiv
  const now = new Date('2026-06-15T09:00:00.000Z');
  test.each<[string, string, string, 'uk' | 'ru', { from: string; to: string; day: string | null } | null]>([
    ['today', '2026-06-15T10:45:00.000Z', '2026-06-15T11:15:00.000Z', 'uk', { from: '13:45', to: '14:15', day: null }],
    [
      'today, in Russian',
      '2026-06-15T10:45:00.000Z',
      '2026-06-15T11:15:00.000Z',
      'ru',
      { from: '13:45', to: '14:15', day: null },
    ],
    [
      'crossing midnight: the day of the start',
      '2026-06-15T20:50:00.000Z',
      '2026-06-15T21:20:00.000Z',
      'uk',
      { from: '23:50', to: '00:20', day: null },
    ],
    [
      'tomorrow from the opening, Ukrainian month',
      '2026-06-16T07:00:00.000Z',
      '2026-06-16T07:30:00.000Z',
      'uk',
      { from: '10:00', to: '10:30', day: '16 червня' },
    ],
    [
      'tomorrow, Russian month',
      '2026-06-16T07:00:00.000Z',
      '2026-06-16T07:30:00.000Z',
      'ru',
      { from: '10:00', to: '10:30', day: '16 июня' },
    ],
    ['not a date', 'soon', '2026-06-16T07:30:00.000Z', 'uk', null],
    ['no end', '2026-06-16T07:00:00.000Z', '', 'uk', null],
  ])('%s', (_name, from, to, lang, expected) => {
    expect(formatDeliveryWindow(from, to, now, lang)).toEqual(expected);
  });
});

describe('poll scheduling', () => {
  test.each<[number, number]>([
    [0, 20_000],
    [1, 40_000],
    [2, 80_000],
    [3, 160_000],
    [4, 300_000],
    [50, 300_000],
    [-1, 20_000],
    [Number.NaN, 20_000],
  ])('after %p failures in a row the next poll waits %p ms', (failures, ms) => {
    expect(nextPollDelay(failures)).toBe(ms);
  });

  test('the constants of the spec', () => {
    expect(STATUS_POLL_MS).toBe(20_000);
    expect(MAX_POLL_BACKOFF_MS).toBe(300_000);
  });

  test.each<[string, number | null, number, number, number]>([
    ['never polled: at once', null, 1_000, 0, 0],
    ['hidden for 5 s: the rest of the 20 s', 100_000, 105_000, 0, 15_000],
    ['hidden past the due time: at once', 100_000, 190_000, 0, 0],
    ['after a failure the back-off holds', 100_000, 110_000, 1, 30_000],
    ['a clock that went back never waits longer than one interval', 100_000, 50_000, 0, 20_000],
  ])('resume: %s', (_name, last, now, failures, ms) => {
    expect(resumeDelay(last, now, failures)).toBe(ms);
  });
});
