/**
 * Abuse limits as pure rules: sliding windows over the times of counted events (wrong passwords,
 * SMS sent). The store (store.ts) keeps the events in SQLite; these functions only decide.
 */

/** At most `max` counted events within any `windowMs` milliseconds. */
export interface LimitWindow {
  max: number;
  windowMs: number;
}

export type LimitDecision = { ok: true } | { ok: false; retryAfterS: number };

/**
 * Whether one more event is allowed at `now` (ms) given the times (ms) of earlier events.
 * Refused while `max` or more of them lie in the window ending now; `retryAfterS` (whole seconds,
 * at least 1) is when enough of them have left the window for one more.
 */
export function decideWindow(hits: readonly number[], now: number, window: LimitWindow): LimitDecision {
  if (window.max <= 0) return { ok: false, retryAfterS: Math.max(1, Math.ceil(window.windowMs / 1000)) };
  const inWindow = hits.filter((t) => t > now - window.windowMs && t <= now).sort((a, b) => b - a);
  if (inWindow.length < window.max) return { ok: true };
  const freesAt = inWindow[window.max - 1] + window.windowMs;
  return { ok: false, retryAfterS: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
}

/**
 * Like decideWindow, but counts distinct subjects (e.g. phones one client had texted): a subject
 * already within the window is always allowed again (its own limits apply elsewhere); a new one
 * only while fewer than `max` distinct subjects were seen. Each subject counts from its latest event.
 */
export function decideDistinct(
  hits: readonly { at: number; subject: string }[],
  subject: string,
  now: number,
  window: LimitWindow,
): LimitDecision {
  const latest = new Map<string, number>();
  for (const h of hits) {
    if (h.at <= now - window.windowMs || h.at > now) continue;
    latest.set(h.subject, Math.max(latest.get(h.subject) ?? 0, h.at));
  }
  if (latest.has(subject)) return { ok: true };
  return decideWindow([...latest.values()], now, window);
}

/** The stricter of several decisions: refused if any refuses, with the longest wait. */
export function strictest(decisions: readonly LimitDecision[]): LimitDecision {
  let wait = 0;
  for (const d of decisions) if (!d.ok) wait = Math.max(wait, d.retryAfterS);
  return wait > 0 ? { ok: false, retryAfterS: wait } : { ok: true };
}
