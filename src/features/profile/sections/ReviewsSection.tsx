/** profile/reviews: the customer's reviews (newest first): order, date, the three ratings, texts, photo. */
import React from 'react';
import styled from 'styled-components';
import { shopApi } from '../../../api-client/shop-api';
import { useLocale, useTranslation } from '../../../i18n/I18n';
import { bareList, theme } from '../../../shared/theme';
import { fetchReviews, type Review } from '../profile-api';
import { formatDay } from '../format';
import { useLoad } from '../use-load';
import { Card, EmptyCard, WhenLoaded } from '../profile-ui';

const List = styled.ol`
  ${bareList}
  display: grid;
  gap: 16px;
`;

const Ratings = styled.dl`
  margin: 0;
  display: grid;
  gap: 10px;
  > div {
    display: grid;
    gap: 2px;
  }
  dt {
    font-weight: 600;
    display: flex;
    gap: 10px;
    align-items: center;
    flex-wrap: wrap;
  }
  dd {
    margin: 0;
    color: ${theme.color.text};
    overflow-wrap: anywhere;
  }
  .stars {
    color: ${theme.color.warningText};
    letter-spacing: 2px;
    font-size: 18px;
  }
  .stars .off {
    color: ${theme.color.muted};
  }
`;

const Meta = styled.p`
  color: ${theme.color.muted};
  font-size: 14px;
  .photo {
    margin-left: 8px;
    font-weight: 700;
    color: ${theme.color.success};
  }
`;

/** Five stars, read-only; the number is what screen readers hear. */
function Stars({ value }: { value: number }) {
  const { t } = useTranslation();
  const n = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className="stars" role="img" aria-label={t('pf_stars', { value: n })}>
      <span aria-hidden="true">{'★'.repeat(n)}</span>
      <span className="off" aria-hidden="true">
        {'☆'.repeat(5 - n)}
      </span>
    </span>
  );
}

const CATEGORIES = [
  ['food', 'pf_review_food'],
  ['pack', 'pf_review_pack'],
  ['delivery', 'pf_review_delivery'],
] as const;

function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const titleId = `pf-review-${review.id}`;
  return (
    <li>
      <Card aria-labelledby={titleId} data-testid="review-card">
        <h2 id={titleId}>{t('pf_review_order', { number: review.order_number })}</h2>
        <Meta>
          {formatDay(review.created_at, lang)}
          {review.has_photo && <span className="photo">{t('pf_review_photo')}</span>}
        </Meta>
        <Ratings>
          {CATEGORIES.map(([field, key]) => (
            <div key={field}>
              <dt>
                {t(key)} <Stars value={review[field]} />
              </dt>
              {review[`${field}_text`] && <dd>{review[`${field}_text`]}</dd>}
            </div>
          ))}
        </Ratings>
      </Card>
    </li>
  );
}

export default function ReviewsSection() {
  const { t } = useTranslation();
  const { state, reload } = useLoad((signal) => fetchReviews(shopApi, signal));
  return (
    <WhenLoaded state={state} onRetry={reload} empty={<EmptyCard text={t('pf_reviews_empty')} />}>
      {(reviews) => (
        <List data-testid="review-list">
          {reviews.map((r) => (
            <ReviewCard key={r.id} review={r} />
          ))}
        </List>
      )}
    </WhenLoaded>
  );
}
