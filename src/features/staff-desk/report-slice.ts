/** The owner's report: the chosen period of Kyiv days and the figures for it. */
import { kyivDate } from '../../shared/kyiv-time';
import type { DeskSlice, ReportSlice } from './desk-state';

const DAY_MS = 86_400_000;

/** Today and yesterday as Kyiv days, for the report's quick choices. */
export const kyivToday = (now: number) => kyivDate(new Date(now));
export const kyivYesterday = (now: number) => kyivDate(new Date(now - DAY_MS));

export const createReportSlice =
  (now: () => number): DeskSlice<ReportSlice> =>
  (set, get) => ({
    period: { from: kyivToday(now()), to: kyivToday(now()) },
    report: null,
    reportError: null,
    setPeriod: (period) => set((d) => void (d.period = period)),
    showDay(api, day) {
      const date = day === 'today' ? kyivToday(now()) : kyivYesterday(now());
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
