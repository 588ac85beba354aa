/**
 * `modal-review` (spec section 4 "Review"): three rated categories (food, pack, delivery), each
 * with a "what was wrong" text that opens at 1-4 stars; 'All good' sends 5 for each with empty
 * texts; sent with `POST /api/reviews/create`. Closing it in any way ends the tracking of the
 * order (the status popup goes and `currentOrders` is cleared). A failed send shows why and keeps
 * every star and text.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Formik, Form, type FormikErrors } from 'formik';
import { useTranslation } from '../../i18n/I18n';
import { Modal } from '../../ui/Modal';
import { Button, SecondaryButton } from '../../ui/Button';
import { RatingStars } from '../../ui/RatingStars';
import { TextField } from '../../ui/form/TextField';
import { showToast } from '../../ui/toast-store';
import { theme } from '../../shared/theme';
import { shopApi } from '../../api-client/shop-api';
import { clearCurrentOrders, onCurrentOrdersChange, readCurrentOrders } from './current-orders';
import { createReview } from './tracking-api';
import { photoDataUrl } from './review-photo';
import {
  NO_RATINGS,
  NO_TEXTS,
  REVIEW_CATEGORIES,
  REVIEW_TEXT_MAX,
  allGoodBody,
  isPanelOpen,
  photoProblem,
  PHOTO_TYPES,
  reviewBody,
  reviewFailure,
  reviewProblem,
  type Ratings,
  type ReviewBody,
  type Texts,
} from './review-rules';

const Body = styled.div`
  display: grid;
  gap: 14px;
  h2 {
    margin: 0 36px 0 0;
    font-size: 20px;
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 14px;
  }
`;

const Bonus = styled.p`
  background: ${theme.color.warningBg};
  border: 1px solid ${theme.color.warningBorderSoft};
  border-radius: ${theme.radius.s};
  padding: 10px 12px;
  font-size: 14px;
`;

const PhotoField = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
  }
  .hint {
    font-size: 14px;
    color: ${theme.color.muted};
  }
  .preview {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${theme.radius.s};
  }
`;

/**
 * The optional photo (spec section 1: 50 bonuses for a photo review): type and size checked
 * when picked, a preview, and a way to take it back. `onChange(null)` when there is none.
 */
function ReviewPhotoField({ disabled, onChange }: { disabled: boolean; onChange: (photo: string | null) => void }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const set = (photo: string | null) => {
    setPreview(photo);
    onChange(photo);
  };
  const pick = async (file: File | undefined) => {
    setProblem(null);
    set(null);
    if (!file) return;
    const key = photoProblem(file);
    const photo = key ? null : await photoDataUrl(file);
    if (!photo) {
      setProblem(key ?? 'tr_review_photo_unreadable');
      if (input.current) input.current.value = '';
      return;
    }
    set(photo);
  };
  return (
    <PhotoField>
      <label htmlFor="review-photo">{t('tr_review_photo_add')}</label>
      <span className="hint" id="review-photo-hint">
        {t('tr_review_photo_hint')}
      </span>
      <input
        ref={input}
        id="review-photo"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        disabled={disabled}
        aria-describedby={problem ? 'review-photo-hint review-photo-problem' : 'review-photo-hint'}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {problem && (
        <Problem role="alert" id="review-photo-problem" data-testid="review-photo-problem">
          {t(problem)}
        </Problem>
      )}
      {preview && (
        <div className="preview">
          <img src={preview} alt={t('tr_review_photo_alt')} />
          <SecondaryButton
            type="button"
            disabled={disabled}
            onClick={() => {
              set(null);
              if (input.current) input.current.value = '';
            }}
          >
            {t('tr_review_photo_remove')}
          </SecondaryButton>
        </div>
      )}
    </PhotoField>
  );
}

const Problem = styled.p`
  color: ${theme.color.error};
  font-weight: 600;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 12px;
  > button {
    min-height: 44px;
    flex: 1 1 150px;
  }
`;

interface Values {
  ratings: Ratings;
  texts: Texts;
}

const ratingsError = (errors: FormikErrors<Values>) => (errors as Record<string, unknown>).ratings;

export default function ReviewModal({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [number] = useState(() => readCurrentOrders().find((o) => o.id === orderId)?.number ?? null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const closed = useRef(false);

  /** Closing ends the tracking of the order (spec: closing the review removes the order popup). */
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    // Cleared first: the popup (and its wait to open this review) is gone before the modal closes.
    clearCurrentOrders();
    onClose();
  }, [onClose]);

  // Another tab sent (or closed) this review: the list no longer has the order, so this copy goes too.
  useEffect(
    () =>
      onCurrentOrdersChange(() => {
        if (!closed.current && !readCurrentOrders().some((o) => o.id === orderId)) {
          closed.current = true;
          onClose();
        }
      }),
    [orderId, onClose],
  );

  const send = async (body: ReviewBody) => {
    if (sending) return;
    setSending(true);
    setMessage(null);
    const result = await createReview(shopApi, body);
    if (closed.current) return;
    setSending(false);
    if (result.ok) {
      showToast('tr_review_thanks', 'success');
      close();
      return;
    }
    setMessage(reviewFailure(result.error).key);
  };

  // The stars' one rule is about all three at once: its message key sits on `ratings`.
  const validate = (v: Values): FormikErrors<Values> => {
    const problem = reviewProblem(v.ratings);
    return problem ? ({ ratings: problem } as unknown as FormikErrors<Values>) : {};
  };

  const title = number ? t('tr_review_title_number', { number }) : t('tr_review_title');
  return (
    <Modal title={title} onClose={close} testId="review-modal">
      <Body>
        <h2>{title}</h2>
        <p>{t('tr_review_intro')}</p>
        <Formik<Values>
          initialValues={{ ratings: NO_RATINGS, texts: NO_TEXTS }}
          validate={validate}
          validateOnChange={false}
          validateOnBlur={false}
          onSubmit={(v) => send(reviewBody(orderId, v.ratings, v.texts, photo))}
        >
          {({ values, errors, submitCount, setFieldValue }) => (
            <Form noValidate aria-label={title}>
              {REVIEW_CATEGORIES.map((c) => (
                <div key={c} data-testid={`review-${c}`}>
                  <RatingStars
                    name={`review-${c}`}
                    label={t(`tr_review_${c}`)}
                    value={values.ratings[c]}
                    disabled={sending}
                    onChange={(n) => void setFieldValue(`ratings.${c}`, n, false)}
                  />
                  {isPanelOpen(values.ratings[c]) && (
                    <TextField
                      name={`texts.${c}`}
                      idPrefix="review"
                      type="textarea"
                      label={t(`tr_review_${c}_text`)}
                      maxLength={REVIEW_TEXT_MAX}
                      disabled={sending}
                    />
                  )}
                </div>
              ))}
              {submitCount > 0 && typeof ratingsError(errors) === 'string' && (
                <Problem role="alert">{t(ratingsError(errors) as string)}</Problem>
              )}
              <Bonus>{t('tr_review_photo_bonus')}</Bonus>
              <ReviewPhotoField disabled={sending} onChange={setPhoto} />
              {message && (
                <Problem role="alert" data-testid="review-error">
                  {t(message)}
                </Problem>
              )}
              <Buttons>
                <SecondaryButton type="button" disabled={sending} onClick={() => void send(allGoodBody(orderId, photo))}>
                  {t('tr_review_all_good')}
                </SecondaryButton>
                <Button type="submit" disabled={sending}>
                  {t('tr_review_send')}
                </Button>
              </Buttons>
            </Form>
          )}
        </Formik>
      </Body>
    </Modal>
  );
}
