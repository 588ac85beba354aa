import { Type } from '@sinclair/typebox';
import { Nullable } from '../../http/schemas';

export const HHMM = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: "'HH:mm', Kyiv time" });

/** queries.ts DayOverride: one Kyiv day's own hours or closed all day; lapses after that day. */
export const DayOverrideSchema = Type.Object(
  {
    date: Type.String({ format: 'date', description: "'YYYY-MM-DD', the Kyiv calendar day" }),
    closed: Type.Boolean(),
    time_start: Nullable(HHMM),
    time_end: Nullable(HHMM),
  },
  { description: 'a one-day change of the working hours (today or a coming day); null: none' },
);
