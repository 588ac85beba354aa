import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { ApiError, validationError } from '../../http/errors';
import { langOf } from '../../http/lang';
import { MessageBody, Nullable, ValidationErrorBody } from '../../http/schemas';
import { normalisePhone } from '../auth/phone';
import { vacancyExists } from '../content/queries';
import { contactErrors, fileSizeError, LIMITS, normaliseEmail, uploadType, type FileType } from './rules';

const tags = ['forms'];

const SubmittedBody = Type.Object({ id: Type.Integer(), message: Type.String() });
const formResponses = { 200: SubmittedBody, 400: MessageBody, 413: MessageBody, 422: ValidationErrorBody };

const str = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

/**
 * Multipart body schema. The form is read in `preValidation` (readMultipart), and its text fields
 * plus the file's name are validated against this schema; the handler then checks the file itself.
 */
const multipartBody = (required: string[], extra: Record<string, unknown> = {}) => ({
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        description: 'multipart/form-data; the file: pdf, doc, docx, jpg or png, at most 5 MiB',
        properties: {
          name: { type: 'string', maxLength: LIMITS.name },
          phone: { type: 'string', maxLength: 32, description: '+38 (0XX) XXX XX XX' },
          email: { type: 'string', maxLength: LIMITS.email },
          message: { type: 'string', maxLength: LIMITS.message },
          file: { type: 'string', format: 'binary' },
          ...extra,
        },
        required,
      },
    },
  },
});

interface UploadedFile {
  content: Buffer;
  filename: string;
  truncated: boolean;
}

type Form = { fields: Record<string, string>; file: UploadedFile | null };
const multipartForms = new WeakMap<FastifyRequest, Form>();

/**
 * preValidation of the upload routes: reads a multipart form into text fields and one file
 * (`file`), and hands the route schema the fields plus the file's name (absent when no file or an
 * empty one was sent), so missing and over-long fields get the usual 422 keys.
 */
async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const form: Form = { fields: {}, file: null };
  try {
    for await (const part of request.parts({ throwFileSizeLimit: false } as never)) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file' && !form.file)
          form.file = { content, filename: part.filename ?? '', truncated: part.file.truncated };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // The parser's own limits (too many files or fields: 413) keep their status; anything else it
    // throws (a body cut short, no boundary, a broken part header) is the client's malformed form.
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    throw new ApiError(400, 'invalid_multipart');
  }
  multipartForms.set(request, form);
  const present = form.file && (form.file.content.length > 0 || form.file.truncated);
  request.body = { ...form.fields, ...(present ? { file: form.file!.filename || 'file' } : {}) };
}

/** The multipart form read in preValidation, or the text fields of a JSON body (no file). */
function formOf(request: FastifyRequest): Form {
  const multipart = multipartForms.get(request);
  if (multipart) return multipart;
  const fields: Record<string, string> = {};
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string' || typeof v === 'number') fields[k] = String(v);
  }
  return { fields, file: null };
}

/** Stores an upload under dataDir/uploads/{kind}/ with a generated name; returns the relative path. */
function storeUpload(ctx: AppContext, kind: string, type: FileType, content: Buffer): string {
  const relative = path.join(kind, `${crypto.randomUUID()}.${type}`);
  const target = path.join(ctx.config.dataDir, 'uploads', relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content, { mode: 0o600 });
  return relative;
}

function fileErrors(file: UploadedFile | null, required: boolean): string | null {
  if (!file || (file.content.length === 0 && !file.truncated)) return required ? 'validation_required' : null;
  return (
    fileSizeError(file.content.length, file.truncated) ??
    (uploadType(file.filename, file.content) ? null : 'validation_file_type')
  );
}

export async function formsRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;
  const insert = db.prepare(
    `INSERT INTO form_submissions (kind, name, phone, email, company, message, vacancy_id, file_path, file_type, file_size, lang, created_at)
     VALUES (@kind, @name, @phone, @email, @company, @message, @vacancy_id, @file_path, @file_type, @file_size, @lang, @created_at)`,
  );

  async function handleUpload(request: FastifyRequest, kind: 'cv' | 'director') {
    const { fields, file } = formOf(request);
    const errors: Record<string, string> = contactErrors(fields, { emailRequired: kind === 'cv' });
    const fileError = fileErrors(file, kind === 'cv');
    if (fileError) errors.file = fileError;
    let vacancyId: number | null = null;
    if (kind === 'cv' && fields.vacancy_id !== undefined && fields.vacancy_id.trim() !== '') {
      vacancyId = /^\d{1,9}$/.test(fields.vacancy_id.trim()) ? Number(fields.vacancy_id) : NaN;
      if (!Number.isInteger(vacancyId) || !vacancyExists(db, vacancyId)) errors.vacancy_id = 'validation_exists';
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const type = file && file.content.length > 0 ? uploadType(file.filename, file.content) : null;
    const filePath = file && type ? storeUpload(ctx, kind, type, file.content) : null;
    const info = insert.run({
      kind,
      name: fields.name.trim(),
      phone: normalisePhone(fields.phone),
      email: fields.email?.trim() ? normaliseEmail(fields.email) : null,
      company: null,
      message: fields.message.trim(),
      vacancy_id: vacancyId,
      file_path: filePath,
      file_type: type,
      file_size: filePath ? file!.content.length : null,
      lang: langOf(request.query),
      created_at: ctx.now().toISOString(),
    });
    return { id: Number(info.lastInsertRowid), message: 'form_sent' };
  }

  app.post(
    '/api/forms/cooperation',
    {
      schema: {
        tags,
        summary: 'Cooperation (partnership) request',
        body: Type.Object({
          name: str(LIMITS.name),
          phone: str(32, '+38 (0XX) XXX XX XX'),
          email: str(LIMITS.email),
          company: Type.Optional(str(LIMITS.company)),
          message: str(LIMITS.message),
        }),
        response: formResponses,
      },
    },
    async (request) => {
      const body = request.body as { name: string; phone: string; email: string; company?: string; message: string };
      const errors = contactErrors(body, { emailRequired: true });
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const info = insert.run({
        kind: 'cooperation',
        name: body.name.trim(),
        phone: normalisePhone(body.phone),
        email: normaliseEmail(body.email),
        company: body.company?.trim() || null,
        message: body.message.trim(),
        vacancy_id: null,
        file_path: null,
        file_type: null,
        file_size: null,
        lang: langOf(request.query),
        created_at: ctx.now().toISOString(),
      });
      return { id: Number(info.lastInsertRowid), message: 'form_sent' };
    },
  );

  app.post(
    '/api/forms/cv',
    {
      preValidation: readMultipart,
      schema: {
        tags,
        summary: 'CV for a vacancy (multipart: name, phone, email, message, file, vacancy_id?)',
        consumes: ['multipart/form-data'],
        body: multipartBody(['name', 'phone', 'email', 'message', 'file'], { vacancy_id: { type: 'integer' } }),
        response: formResponses,
      },
    },
    async (request) => handleUpload(request, 'cv'),
  );

  app.post(
    '/api/forms/director',
    {
      preValidation: readMultipart,
      schema: {
        tags,
        summary: 'Message to the director (multipart: name, phone, email?, message, file?)',
        consumes: ['multipart/form-data'],
        body: multipartBody(['name', 'phone', 'message']),
        response: formResponses,
      },
    },
    async (request) => handleUpload(request, 'director'),
  );

  if (!ctx.config.production) {
    app.get(
      '/api/dev/forms',
      {
        schema: {
          tags: ['dev'],
          summary: 'Last 50 form submissions, newest first (dev only)',
          response: {
            200: Type.Array(
              Type.Object({
                id: Type.Integer(),
                kind: Type.String(),
                name: Type.String(),
                phone: Type.String(),
                email: Nullable(Type.String()),
                company: Nullable(Type.String()),
                message: Type.String(),
                vacancy_id: Nullable(Type.Integer()),
                file_path: Nullable(Type.String()),
                file_type: Nullable(Type.String()),
                file_size: Nullable(Type.Integer()),
                lang: Type.String(),
                created_at: Type.String(),
              }),
            ),
          },
        },
      },
      async () => db.prepare('SELECT * FROM form_submissions ORDER BY id DESC LIMIT 50').all(),
    );
  }
}
