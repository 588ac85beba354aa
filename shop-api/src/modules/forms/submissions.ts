import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { Static } from '@sinclair/typebox';
import type { FileType } from './rules';
import type { SubmissionSchema } from './schemas';

/** A form as stored: texts already trimmed and normalised; file_size in bytes. */
export interface Submission {
  kind: 'cooperation' | 'cv' | 'director';
  name: string;
  phone: string | null;
  email: string | null;
  company: string | null;
  message: string;
  vacancy_id: number | null;
  file_path: string | null;
  file_type: FileType | null;
  file_size: number | null;
  lang: string;
  created_at: string;
}

/** Stores a submission; returns its id. */
export function insertSubmission(db: Database.Database, submission: Submission): number {
  const info = db
    .prepare(
      `INSERT INTO form_submissions (kind, name, phone, email, company, message, vacancy_id, file_path, file_type, file_size, lang, created_at)
       VALUES (@kind, @name, @phone, @email, @company, @message, @vacancy_id, @file_path, @file_type, @file_size, @lang, @created_at)`,
    )
    .run(submission);
  return Number(info.lastInsertRowid);
}

/** The last 50 submissions, newest first. */
export function latestSubmissions(db: Database.Database) {
  return db.prepare('SELECT * FROM form_submissions ORDER BY id DESC LIMIT 50').all() as Static<typeof SubmissionSchema>[];
}

/** Stores an upload under dataDir/uploads/{kind}/ with a generated name; returns the relative path. */
export function storeUpload(dataDir: string, kind: string, type: FileType, content: Buffer): string {
  const relative = path.join(kind, `${crypto.randomUUID()}.${type}`);
  const target = path.join(dataDir, 'uploads', relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content, { mode: 0o600 });
  return relative;
}
