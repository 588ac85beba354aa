/** Tickets for the receipt printer: the paper, "print on accept", and the ticket being printed. */
import { readVersioned, writeVersioned } from '../../shared/safe-storage';
import type { DeskSlice, DeskStoreDeps, PrintSlice } from './desk-state';
import { DEFAULT_PRINT, notePrinted, printSettingsKey } from './ticket-rules';

export const createPrintSlice =
  (deps: Pick<DeskStoreDeps, 'keep'>): DeskSlice<PrintSlice> =>
  (set, get) => {
    const save = () => writeVersioned(deps.keep, printSettingsKey, get().print);
    return {
      print: readVersioned(deps.keep, printSettingsKey) ?? DEFAULT_PRINT,
      ticket: null,
      printTicket(orderId, kind) {
        const order = get().orders.find((o) => o.id === orderId);
        if (!order) return;
        set((d) => {
          const noted = notePrinted(d.print.printed, orderId, kind);
          d.print.printed = noted.printed;
          d.ticket = { order, kind, copy: noted.copy, seq: (d.ticket?.seq ?? 0) + 1 };
        });
        save();
      },
      setPrintSettings(change) {
        set((d) => void Object.assign(d.print, change));
        save();
      },
    };
  };
