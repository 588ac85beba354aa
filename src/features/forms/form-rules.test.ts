import { MAX_FILE_BYTES, fileError, formatFileSize } from './form-rules';
import { contactSchema, emptyContactValues, type ContactValues } from './contact-schema';

describe('attachment rule (checked before upload)', () => {
  test.each<[string, { name: string; size: number } | null, boolean, string | null]>([
    ['no file, required', null, true, 'validation_required'],
    ['no file, optional', null, false, null],
    ['an empty file, required', { name: 'cv.pdf', size: 0 }, true, 'validation_required'],
    ['pdf', { name: 'cv.pdf', size: 120_000 }, true, null],
    ['upper-case PDF', { name: 'CV.PDF', size: 120_000 }, true, null],
    ['doc', { name: 'cv.doc', size: 1 }, true, null],
    ['docx', { name: 'Моє резюме.docx', size: 1 }, true, null],
    ['jpeg', { name: 'scan.jpeg', size: 1 }, true, null],
    ['jpg', { name: 'scan.jpg', size: 1 }, true, null],
    ['png', { name: 'scan.png', size: 1 }, false, null],
    ['exactly 5 MiB', { name: 'cv.pdf', size: MAX_FILE_BYTES }, true, null],
    ['one byte over 5 MiB', { name: 'cv.pdf', size: MAX_FILE_BYTES + 1 }, true, 'validation_file_size'],
    ['exe', { name: 'virus.exe', size: 10 }, true, 'validation_file_type'],
    ['txt', { name: 'cv.txt', size: 10 }, false, 'validation_file_type'],
    ['gif', { name: 'x.gif', size: 10 }, false, 'validation_file_type'],
    ['no extension', { name: 'resume', size: 10 }, true, 'validation_file_type'],
    ['pdf in the middle of the name', { name: 'cv.pdf.exe', size: 10 }, true, 'validation_file_type'],
    ['a large exe: the type is named first', { name: 'big.exe', size: MAX_FILE_BYTES * 2 }, true, 'validation_file_type'],
  ])('%s -> %s', (_name, file, required, expected) => expect(fileError(file, required)).toBe(expected));

  test.each([
    [500, '1 КБ'],
    [340 * 1024, '340 КБ'],
    [1.25 * 1024 * 1024, '1,3 МБ'],
    [MAX_FILE_BYTES, '5,0 МБ'],
  ])('%i bytes shows as %s', (bytes, shown) => expect(formatFileSize(bytes)).toBe(shown));
});

const pdf = (size = 1000, name = 'cv.pdf') => Object.defineProperty(new File(['%PDF'], name), 'size', { value: size }) as File;
const filled: ContactValues = {
  name: 'Олена',
  phone: '+38 (050) 123 45 67',
  email: 'olena@example.com',
  company: '',
  message: 'Досвід 3 роки',
  file: pdf(),
};

async function errorsOf(kind: 'cv' | 'director' | 'cooperation', values: Partial<ContactValues>) {
  try {
    await contactSchema(kind).validate({ ...emptyContactValues(), ...values }, { abortEarly: false });
    return {};
  } catch (err) {
    const e = err as { inner: { path: string; message: string }[] };
    return Object.fromEntries(e.inner.map((i) => [i.path, i.message]));
  }
}

describe('form schemas (spec section 5: the CV needs every field)', () => {
  test('CV: all five required', async () => {
    expect(await errorsOf('cv', {})).toEqual({
      name: 'validation_required',
      phone: 'blank',
      email: 'validation_required',
      message: 'validation_required',
      file: 'validation_required',
    });
    expect(await errorsOf('cv', filled)).toEqual({});
  });

  test.each<[string, 'cv' | 'director' | 'cooperation', Partial<ContactValues>, Record<string, string>]>([
    ['CV with a bad e-mail', 'cv', { ...filled, email: 'olena@example' }, { email: 'valid_email' }],
    ['CV with a short phone', 'cv', { ...filled, phone: '+38 (050) 12' }, { phone: 'validation_phone' }],
    ['CV with a big file', 'cv', { ...filled, file: pdf(MAX_FILE_BYTES + 1) }, { file: 'validation_file_size' }],
    ['CV with an exe', 'cv', { ...filled, file: pdf(10, 'setup.exe') }, { file: 'validation_file_type' }],
    ['CV with a message of spaces', 'cv', { ...filled, message: '   ' }, { message: 'validation_required' }],
    ['CV with an over-long message', 'cv', { ...filled, message: 'я'.repeat(5001) }, { message: 'validation_max' }],
    ['director without e-mail and file', 'director', { ...filled, email: '', file: null }, {}],
    ['director with a bad e-mail', 'director', { ...filled, email: 'x' }, { email: 'valid_email' }],
    ['director with a wrong file', 'director', { ...filled, file: pdf(10, 'a.gif') }, { file: 'validation_file_type' }],
    ['cooperation without a file', 'cooperation', { ...filled, file: null, company: 'ТОВ Ромашка' }, {}],
    ['cooperation without e-mail', 'cooperation', { ...filled, email: '', file: null }, { email: 'validation_required' }],
    ['cooperation with a long company', 'cooperation', { ...filled, company: 'x'.repeat(151) }, { company: 'validation_max' }],
  ])('%s', async (_name, kind, values, errors) => expect(await errorsOf(kind, values)).toEqual(errors));
});
