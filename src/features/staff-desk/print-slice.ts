/** Tickets for the receipt printer: the paper, "print on accept", and the ticket being printed. */
import { readVersioned, writeVersioned } from '../../shared/safe-storage';
import type { DeskOrder } from './desk-api';
import type { DeskStoreDeps } from './desk-store';
import type { DeskSlice } from './slice';
import { DEFAULT_PRINT, notePrinted, printSettingsKey, type PrintSettings, type TicketKind } from './ticket-rules';

export interface TicketJob {
  order: DeskOrder;
  kind: TicketKind;
  copy: boolean;
  /** Grows with each print: the printer prints again for the same ticket. */
  seq: number;
}

export interface PrintSlice {
  print: PrintSettings;
  /** The last ticket asked for: laid out for print media until the next one. */
  ticket: TicketJob | null;
  /** Lays out the order's ticket and sends it to the printer; a repeat is a copy. */
  printTicket(orderId: number, kind: TicketKind): void;
  setPrintSettings(change: Partial<Pick<PrintSettings, 'paper' | 'printOnAccept'>>): void;
}

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
        set((d) => {
          Object.assign(d.print, change);
        });
        save();
      },
    };
  };
