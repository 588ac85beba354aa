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

/**
 * Score of one query word against one skeleton word: the start of a word (20) always beats the
 * inside of a word (10, only for 3+ symbols); then the field (x2); a whole-word match adds 1.
 */
function matchScore(word: string, candidate: string, weight: number): number {
  // A query that collapses to one symbol ("ппп") only matches a whole word.
  if (candidate.length < 2) return word === candidate ? 21 + weight * 2 : 0;
  if (word.startsWith(candidate)) return 20 + weight * 2 + (word === candidate ? 1 : 0);
  if (candidate.length >= 3 && word.includes(candidate)) return 10 + weight * 2;
  return 0;
}

/** Best score of one query word (its candidate skeletons) in one product; 0 = no match. */
function scoreWord(entry: SearchEntry, candidates: string[]): number {
  let best = 0;
  for (const [field, weight] of FIELDS) {
    const text = entry[field];
    if (!text) continue;
    for (const word of text.split(' ')) {
      for (const candidate of candidates) best = Math.max(best, matchScore(word, candidate, weight));
    }
  }
  return best;
}

/**
 * Products matching every word of `query`, best first (at most `limit`). Returns [] below 3
 * letters. Words are compared by their phonetic skeletons (normalize.ts), so Ukrainian, Russian and
 * Latin spellings meet; the last word may be unfinished. Ranking: the start of a word > inside a
 * word; then the page language's name > the other language's name > category > composition; then
 * a whole word > a part; the literal text of the shown name breaks ties; the menu's order last.
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
