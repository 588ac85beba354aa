import type Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { expiredSnapshots, scheduledKind } from './retention';
import { listSnapshots, takeSnapshot, type SnapshotResult } from './snapshot';

export interface BackupSchedule {
  /** Resolves when a snapshot in progress has finished (a shutdown waits for it). */
  stop: () => Promise<void>;
}

/**
 * Takes a snapshot every `intervalMs` (the first at once when the newest is older than that),
 * then deletes the expired ones (retention.ts). A failed snapshot is logged and retried at the
 * next tick; it never stops the API.
 */
export function startBackupSchedule(
  db: Database.Database,
  {
    dataDir,
    backupDir,
    intervalMs,
    log,
    now = () => new Date(),
  }: {
    dataDir: string;
    backupDir: string;
    intervalMs: number;
    log: { info: (msg: string) => void; error: (msg: string) => void };
    now?: () => Date;
  },
): BackupSchedule {
  let running: Promise<SnapshotResult | void> = Promise.resolve();
  const tick = () => {
    const at = now();
    running = takeSnapshot(db, { dataDir, backupDir, kind: scheduledKind(at, listSnapshots(backupDir)), now: at })
      .then((s) => {
        log.info(`backup: ${s.name}, ${s.bytes} bytes in ${s.ms} ms`);
        for (const old of expiredSnapshots(at, listSnapshots(backupDir))) {
          fs.rmSync(path.join(backupDir, old.name), { recursive: true, force: true });
          log.info(`backup: ${old.name} expired, deleted`);
        }
      })
      .catch((err: Error) => log.error(`backup failed, next try in ${intervalMs / 60_000} min: ${err.message}`));
  };
  const newest = listSnapshots(backupDir)
    .filter((s) => s.kind !== 'manual')
    .at(-1);
  if (!newest || now().getTime() - newest.takenAt.getTime() >= intervalMs) tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
