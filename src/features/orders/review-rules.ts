/**
 * Pure rules of the review modal (spec section 4 "Review", section 3 review fields, section 1
 * bonus facts): three rated categories, a category's text panel open at 1-4 stars and closed at
 * 5 or 0, 'All good' = 5 for each with empty texts, and what a failed send tells the customer.
 */
import type { ApiError } from '../../api-client/client';
import type { BodyOf } from '../../api-client/api-types';

export const REVIEW_CATEGORIES = ['food', 'pack', 'delivery'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export const MAX_STARS = 5;
/** Bonuses a review with a photo earns (spec section 1). */
export const PHOTO_REVIEW_BONUS = 50;
/** The shop API's limit for each text (characters). */
export const REVIEW_TEXT_MAX = 2000;

export type Ratings = Record<ReviewCategory, number>;
export type Texts = Record<ReviewCategory, string>;

export const NO_RATINGS: Ratings = { food: 0, pack: 0, delivery: 0 };
export const NO_TEXTS: Texts = { food: '', pack: '', delivery: '' };

/** What `POST /api/reviews/create` takes; `photo`, a JPEG data URL (review-photo.ts), earns PHOTO_REVIEW_BONUS. */
export type ReviewBody = BodyOf<'/api/reviews/create', 'POST'>;

/** The photo types the shop API takes (it checks the content too). */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** The picked file, bytes (10 MB: a phone's photo); it is sent downsized to PHOTO_MAX_PX. */
export const PHOTO_PICK_MAX_BYTES = 10 * 1024 * 1024;
/** Longest side of the photo as sent, px (the shop API stores at most this). */
export const PHOTO_MAX_PX = 1600;

/** Why a picked file cannot be the review's photo, or null. */
export function photoProblem(file: { type: string; size: number }): 'tr_review_photo_type' | 'tr_review_photo_size' | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'tr_review_photo_type';
  if (file.size > PHOTO_PICK_MAX_BYTES) return 'tr_review_photo_size';
  return null;
}

/** A whole number of stars, 0 (not rated) to 5; anything else reads as 0. */
export function clampRating(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_STARS ? value : 0;
}

/** The category's "what was wrong" panel is open at 1 to 4 stars, closed at 5 or 0. */
export function isPanelOpen(rating: number): boolean {
  return rating >= 1 && rating <= 4;
}

/**
 * The review as sent: the stars, and each text only while its panel is open (a text typed at 3
 * stars and left behind by raising the rating to 5 is not sent), trimmed and cut to the limit.
 */
export function reviewBody(orderId: number, ratings: Ratings, texts: Texts, photo: string | null = null): ReviewBody {
  const body = { order_id: orderId } as ReviewBody;
  if (photo) body.photo = photo;
  for (const c of REVIEW_CATEGORIES) {
    const rating = clampRating(ratings[c]);
    body[c] = rating;
    body[`${c}_text`] = isPanelOpen(rating) ? texts[c].trim().slice(0, REVIEW_TEXT_MAX) : '';
  }
  return body;
}

/** 'All good': 5 stars for each category, empty texts. */
export function allGoodBody(orderId: number, photo: string | null = null): ReviewBody {
  return reviewBody(orderId, { food: MAX_STARS, pack: MAX_STARS, delivery: MAX_STARS }, NO_TEXTS, photo);
}

/** Why the review cannot be sent yet: every category needs at least one star. */
export function reviewProblem(ratings: Ratings): 'tr_review_rate_all' | null {
  return REVIEW_CATEGORIES.every((c) => clampRating(ratings[c]) >= 1) ? null : 'tr_review_rate_all';
}

/**
 * A failed send -> the message key. `done` means there is nothing left to send (the order was
 * already reviewed, or it is not this customer's): the modal may close.
 */
export function reviewFailure(error: ApiError): { key: string; done: boolean } {
  const orderErrors = error.fields?.order_id ?? [];
  if (orderErrors.includes('review_exists')) return { key: 'tr_review_exists', done: true };
  if (orderErrors.includes('validation_exists')) return { key: 'tr_review_unknown_order', done: true };
  if (orderErrors.includes('review_not_delivered')) return { key: 'tr_review_not_delivered', done: false };
  const photoErrors = error.fields?.photo ?? [];
  if (photoErrors.includes('validation_image_size')) return { key: 'tr_review_photo_size', done: false };
  if (photoErrors.length) return { key: 'tr_review_photo_type', done: false };
  if (error.kind === 'network' || error.kind === 'timeout') return { key: 'tr_review_offline', done: false };
  return { key: 'tr_review_failed', done: false };
}
