/**
 * Rules of the contact forms (spec section 5, "CV form"): the CV needs name, phone, e-mail, file
 * and message; the director message needs name, phone and message (e-mail and file optional); the
 * cooperation request needs name, phone, e-mail and message (company optional, no file). The
 * shop API applies the same limits (shop-api/src/modules/forms/rules.ts) and answers with the
 * same message keys, so a refusal from either side reads the same.
 */
export type FormKind = 'cv' | 'director' | 'cooperation';

/** Largest accepted attachment, bytes (5 MiB, as the shop API). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Accepted attachment extensions (the API also checks the content agrees with the name). */
export const FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
/** For the file input's `accept`: the picker offers these first (it does not enforce anything). */
export const FILE_ACCEPT = FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Longest values, characters (as the shop API). */
export const FIELD_LIMITS = { name: 100, email: 120, company: 150, message: 5000 } as const;

export interface FormFields {
  /** Required, e-mail or not, file required / allowed / absent. */
  emailRequired: boolean;
  company: boolean;
  file: 'required' | 'optional' | 'none';
}

export const FORM_FIELDS: Record<FormKind, FormFields> = {
  cv: { emailRequired: true, company: false, file: 'required' },
  director: { emailRequired: false, company: false, file: 'optional' },
  cooperation: { emailRequired: true, company: true, file: 'none' },
};

export type FileErrorKey = 'validation_required' | 'validation_file_type' | 'validation_file_size';

/** The attachment rule, checked when the file is chosen (before any upload) and again on submit. */
export function fileError(file: { name: string; size: number } | null, required: boolean): FileErrorKey | null {
  if (!file || file.size === 0) return required ? 'validation_required' : null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(FILE_EXTENSIONS as readonly string[]).includes(extension)) return 'validation_file_type';
  if (file.size > MAX_FILE_BYTES) return 'validation_file_size';
  return null;
}

/** The chosen file's size as shown beside its name: "340 КБ", "1,2 МБ" (the same abbreviations in both languages). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} КБ`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} МБ`;
}
