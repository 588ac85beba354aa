/**
 * One progress line for `gatsby build` (`npm start`, decision 038's quiet start): the stage Gatsby
 * is in and how many of its image jobs are done, from the structured log actions Gatsby sends to a
 * parent process over its IPC channel (gatsby-cli's IPC logger, on whenever `process.send` exists).
 */

/** What a Gatsby activity action carries (gatsby-cli reporter/redux/internal-actions). */
export interface GatsbyAction {
  type: string;
  payload?: { id?: string; text?: string; type?: string; current?: number; total?: number } | string;
}

interface Activity {
  text: string;
  current: number;
  total: number;
}

export interface BuildProgress {
  /** Activities in progress, in the order they started. */
  activities: Map<string, Activity>;
  /** The last stage started: shown between two stages, when nothing else runs. */
  lastStage: string | null;
}

export const startProgress = (): BuildProgress => ({ activities: new Map(), lastStage: null });

/** Gatsby's jobs activity of an image plugin: "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs". */
const IMAGE_JOBS = /^Running .*sharp.* jobs$/;

/** The state after one action (other actions leave it as it is). */
export function applyAction(progress: BuildProgress, action: GatsbyAction): BuildProgress {
  const p = typeof action.payload === 'object' ? action.payload : null;
  if (!p?.id) return progress;
  const activities = new Map(progress.activities);
  const known = activities.get(p.id);
  let { lastStage } = progress;
  if (action.type === 'ACTIVITY_START') {
    if (p.type === 'hidden' || !p.text) return progress;
    activities.set(p.id, { text: p.text, current: p.current ?? 0, total: p.total ?? 0 });
    if (!IMAGE_JOBS.test(p.text)) lastStage = p.text;
  } else if (action.type === 'ACTIVITY_UPDATE' && known) {
    activities.set(p.id, {
      text: p.text ?? known.text,
      current: p.current ?? known.current,
      total: p.total ?? known.total,
    });
  } else if (action.type === 'ACTIVITY_END' || action.type === 'ACTIVITY_CANCEL') {
    activities.delete(p.id);
  } else {
    return progress;
  }
  return { activities, lastStage };
}

/**
 * The line: the latest stage still running, and the image jobs done of those queued so far
 * ("Building the shop: Building production JavaScript and CSS bundles, images 120 of 348").
 */
export function progressLine(progress: BuildProgress): string {
  const running = [...progress.activities.values()];
  const images = running.find((a) => IMAGE_JOBS.test(a.text));
  const stage = running.filter((a) => a !== images).pop()?.text ?? progress.lastStage;
  const parts = [stage ?? (images ? 'Processing images' : 'Starting')];
  if (images) parts.push(`images ${images.current} of ${images.total}`);
  return `Building the shop: ${parts.join(', ')}`;
}
