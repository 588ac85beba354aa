/**
 * Build time: the privacy page's text as a PDF (pdfkit, DejaVu Sans from the dejavu-fonts-ttf
 * package: Cyrillic and Latin in one font file, embedded as a subset). docs/decisions/058-privacy-pdf.md.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

export interface PdfBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page body (sanitised HTML) as headings, paragraphs and list items, in order. */
export function pdfBlocks(html: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  for (const m of html.matchAll(/<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const tag = m[1].toLowerCase();
    const text = plainText(m[2]);
    if (!text) continue;
    blocks.push({ kind: tag[0] === 'h' ? 'heading' : tag === 'li' ? 'item' : 'paragraph', text });
  }
  // A body of bare text (no block tags) is one paragraph.
  if (blocks.length === 0 && plainText(html)) blocks.push({ kind: 'paragraph', text: plainText(html) });
  return blocks;
}

/**
 * A font file of the dejavu-fonts-ttf package. Resolved from the project root when asked for:
 * gatsby-node runs bundled (by Parcel), where this module's own `require.resolve` is not Node's.
 */
const dejaVu = (file: string) => createRequire(path.join(process.cwd(), 'package.json')).resolve(`dejavu-fonts-ttf/ttf/${file}`);

export interface PrivacyPdf {
  /** The document's title (the page's title) and the shop's name (author). */
  title: string;
  author: string;
  /** BCP 47 language of the text ('uk', 'ru'). */
  lang: string;
  blocks: PdfBlock[];
}

/**
 * Writes the PDF to `file` (A4, 2 cm margins; sizes in points). Fixed dates make the file the
 * same for the same text, so a rebuild does not change it.
 */
export function writePrivacyPdf(file: string, pdf: PrivacyPdf): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 57,
    lang: pdf.lang,
    displayTitle: true,
    info: { Title: pdf.title, Author: pdf.author, CreationDate: new Date(0), ModDate: new Date(0) },
  });
  const done = new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(file);
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.pipe(out);
  });
  doc.registerFont('text', dejaVu('DejaVuSans.ttf'));
  doc.registerFont('bold', dejaVu('DejaVuSans-Bold.ttf'));
  doc.font('bold').fontSize(20).text(pdf.title, { paragraphGap: 12 });
  for (const block of pdf.blocks) {
    if (block.kind === 'heading') doc.moveDown(0.5).font('bold').fontSize(14).text(block.text, { paragraphGap: 6 });
    else if (block.kind === 'item') doc.font('text').fontSize(11).text(`•  ${block.text}`, { indent: 12, paragraphGap: 4 });
    else doc.font('text').fontSize(11).text(block.text, { paragraphGap: 8, lineGap: 2 });
  }
  doc.end();
  return done;
}
