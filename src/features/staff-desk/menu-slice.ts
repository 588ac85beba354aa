/** The menu switches: the state as the API last answered, the filter, unsaved prices and hours. */
import { kyivDate } from '../../shared/kyiv-time';
import type { DayOverride } from './desk-api';
import type { DayDraft, DeskSlice, MenuSlice } from './desk-state';

const dayDraftOf = (current: DayOverride | null): DayDraft => ({
  date: current?.date ?? kyivDate(),
  closed: current?.closed ?? false,
  from: current?.time_start ?? '10:00',
  to: current?.time_end ?? '22:00',
});

export const createMenuSlice: DeskSlice<MenuSlice> = (set, get) => ({
  menu: null,
  menuError: null,
  filter: '',
  prices: {},
  hours: null,
  dayDraft: null,
  loadMenu: (api) => get().applyMenu(() => api.menu()),
  async applyMenu(call) {
    const res = await call();
    set((d) => {
      if (res.ok) {
        d.menu = res.data;
        d.hours = { time_start: res.data.time_start, time_end: res.data.time_end };
        d.menuError = null;
        d.dayDraft ??= dayDraftOf(res.data.override);
      } else d.menuError = res.error.kind === 'validation' ? 'desk_menu_invalid' : 'desk_action_failed';
    });
  },
  setFilter: (filter) => set((d) => void (d.filter = filter)),
  setPrice: (dishId, typed) => set((d) => void (d.prices[dishId] = typed)),
  setHours: (hours) => set((d) => void (d.hours = hours)),
  setMenuError: (key) => set((d) => void (d.menuError = key)),
  editDay: (change) => set((d) => void (d.dayDraft = { ...(d.dayDraft ?? dayDraftOf(null)), ...change })),
});
