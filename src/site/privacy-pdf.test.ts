/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfBlocks, plainText, writePrivacyPdf } from './privacy-pdf';

describe('plainText', () => {
  it.each([
    ['<a href="mailto:a@b.c">a@b.c</a>', 'a@b.c'],
    ['Ім’я, &laquo;x&raquo; &amp; &#1111; &#x457;', 'Ім’я, &laquo;x&raquo; & ї ї'],
    ['a<br/>b\n  c', 'a b c'],
    ['&#0; &#99999999;', ''],
  ])('%s', (html, text) => expect(plainText(html)).toBe(text));
});

describe('pdfBlocks', () => {
  it('keeps headings, paragraphs and list items in order', () => {
    expect(pdfBlocks('<h2>Дані</h2><p>Ім’я та <b>телефон</b>.</p><ul><li>Перше</li><li></li></ul>')).toEqual([
      { kind: 'heading', text: 'Дані' },
      { kind: 'paragraph', text: 'Ім’я та телефон.' },
      { kind: 'item', text: 'Перше' },
    ]);
    expect(pdfBlocks('Просто текст')).toEqual([{ kind: 'paragraph', text: 'Просто текст' }]);
    expect(pdfBlocks('')).toEqual([]);
  });
});

describe('writePrivacyPdf', () => {
  it('writes a one-page A4 PDF with the font embedded, the title and language, the same bytes each time', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-pdf-'));
    try {
      const pdf = {
        title: 'Політика конфіденційності',
        author: 'Смачна Хата',
        lang: 'uk',
        blocks: pdfBlocks('<h2>Які дані ми збираємо</h2><p>Ім’я, телефон, e-mail.</p>'),
      };
      await writePrivacyPdf(path.join(dir, 'a.pdf'), pdf);
      await writePrivacyPdf(path.join(dir, 'b.pdf'), pdf);
      const bytes = fs.readFileSync(path.join(dir, 'a.pdf'));
      const text = bytes.toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).toMatch(/\/FontFile2/); // the TrueType font travels with the file
      expect(text).toMatch(/DejaVuSans/);
      expect(text).toMatch(/\/Lang \(uk\)/);
      expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
      expect(text).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      expect(bytes.equals(fs.readFileSync(path.join(dir, 'b.pdf')))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
