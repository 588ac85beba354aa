import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { fileSizeError, uploadType } from './rules';

export interface UploadedFile {
  content: Buffer;
  filename: string;
  truncated: boolean;
}

export type Form = { fields: Record<string, string>; file: UploadedFile | null };
const multipartForms = new WeakMap<FastifyRequest, Form>();

/**
 * preValidation of the upload routes: reads a multipart form into text fields and one file
 * (`file`), and hands the route schema the fields plus the file's name (absent when no file or an
 * empty one was sent), so missing and over-long fields get the usual 422 keys.
 */
export async function readMultipart(request: FastifyRequest) {
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
export function formOf(request: FastifyRequest): Form {
  const multipart = multipartForms.get(request);
  if (multipart) return multipart;
  const fields: Record<string, string> = {};
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string' || typeof v === 'number') fields[k] = String(v);
  }
  return { fields, file: null };
}

/** The file's error key (missing, too big, wrong type), or null when it is acceptable. */
export function fileErrors(file: UploadedFile | null, required: boolean): string | null {
  if (!file || (file.content.length === 0 && !file.truncated)) return required ? 'validation_required' : null;
  return (
    fileSizeError(file.content.length, file.truncated) ??
    (uploadType(file.filename, file.content) ? null : 'validation_file_type')
  );
}
