import type { SearchEntry, SearchIndex } from './search-index';
import { countLetters, foldText, prefixSkeletons, skeletonWord } from './normalize';

/** Spec section 1: search starts from 3 letters. */
export const MIN_QUERY_LETTERS = 3;

/** Field weights: the page language's name, the other language's name, category, composition. */
const FIELDS = [
  ['n', 4],
  ['o', 3],
  ['c', 2],
  ['k', 1],
] as const;

/** Match kinds: a whole word, the start of a word, inside a word (only for 3+ symbols). */
const EXACT = 3;
const PREFIX = 2;
const INSIDE = 1;

function matchKind(word: string, candidate: string): number {
  if (word === candidate) return EXACT;
  if (word.startsWith(candidate)) return PREFIX;
  if (candidate.length >= 3 && word.includes(candidate)) return INSIDE;
  return 0;
}

/** Best score of one query word in one product: kind * 10 + field weight; 0 = no match. */
function scoreWord(entry: SearchEntry, candidates: string[]): number {
  let best = 0;
  for (const [field, weight] of FIELDS) {
    const text = entry[field];
    if (!text) continue;
    for (const word of text.split(' ')) {
      for (const candidate of candidates) {
        const kind = matchKind(word, candidate);
        if (kind) best = Math.max(best, kind * 10 + weight);
      }
    }
  }
  return best;
}

/**
 * Products matching every word of `query`, best first (at most `limit`). Returns [] below 3
 * letters. Words are compared by their phonetic skeletons (normalize.ts), so Ukrainian, Russian and
 * Latin spellings meet; the last word may be unfinished. Ranking: whole word > word start > inside
 * a word; then the page language's name > other language's name > category > composition; the
 * literal text of the shown name breaks ties; index order (the menu's order) last.
 */
export function searchProducts(index: SearchIndex, query: string, limit = 20): SearchEntry[] {
  if (countLetters(query) < MIN_QUERY_LETTERS) return [];
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => skeletonWord(w).length > 0);
  if (words.length === 0) return [];
  const candidates = words.map((w, i) => (i === words.length - 1 ? prefixSkeletons(w) : [skeletonWord(w)]));
  const literal = words.join(' ');

  const scored: { entry: SearchEntry; score: number; order: number }[] = [];
  index.products.forEach((entry, order) => {
    let score = 0;
    for (const c of candidates) {
      const s = scoreWord(entry, c);
      if (s === 0) return;
      score += s;
    }
    const shown = foldText(entry.name);
    if (shown.split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(words[0]))) score += 2;
    if (shown.includes(literal)) score += 1;
    scored.push({ entry, score, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, limit).map((s) => s.entry);
}
