/** Kitchen and courier tickets for receipt printers: the pure parts (copies, change, page size). */
import type { VersionedKey } from '../../shared/safe-storage';

export type TicketKind = 'kitchen' | 'courier';
/** Receipt paper widths, mm. */
export const PAPERS = [80, 58] as const;
export type Paper = (typeof PAPERS)[number];

/** What a printer can print on each paper (the head's width; the rest is the roll's margins), mm. */
export const PRINT_WIDTH_MM: Record<Paper, number> = { 80: 72, 58: 48 };

export interface PrintSettings {
  paper: Paper;
  printOnAccept: boolean;
  /** `orderId:kind` of the tickets printed on this device: the next one of each is a copy. */
  printed: string[];
}

export const DEFAULT_PRINT: PrintSettings = { paper: 80, printOnAccept: false, printed: [] };
/** Printed tickets remembered (an evening's orders many times over). */
export const PRINTED_KEPT = 300;

/** Marks a ticket printed; answers whether it had been printed before (the ticket says "copy"). */
export function notePrinted(printed: readonly string[], orderId: number, kind: TicketKind): { copy: boolean; printed: string[] } {
  const key = `${orderId}:${kind}`;
  if (printed.includes(key)) return { copy: true, printed: [...printed] };
  return { copy: false, printed: [...printed, key].slice(-PRINTED_KEPT) };
}

/** The change the courier brings, UAH: cash paid with a larger note; null when none. */
export function changeToBring(order: { pay_type: string; change_from: number | null; sum_to_pay: number }): number | null {
  if (order.pay_type !== 'cash' || order.change_from === null) return null;
  const change = Math.round((order.change_from - order.sum_to_pay) * 100) / 100;
  return change > 0 ? change : null;
}

/** The page's length for a ticket `heightPx` CSS pixels tall (96 px per inch), whole mm plus a 6 mm tear-off. */
export function pageLengthMm(heightPx: number): number {
  return Math.ceil((heightPx * 25.4) / 96) + 6;
}

export const printSettingsKey: VersionedKey<PrintSettings> = {
  key: 'staff-desk-print',
  version: 1,
  encode: (s) => ({ paper: s.paper, printOnAccept: s.printOnAccept, printed: s.printed }),
  migrate(raw, version) {
    if (version !== 1 || !raw || typeof raw !== 'object') return null;
    const r = raw as Record<string, unknown>;
    const paper = PAPERS.find((p) => p === r.paper);
    if (!paper || typeof r.printOnAccept !== 'boolean' || !Array.isArray(r.printed)) return null;
    return { paper, printOnAccept: r.printOnAccept, printed: r.printed.filter((k): k is string => typeof k === 'string') };
  },
};
