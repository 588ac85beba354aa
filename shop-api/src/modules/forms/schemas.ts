import { Type } from '@sinclair/typebox';
import { MessageBody, Nullable, ValidationErrorBody } from '../../http/schemas';
import { LIMITS } from './rules';

export const SubmittedBody = Type.Object({ id: Type.Integer(), message: Type.String() });
export const formResponses = {
  200: SubmittedBody,
  400: MessageBody,
  413: MessageBody,
  422: ValidationErrorBody,
  429: MessageBody,
};

const str = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

export const CooperationBody = Type.Object({
  name: str(LIMITS.name),
  phone: str(32, '+38 (0XX) XXX XX XX'),
  email: str(LIMITS.email),
  company: Type.Optional(str(LIMITS.company)),
  message: str(LIMITS.message),
});

/**
 * Multipart body schema. The form is read in `preValidation` (multipart.ts readMultipart), and its
 * text fields plus the file's name are validated against this schema; the handler then checks the
 * file itself.
 */
export const multipartBody = (required: string[], extra: Record<string, unknown> = {}) => ({
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

export const SubmissionSchema = Type.Object({
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
});
