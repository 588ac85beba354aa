/** Delivery time (issue 7): ASAP or a slot inside working hours; closed restaurant told before submitting. */
import React, { useEffect, useMemo, useRef } from 'react';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { type TFunction, useLocale, useTranslation } from '../../i18n/I18n';
import { FieldBox } from '../../ui/form/FieldBox';
import { media, theme } from '../../shared/theme';
import type { CheckoutValues } from './checkout-rules';
import { Card, Choice, Choices, FieldErrorText, Note, SecondaryButton } from './checkout-ui';
import { dayOffset, firstSlotOfNextOpening, generateSlots, groupByDay, utcDay } from './time-slots';
import { kyivDate, kyivTime } from '../../shared/kyiv-time';
import type { Kitchen } from './use-checkout-data';
import { isAroundTheClock } from '../working-hours';

const Alert = styled.div`
  display: grid;
  gap: 10px;
  padding: 12px 14px;
  border-radius: 8px;
  background: ${theme.color.warningBg};
  border: 1px solid ${theme.color.warningBorder};
  p {
    margin: 0;
  }
`;

const Select = styled.select`
  /* Each keeps to its column (SlotRow). */
  width: 100%;
  min-width: 0;
  box-sizing: border-box;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid ${theme.color.border};
  font: inherit;
  min-height: 44px;
  background: ${theme.color.surface};
  &[aria-invalid='true'] {
    border-color: ${theme.color.error};
  }
`;

/**
 * Day and time side by side. On phones the time keeps 6 rem ("00:00" and the arrow) and the day
 * takes the rest (issue 41: at 360-390 px halves cut "пн, 30 листопада" to "пн, 30 листоп"); its
 * longest label, "нд, 15 листопада", is 136 px at 16 px Inter, and a 360 px phone leaves it 146.
 */
const SlotRow = styled.div`
  display: grid;
  gap: 0 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) 6rem;
    select {
      padding-inline: 10px;
    }
  }
`;

/** 'сьогодні', 'завтра' or 'пт, 20 листопада' (Kyiv calendar). */
export function dayLabel(date: string, now: Date, lang: string, t: TFunction): string {
  const offset = dayOffset(now, date);
  if (offset === 0) return t('checkout_today');
  if (offset === 1) return t('checkout_tomorrow');
  const noon = new Date(utcDay(date) + 12 * 3_600_000);
  return new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(noon);
}

/** 'Працюємо з 10:00 до 22:00', or around the clock when the end equals the start (as the shop's status strip says). */
export function hoursText(hours: { time_start: string; time_end: string }, t: TFunction): string {
  if (isAroundTheClock(hours)) return t('checkout_hours_always');
  return t('checkout_hours', { start: hours.time_start, end: hours.time_end });
}

/** 'завтра о 10:00' */
export function slotLabel(iso: string, now: Date, lang: string, t: TFunction): string {
  const at = new Date(iso);
  return t('checkout_slot_at', { day: dayLabel(kyivDate(at), now, lang, t), time: kyivTime(at) });
}

export function TimeSection({ kitchen, now, asapMinutes }: { kitchen: Kitchen | null; now: Date; asapMinutes: number }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const { values, setValues, errors, touched, submitCount } = useFormikContext<CheckoutValues>();
  const hours = kitchen?.hours ?? null;
  // Recomputed per half-minute tick of `now` (not per keystroke).
  const days = useMemo(() => (hours ? groupByDay(generateSlots(now, hours)) : []), [now, hours]);
  const offer = useMemo(
    () => (hours && kitchen && !kitchen.open && !kitchen.paused ? firstSlotOfNextOpening(now, hours) : null),
    [now, hours, kitchen],
  );
  const error = (touched.slot || submitCount > 0) && errors.slot ? errors.slot : null;
  const chosenDay = values.slot ? kyivDate(new Date(values.slot)) : (days[0]?.date ?? '');
  const daySlots = days.find((d) => d.date === chosenDay)?.slots ?? [];
  const closed = kitchen !== null && !kitchen.open;

  const pickSlot = (iso: string) => void setValues({ ...values, timeMode: 'slot', slot: iso }, true);

  // "As soon as possible" is not offered while the kitchen is closed (issue 41): when the page's first
  // kitchen answer says closed, an untouched ASAP becomes the first time after opening, which the
  // notice above names. A kitchen that closes later never moves the customer's choice.
  const firstAnswer = useRef(true);
  useEffect(() => {
    if (kitchen === null || !firstAnswer.current) return;
    firstAnswer.current = false;
    if (kitchen.open || !offer) return;
    const iso = offer.toISOString();
    void setValues((latest) => (latest.timeMode === 'asap' ? { ...latest, timeMode: 'slot', slot: iso } : latest), false);
  }, [kitchen, offer, setValues]);

  return (
    <Card aria-labelledby="checkout-time-title">
      <h2 id="checkout-time-title">{t('checkout_time_title')}</h2>
      {closed && (
        <Alert role="alert" data-testid="closed-offer">
          <p>
            {kitchen.paused
              ? t('checkout_kitchen_paused')
              : t('checkout_closed_now', { start: hours?.time_start ?? '', end: hours?.time_end ?? '' })}
          </p>
          {offer && values.slot !== offer.toISOString() && (
            <SecondaryButton type="button" onClick={() => pickSlot(offer.toISOString())}>
              {t('checkout_closed_offer', { slot: slotLabel(offer.toISOString(), now, lang, t) })}
            </SecondaryButton>
          )}
        </Alert>
      )}
      <Choices data-inline="true" aria-describedby="checkout-slot-error">
        <legend>{t('checkout_time_when')}</legend>
        <Choice
          name="timeMode"
          value="asap"
          disabled={closed}
          title={t('checkout_asap')}
          hint={closed ? t('checkout_asap_closed') : t('checkout_asap_hint', { minutes: asapMinutes })}
        />
        <Choice
          name="timeMode"
          value="slot"
          onPick={() =>
            void setValues({ ...values, timeMode: 'slot', slot: values.slot || (days[0]?.slots[0]?.toISOString() ?? '') })
          }
          title={t('checkout_at_time')}
          hint={hours && hoursText(hours, t)}
        />
      </Choices>
      {values.timeMode === 'slot' && (
        <SlotRow data-testid="checkout-slot-row">
          <FieldBox>
            <label htmlFor="checkout-slot-day">{t('checkout_day')}</label>
            <Select
              id="checkout-slot-day"
              value={chosenDay}
              aria-invalid={!!error}
              onChange={(e) => {
                const first = days.find((d) => d.date === e.target.value)?.slots[0];
                if (first) pickSlot(first.toISOString());
              }}
            >
              {!days.some((d) => d.date === chosenDay) && chosenDay && (
                <option value={chosenDay}>{dayLabel(chosenDay, now, lang, t)}</option>
              )}
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d.date, now, lang, t)}
                </option>
              ))}
            </Select>
          </FieldBox>
          <FieldBox>
            <label htmlFor="checkout-slot">{t('checkout_time')}</label>
            <Select
              id="checkout-slot"
              name="slot"
              value={values.slot}
              aria-invalid={!!error}
              aria-describedby="checkout-slot-error"
              onChange={(e) => pickSlot(e.target.value)}
            >
              {values.slot && !daySlots.some((s) => s.toISOString() === values.slot) && (
                // A stale choice stays visible (and refused) until the customer picks another.
                <option value={values.slot}>{kyivTime(new Date(values.slot))}</option>
              )}
              {daySlots.map((s) => (
                <option key={s.toISOString()} value={s.toISOString()}>
                  {kyivTime(s)}
                </option>
              ))}
            </Select>
          </FieldBox>
        </SlotRow>
      )}
      {!hours && values.timeMode === 'slot' && <Note>{t('checkout_hours_unknown')}</Note>}
      <FieldErrorText id="checkout-slot-error" message={error ? t(error) : null} />
    </Card>
  );
}
