/**
 * Peak resident memory and CPU time of a process and all its descendants (gatsby build forks workers), by
 * sampling /proc (Linux) every `intervalMs`. The sum of RSS counts pages shared between the
 * processes more than once, so the figure errs on the high side. Elsewhere it reports null.
 */
import fs from 'node:fs';

const PAGE_BYTES = 4096;

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** RSS of the tree now, bytes; records each member's CPU ticks in `cpuTicks` (pid -> utime + stime). */
function sampleTreeOnce(rootPid: number, cpuTicks: Map<number, number>): number {
  const parentOf = new Map<number, number>();
  const rssOf = new Map<number, number>();
  const ticksOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces) in parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
      rssOf.set(Number(entry), Number(fields[21]) * PAGE_BYTES);
      ticksOf.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      /* the process ended while we looked */
    }
  }
  let total = 0;
  for (const [pid, rss] of rssOf) {
    for (let p: number | undefined = pid; p; p = parentOf.get(p)) {
      if (p === rootPid) {
        total += rss;
        cpuTicks.set(pid, ticksOf.get(pid) ?? 0);
        break;
      }
    }
  }
  return total;
}

/**
 * Starts sampling; `stop()` returns the peak RSS in MB and the CPU seconds of the tree (as last
 * seen, so up to one interval short), both null where /proc is missing.
 */
export type TreeSample = { peakRssMB: number | null; cpuSeconds: number | null };

export function sampleTree(rootPid: number, intervalMs = 500): { stop(): TreeSample } {
  if (!fs.existsSync('/proc/self/stat')) return { stop: () => ({ peakRssMB: null, cpuSeconds: null }) };
  let peak = 0;
  const cpuTicks = new Map<number, number>();
  const take = () => {
    peak = Math.max(peak, sampleTreeOnce(rootPid, cpuTicks));
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const ticks = [...cpuTicks.values()].reduce((a, b) => a + b, 0);
      return { peakRssMB: Math.round(peak / 2 ** 20), cpuSeconds: Math.round(ticks / TICKS) };
    },
  };
}
