/** Today's (or a coming day's) own hours or closed all day; lapses after that Kyiv day. */
import React from 'react';
import { SecondaryButton } from '../../ui/Button';
import { useTranslation } from '../../i18n/I18n';
import { kyivDate } from '../../shared/kyiv-time';
import { useDesk, useDeskActions } from './desk-context';
import { DayForm } from './desk-styles';

export function DayOverrideForm() {
  const { t } = useTranslation();
  const current = useDesk((s) => s.menu?.override ?? null);
  const draft = useDesk((s) => s.dayDraft);
  const { actions, api } = useDeskActions();
  if (!draft) return null;
  const { date, closed, from, to } = draft;
  const save = (override: Parameters<typeof api.kitchen>[0]['override']) => actions.applyMenu(() => api.kitchen({ override }));
  return (
    <DayForm
      aria-label={t('desk_day_title')}
      onSubmit={(e) => {
        e.preventDefault();
        void save(closed ? { date, closed } : { date, closed, time_start: from, time_end: to });
      }}
    >
      <strong>{t('desk_day_title')}</strong>
      <p data-testid="desk-day-current">
        {current
          ? current.closed
            ? t('desk_day_closed_on', { date: current.date })
            : t('desk_day_hours_on', { date: current.date, from: current.time_start ?? '', to: current.time_end ?? '' })
          : t('desk_day_none')}
      </p>
      <label>
        {t('desk_day_date')}
        <input type="date" value={date} min={kyivDate()} required onChange={(e) => actions.editDay({ date: e.target.value })} />
      </label>
      <label>
        <input type="checkbox" checked={closed} onChange={(e) => actions.editDay({ closed: e.target.checked })} />
        {t('desk_day_closed')}
      </label>
      {!closed &&
        (['from', 'to'] as const).map((k) => (
          <label key={k}>
            {t(`desk_hours_${k}`)}
            <input type="time" value={draft[k]} required onChange={(e) => actions.editDay({ [k]: e.target.value })} />
          </label>
        ))}
      <SecondaryButton type="submit">{t('desk_day_save')}</SecondaryButton>
      {current && (
        <SecondaryButton type="button" onClick={() => save(null)}>
          {t('desk_day_remove')}
        </SecondaryButton>
      )}
    </DayForm>
  );
}
