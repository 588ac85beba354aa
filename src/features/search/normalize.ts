/**
 * A coarse phonetic skeleton shared by Ukrainian, Russian and Latin transliteration, so that
 * "pizza", "pitsa", "піца" and "пицца" all become "pica".
 *
 * Skeleton alphabet (lower-case ASCII): the plain letters a b d e f g i k l m n o p r s t u v z,
 * plus four symbols for sounds Latin writes with digraphs:
 *   c = ц (ts, tz, zz, c before e/i/y)   q = ч (ch)   w = ш, щ (sh, sch, shch)   x = ж (zh)
 * and g stands for г, ґ, х as well as Latin g, h and kh (Ukrainian г is transliterated 'h').
 *
 * Steps: lower-case; strip diacritics and apostrophes; Cyrillic letters map one-to-one onto symbols
 * (so "сх" never turns into "ш"); Latin runs are read digraph-first; then both sides share the
 * same reductions: "ts" -> c, "t" before c is absorbed, double letters collapse, and an "i" before
 * another vowel (the iotation of я/ю/є, 'ya'/'ia'/'iya') is dropped.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'x',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'g',
  ц: 'c',
  ч: 'q',
  ш: 'w',
  щ: 'w',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  ё: 'e',
};

/** Latin digraphs, longest first. */
const LATIN_DIGRAPHS: [string, string][] = [
  ['shch', 'w'],
  ['sch', 'w'],
  ['sh', 'w'],
  ['zh', 'x'],
  ['ch', 'q'],
  ['kh', 'g'],
  ['ph', 'f'],
  ['th', 't'],
  ['ck', 'k'],
  ['zz', 'c'],
  ['tz', 'c'],
  ['ts', 'c'],
];

const LATIN_SINGLE: Record<string, string> = {
  h: 'g',
  j: 'i',
  y: 'i',
  w: 'v',
  q: 'k',
  x: 'ks',
};

const APOSTROPHES = /['’ʼ‘`´]/g;

function latinRun(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const digraph = LATIN_DIGRAPHS.find(([from]) => text.startsWith(from, i));
    if (digraph) {
      out += digraph[1];
      i += digraph[0].length;
      continue;
    }
    const ch = text[i];
    if (ch === 'c') {
      const next = text[i + 1] ?? '';
      // Italian "cci"/"cce" (cappuccino) and "ci"+vowel sound as ч; "ce"/"ci"/"cy" as ц; else к.
      if (next === 'c' && /[ei]/.test(text[i + 2] ?? '')) {
        out += 'q';
        i += 2;
        continue;
      }
      out += /[eiy]/.test(next) ? 'c' : 'k';
    } else {
      out += LATIN_SINGLE[ch] ?? ch;
    }
    i += 1;
  }
  return out;
}

function reduce(symbols: string): string {
  return symbols
    .replace(/ts/g, 'c')
    .replace(/t(?=c)/g, '')
    .replace(/(.)\1+/g, '$1')
    .replace(/i(?=[aeou])/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** Lower-case, no diacritics, no apostrophes (keeps letters of any script, digits and spaces). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(APOSTROPHES, '');
}

/** The skeleton of one word (no spaces). Returns '' for a word with no letters or digits. */
export function skeletonWord(word: string): string {
  // NFD strips й -> и, ї -> і, ё -> е: all map to the same symbols anyway.
  const folded = foldText(word);
  let symbols = '';
  let latin = '';
  for (const ch of folded) {
    if (ch >= 'a' && ch <= 'z') {
      latin += ch;
      continue;
    }
    if (latin) {
      symbols += latinRun(latin);
      latin = '';
    }
    if (ch in CYRILLIC) symbols += CYRILLIC[ch];
    else if (ch >= '0' && ch <= '9') symbols += ch;
  }
  if (latin) symbols += latinRun(latin);
  return reduce(symbols);
}

/**
 * Splits text into words (letters/digits of any script) and returns their non-empty skeletons.
 * `known`: skeletons of words seen before (the build's search index passes one: a large menu's
 * names and compositions repeat the same few hundred words, and computing each again was most of
 * the index's time at 10,000 products).
 */
export function skeletonTokens(text: string, known?: Map<string, string>): string[] {
  const skeletonOf = known
    ? (word: string) => {
        let skeleton = known.get(word);
        if (skeleton === undefined) known.set(word, (skeleton = skeletonWord(word)));
        return skeleton;
      }
    : skeletonWord;
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .map(skeletonOf)
    .filter((s) => s.length > 0);
}

/** Skeleton of a whole phrase: its word skeletons joined by single spaces. */
export function normalize(text: string): string {
  return skeletonTokens(text).join(' ');
}

const NEXT_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Skeletons a word may start with when `prefix` is only its beginning. The last letters typed
 * can be the first half of a digraph ("piz" may continue as "pizza" -> "pic"; "sus" as "sushi" ->
 * "suw"), or an "i" the next vowel will absorb, so besides the prefix's own skeleton this returns
 * the skeleton of every one-letter continuation that rewrites what was already typed.
 */
export function prefixSkeletons(prefix: string): string[] {
  const own = skeletonWord(prefix);
  if (!own) return [];
  const out = new Set([own]);
  for (const next of NEXT_LETTERS) {
    const longer = skeletonWord(prefix + next);
    if (!longer.startsWith(own)) out.add(longer);
  }
  return [...out];
}

/** Letters typed (any script), ignoring spaces, digits and punctuation. */
export function countLetters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}
