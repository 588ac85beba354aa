/** The owner's report: the chosen period of Kyiv days and the figures for it. */
import { kyivDate } from '../../shared/kyiv-time';
import type { DeskSlice, ReportSlice } from './desk-state';

const DAY_MS = 86_400_000;

/** The Kyiv day `daysBack` days before `now`, for the report's quick choices. */
const kyivDay = (now: number, daysBack = 0) => kyivDate(new Date(now - daysBack * DAY_MS));

export const createReportSlice =
  (now: () => number): DeskSlice<ReportSlice> =>
  (set, get) => ({
    period: { from: kyivDay(now()), to: kyivDay(now()) },
    report: null,
    reportError: null,
    setPeriod: (period) => set((d) => void (d.period = period)),
    showDay(api, day) {
      const date = kyivDay(now(), day === 'today' ? 0 : 1);
      get().setPeriod({ from: date, to: date });
      return get().loadReport(api);
    },
    async loadReport(api) {
      const { from, to } = get().period;
      const res = await api.report(from, to);
      set((d) => {
        if (res.ok) {
          d.report = res.data;
          d.reportError = null;
        } else d.reportError = res.error.kind === 'validation' ? 'desk_report_invalid' : 'desk_action_failed';
      });
    },
  });
