import type { ApiError } from '../../api-client/client';
import {
  NO_RATINGS,
  NO_TEXTS,
  PHOTO_PICK_MAX_BYTES,
  PHOTO_REVIEW_BONUS,
  allGoodBody,
  photoProblem,
  clampRating,
  isPanelOpen,
  reviewBody,
  reviewFailure,
  reviewProblem,
  type Ratings,
} from './review-rules';

describe('a category panel opens at 1-4 stars and closes at 5 or 0', () => {
  test.each<[number, boolean]>([
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [5, false],
  ])('%p stars -> open %p', (rating, open) => {
    expect(isPanelOpen(rating)).toBe(open);
  });
});

test.each<[unknown, number]>([
  [3, 3],
  [0, 0],
  [5, 5],
  [6, 0],
  [-1, 0],
  [2.5, 0],
  ['4', 0],
  [null, 0],
])('clampRating(%p) = %p', (value, rating) => {
  expect(clampRating(value)).toBe(rating);
});

describe('the review as sent', () => {
  test("'All good' sends 5 for each with empty texts", () => {
    expect(allGoodBody(12)).toEqual({
      order_id: 12,
      food: 5,
      pack: 5,
      delivery: 5,
      food_text: '',
      pack_text: '',
      delivery_text: '',
    });
  });

  test('texts are sent only while their panel is open, trimmed', () => {
    const body = reviewBody(
      7,
      { food: 3, pack: 5, delivery: 1 },
      { food: '  Холодна піца ', pack: 'written at 2 stars, then raised to 5', delivery: 'Запізнились' },
    );
    expect(body).toEqual({
      order_id: 7,
      food: 3,
      pack: 5,
      delivery: 1,
      food_text: 'Холодна піца',
      pack_text: '',
      delivery_text: 'Запізнились',
    });
  });

  test('a text is cut to the API limit of 2000 characters', () => {
    expect(reviewBody(1, { food: 2, pack: 5, delivery: 5 }, { ...NO_TEXTS, food: 'x'.repeat(2500) }).food_text).toHaveLength(
      2000,
    );
  });

  test('50 bonuses for a photo review (spec section 1)', () => {
    expect(PHOTO_REVIEW_BONUS).toBe(50);
  });

  test('the photo goes with the review, with stars or "All good"', () => {
    expect(reviewBody(3, { food: 5, pack: 5, delivery: 5 }, NO_TEXTS, 'data:image/jpeg;base64,AA==').photo).toBe(
      'data:image/jpeg;base64,AA==',
    );
    expect(allGoodBody(3, 'data:image/jpeg;base64,AA==').photo).toBe('data:image/jpeg;base64,AA==');
    expect('photo' in allGoodBody(3)).toBe(false);
  });
});

test.each<[string, { type: string; size: number }, string | null]>([
  ['a JPEG', { type: 'image/jpeg', size: 3_000_000 }, null],
  ['a PNG at the limit', { type: 'image/png', size: PHOTO_PICK_MAX_BYTES }, null],
  ['a WebP', { type: 'image/webp', size: 1 }, null],
  ['a photo over 10 MB', { type: 'image/jpeg', size: PHOTO_PICK_MAX_BYTES + 1 }, 'tr_review_photo_size'],
  ['a GIF', { type: 'image/gif', size: 1000 }, 'tr_review_photo_type'],
  ['an SVG', { type: 'image/svg+xml', size: 1000 }, 'tr_review_photo_type'],
  ['a PDF', { type: 'application/pdf', size: 1000 }, 'tr_review_photo_type'],
  ['no type (unknown file)', { type: '', size: 1000 }, 'tr_review_photo_type'],
])('photoProblem: %s', (_name, file, key) => {
  expect(photoProblem(file)).toBe(key);
});

describe('photo answers of the shop API', () => {
  test.each<[string, string, string]>([
    ['not an image', 'validation_image', 'tr_review_photo_type'],
    ['too big', 'validation_image_size', 'tr_review_photo_size'],
  ])('%s', (_name, apiKey, key) => {
    expect(reviewFailure({ kind: 'validation', status: 422, message: 'x', fields: { photo: [apiKey] } })).toEqual({
      key,
      done: false,
    });
  });
});

test.each<[Ratings, string | null]>([
  [NO_RATINGS, 'tr_review_rate_all'],
  [{ food: 5, pack: 0, delivery: 5 }, 'tr_review_rate_all'],
  [{ food: 1, pack: 1, delivery: 1 }, null],
  [{ food: 5, pack: 4, delivery: 3 }, null],
])('reviewProblem(%p) = %p', (ratings, key) => {
  expect(reviewProblem(ratings)).toBe(key);
});

describe('a failed send', () => {
  const err = (e: Partial<ApiError>): ApiError => ({ kind: 'http', message: 'x', ...e });
  test.each<[string, ApiError, { key: string; done: boolean }]>([
    [
      'already reviewed: nothing left to do',
      err({ kind: 'validation', status: 422, fields: { order_id: ['review_exists'] } }),
      { key: 'tr_review_exists', done: true },
    ],
    [
      'someone else’s or unknown order',
      err({ kind: 'validation', status: 422, fields: { order_id: ['validation_exists'] } }),
      { key: 'tr_review_unknown_order', done: true },
    ],
    [
      'not delivered yet',
      err({ kind: 'validation', status: 422, fields: { order_id: ['review_not_delivered'] } }),
      { key: 'tr_review_not_delivered', done: false },
    ],
    ['offline', err({ kind: 'network' }), { key: 'tr_review_offline', done: false }],
    ['timeout', err({ kind: 'timeout' }), { key: 'tr_review_offline', done: false }],
    ['server error', err({ kind: 'http', status: 500 }), { key: 'tr_review_failed', done: false }],
    [
      'other 422',
      err({ kind: 'validation', status: 422, fields: { food: ['validation_max'] } }),
      { key: 'tr_review_failed', done: false },
    ],
  ])('%s', (_name, error, expected) => {
    expect(reviewFailure(error)).toEqual(expected);
  });
});
