import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { validationError } from '../../http/errors';
import { perClientLimit } from '../../http/limits';
import { langOf } from '../../http/lang';
import { normalisePhone } from '../auth';
import { vacancyExists } from '../content';
import { contactErrors, normaliseEmail, uploadType } from './rules';
import { CooperationBody, formResponses, multipartBody, SubmissionSchema } from './schemas';
import { fileErrors, formOf, readMultipart } from './multipart';
import { insertSubmission, latestSubmissions, storeUpload } from './submissions';

const tags = ['forms'];

export const formsRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  // Each upload may write 5 MiB to disk: counted per client before the body is read.
  const uploadLimit = perClientLimit(
    ctx.db,
    ctx.config.limits,
    'form_upload',
    { max: ctx.config.limits.uploadsPerClientHour, windowMs: 3_600_000 },
    ctx.now,
  );
  const db = ctx.db;

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
    const filePath = file && type ? storeUpload(ctx.config.dataDir, kind, type, file.content) : null;
    const id = insertSubmission(db, {
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
    return { id, message: 'form_sent' };
  }

  app.post(
    '/api/forms/cooperation',
    {
      schema: { tags, summary: 'Cooperation (partnership) request', body: CooperationBody, response: formResponses },
    },
    async (request) => {
      const body = request.body;
      const errors = contactErrors(body, { emailRequired: true });
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const id = insertSubmission(db, {
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
      return { id, message: 'form_sent' };
    },
  );

  app.post(
    '/api/forms/cv',
    {
      onRequest: uploadLimit,
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
      onRequest: uploadLimit,
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
          response: { 200: Type.Array(SubmissionSchema) },
        },
      },
      async () => latestSubmissions(db),
    );
  }
};
