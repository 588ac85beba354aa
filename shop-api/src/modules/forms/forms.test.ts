jest.setTimeout(120_000);

import fs from 'node:fs';
import path from 'node:path';
import { createTestApi, type TestApi } from '../../test-utils';
import { isValidEmail } from '../auth';
import { contactErrors, subscribeErrors, uploadType } from './rules';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 32)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const DOC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const DOCX = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1');

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

function multipart(parts: Part[]) {
  const boundary = '----shoptest' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('filename' in p) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function post(api: TestApi, url: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  const res = await api.app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const CV_FIELDS = { name: 'Олена', phone: '+38 (050) 123 45 67', email: 'olena@example.com', message: 'Хочу працювати сушистом' };
const fieldParts = (fields: Record<string, string>): Part[] => Object.entries(fields).map(([name, value]) => ({ name, value }));

describe('form rules', () => {
  test.each([
    ['a@b.co', true],
    ['user.name+tag@mail.example.com', true],
    ['a b@c.de', false],
    ['ab.cd', false],
    ['a@bcd', false],
    ['a@b.', false],
    ['@b.cd', false],
    ['', false],
  ])('isValidEmail(%j) = %s', (email, ok) => expect(isValidEmail(email)).toBe(ok));

  test.each([
    ['cv.pdf', 'pdf', PDF],
    ['CV.PDF', 'pdf', PDF],
    ['photo.jpeg', 'jpg', JPG],
    ['photo.jpg', 'jpg', JPG],
    ['scan.png', 'png', PNG],
    ['old.doc', 'doc', DOC],
    ['new.docx', 'docx', DOCX],
    ['virus.exe', null, EXE],
    ['virus.pdf', null, EXE],
    ['png-named.pdf', null, PNG],
    ['noext', null, PDF],
    ['cv.txt', null, Buffer.from('hello')],
  ])('uploadType(%j) = %s', (name, type, content) => expect(uploadType(name, content)).toBe(type));

  test('contactErrors lists each bad field', () => {
    expect(contactErrors({}, { emailRequired: true })).toEqual({
      name: 'validation_required',
      phone: 'validation_required',
      email: 'validation_required',
      message: 'validation_required',
    });
    expect(contactErrors({ ...CV_FIELDS, email: '' }, { emailRequired: false })).toEqual({});
    expect(contactErrors({ ...CV_FIELDS, phone: '123' }, { emailRequired: true })).toEqual({ phone: 'validation_phone' });
    expect(contactErrors({ ...CV_FIELDS, name: '   ' }, { emailRequired: true })).toEqual({ name: 'validation_required' });
  });

  test('subscribeErrors', () => {
    expect(subscribeErrors('', '')).toEqual({ firstName: 'wrongEmptyName', email: 'wrongEmptyEmail' });
    expect(subscribeErrors('Ann', 'ann@mail')).toEqual({ email: 'wrongEmail' });
    expect(subscribeErrors('Ann', 'ann@mail.com')).toEqual({});
  });
});

describe('forms routes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    // Remove the files this run uploaded.
    for (const row of (await api.call('GET', '/api/dev/forms')).body as { file_path: string | null }[])
      if (row.file_path) fs.rmSync(path.join(api.ctx.config.dataDir, 'uploads', row.file_path), { force: true });
    await api.close();
  });

  test('cooperation: stored, then listed by the dev route', async () => {
    const res = await api.call('POST', '/api/forms/cooperation?lang=russian', {
      body: { ...CV_FIELDS, company: 'ТОВ Ромашка', message: 'Пропонуємо постачання овочів' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), message: 'form_sent' });
    const dev = await api.call('GET', '/api/dev/forms');
    expect(dev.status).toBe(200);
    expect(dev.body[0]).toMatchObject({
      id: res.body.id,
      kind: 'cooperation',
      phone: '+380501234567',
      company: 'ТОВ Ромашка',
      lang: 'ru',
      file_path: null,
    });
  });

  test.each([
    ['name', 'validation_required'],
    ['phone', 'validation_required'],
    ['email', 'validation_required'],
    ['message', 'validation_required'],
  ])('cooperation without %s -> 422 %s', async (field, key) => {
    const body: Record<string, string> = { ...CV_FIELDS };
    delete body[field];
    const res = await api.call('POST', '/api/forms/cooperation', { body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([key]);
  });

  test.each([
    [{ email: 'not an@email.com' }, 'email', 'valid_email'],
    [{ email: 'nobody@localhost' }, 'email', 'valid_email'],
    [{ name: '  ' }, 'name', 'validation_required'],
    [{ message: '' }, 'message', 'validation_required'],
    [{ phone: '12345' }, 'phone', 'validation_phone'],
  ])('cooperation with %j -> 422', async (patch, field, key) => {
    const res = await api.call('POST', '/api/forms/cooperation', { body: { ...CV_FIELDS, ...patch } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [key] });
  });

  test('CV with a PDF: stored under uploads with a generated name', async () => {
    const res = await post(api, '/api/forms/cv', [
      ...fieldParts({ ...CV_FIELDS, vacancy_id: '1' }),
      { name: 'file', filename: '../../etc/Моє резюме.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(res.status).toBe(200);
    const [row] = (await api.call('GET', '/api/dev/forms')).body;
    expect(row).toMatchObject({ id: res.body.id, kind: 'cv', vacancy_id: 1, file_type: 'pdf', file_size: PDF.length });
    expect(row.file_path).toMatch(/^cv\/[0-9a-f-]{36}\.pdf$/);
    expect(row.file_path).not.toContain('резюме');
    const stored = path.join(api.ctx.config.dataDir, 'uploads', row.file_path);
    expect(fs.readFileSync(stored).equals(PDF)).toBe(true);
  });

  test.each([
    ['name', 'validation_required'],
    ['phone', 'validation_required'],
    ['email', 'validation_required'],
    ['message', 'validation_required'],
  ])('CV without %s -> 422 %s', async (field, key) => {
    const fields: Record<string, string> = { ...CV_FIELDS };
    delete fields[field];
    const res = await post(api, '/api/forms/cv', [...fieldParts(fields), { name: 'file', filename: 'cv.pdf', content: PDF }]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [key] });
  });

  test.each([
    ['no file', 'validation_required', [] as Part[]],
    ['an empty file', 'validation_required', [{ name: 'file', filename: 'cv.pdf', content: Buffer.alloc(0) }]],
    ['a .exe', 'validation_file_type', [{ name: 'file', filename: 'cv.exe', content: EXE }]],
    ['a .txt', 'validation_file_type', [{ name: 'file', filename: 'cv.txt', content: Buffer.from('hello') }]],
    ['an .exe renamed .pdf', 'validation_file_type', [{ name: 'file', filename: 'cv.pdf', content: EXE }]],
    [
      'a file over 5 MiB',
      'validation_file_size',
      [{ name: 'file', filename: 'cv.pdf', content: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) }],
    ],
  ])('CV with %s -> 422 file %s', async (_label, key, fileParts) => {
    const res = await post(api, '/api/forms/cv', [...fieldParts(CV_FIELDS), ...(fileParts as Part[])]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [key] });
  });

  test('CV: accepted types jpg, png, doc, docx', async () => {
    for (const [filename, content] of [
      ['a.jpg', JPG],
      ['a.png', PNG],
      ['a.doc', DOC],
      ['a.docx', DOCX],
    ] as const) {
      const res = await post(api, '/api/forms/cv', [...fieldParts(CV_FIELDS), { name: 'file', filename, content }]);
      expect(res.status).toBe(200);
    }
  });

  test('CV: bad email and unknown vacancy', async () => {
    const res = await post(api, '/api/forms/cv', [
      ...fieldParts({ ...CV_FIELDS, email: 'olena@example', vacancy_id: '999' }),
      { name: 'file', filename: 'cv.pdf', content: PDF },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['valid_email'], vacancy_id: ['validation_exists'] });
  });

  test('director: file and email optional, multipart or JSON', async () => {
    const withoutFile = await post(api, '/api/forms/director', fieldParts({ ...CV_FIELDS, email: '' }));
    expect(withoutFile.status).toBe(200);
    const json = await api.call('POST', '/api/forms/director', {
      body: { name: 'Іван', phone: '0671234567', message: 'Дякую за смачну піцу' },
    });
    expect(json.status).toBe(200);
    const withFile = await post(api, '/api/forms/director', [
      ...fieldParts(CV_FIELDS),
      { name: 'file', filename: 'photo.png', content: PNG },
    ]);
    expect(withFile.status).toBe(200);
    const rows = (await api.call('GET', '/api/dev/forms')).body;
    expect(rows[0]).toMatchObject({ kind: 'director', file_type: 'png' });
    expect(rows[1]).toMatchObject({ kind: 'director', email: null, phone: '+380671234567', file_path: null });
  });

  test('director: a missing field is reported first (schema), then a bad file type', async () => {
    const gif = { name: 'file', filename: 'x.gif', content: Buffer.from('GIF89a') };
    const missing = await post(api, '/api/forms/director', [...fieldParts({ name: 'Іван', phone: '0671234567' }), gif]);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ message: ['validation_required'] });
    const badType = await post(api, '/api/forms/director', [...fieldParts({ ...CV_FIELDS, email: 'x' }), gif]);
    expect(badType.status).toBe(422);
    expect(badType.body.errors).toEqual({ email: ['valid_email'], file: ['validation_file_type'] });
  });

  test('CV: over-long message -> validation_max', async () => {
    const res = await post(api, '/api/forms/cv', [
      ...fieldParts({ ...CV_FIELDS, message: 'я'.repeat(5001) }),
      { name: 'file', filename: 'cv.pdf', content: PDF },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ message: ['validation_max'] });
  });

  test('CV with two files -> 413 (one file per form)', async () => {
    const res = await post(api, '/api/forms/cv', [
      ...fieldParts(CV_FIELDS),
      { name: 'file', filename: 'a.pdf', content: PDF },
      { name: 'file', filename: 'b.pdf', content: PDF },
    ]);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});

describe('forms in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ production: true });
  });
  afterAll(async () => api.close());

  test('dev routes are absent, forms work', async () => {
    expect((await api.call('GET', '/api/dev/forms')).status).toBe(404);
    expect((await api.call('GET', '/api/dev/subscribers')).status).toBe(404);
    const res = await api.call('POST', '/api/forms/cooperation', { body: CV_FIELDS });
    expect(res.status).toBe(200);
  });
});
