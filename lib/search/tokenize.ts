// Chinese-aware tokens, the same at build time and in the browser: Han runs become overlapping
// bigrams (a lone character stays itself); Latin letters and digits stay whole words.

// Characters that folding leaves alone: ASCII except A–Z, CJK punctuation, the unified Han block.
// Everything else goes through NFKC one character at a time. Skipping the common characters keeps
// folding the whole index (≈ 200,000 characters) to a few milliseconds.
const NEEDS_FOLDING = /[^\0-@\[-\x7F\u3001-\u3035\u303B-\u303F\u4E00-\u9FFF]/gu;
const folded = new Map<string, string>();

function foldChar(ch: string): string {
  let out = folded.get(ch);
  if (out === undefined) {
    const f = ch.normalize('NFKC').toLowerCase();
    // Keep the length, so positions in the folded text are positions in the original.
    out = f.length === ch.length ? f : ch.toLowerCase().padEnd(ch.length, ' ').slice(0, ch.length);
    folded.set(ch, out);
  }
  return out;
}

/**
 * Folds case and width character by character (full-width ＡＢＣ１ → abc1), keeping every
 * position, so that a match found in the folded text can be highlighted in the original.
 */
export function fold(text: string): string {
  return text.replace(NEEDS_FOLDING, foldChar);
}

const WORD = /\p{Script=Han}+|[\p{Script=Latin}\p{Nd}]+/gu;
const HAN = /\p{Script=Han}/u;

export function tokenize(text: string): string[] {
  return tokensOfFolded(fold(text));
}

/** `tokenize` for text that is already folded (the engine folds each field once). */
export function tokensOfFolded(folded: string): string[] {
  const tokens: string[] = [];
  for (const [word] of folded.matchAll(WORD)) {
    if (!HAN.test(word)) {
      tokens.push(word);
    } else if (word.length === 1) {
      tokens.push(word);
    } else {
      for (let i = 0; i < word.length - 1; i++) tokens.push(word.slice(i, i + 2));
    }
  }
  return tokens;
}

/** The parts of a query that must each occur in a hit, folded: `WhatsApp 消息` → ['whatsapp', '消息']. */
export function queryParts(query: string): string[] {
  return fold(query)
    .split(/[\s\u3000]+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Terms put in (and looked up from) the index: the tokens, plus the prefixes of Latin words from
 * two letters up, so that `whats` finds `WhatsApp`. The phrase check keeps the hits exact.
 */
export function indexTerms(text: string): string[] {
  return indexTermsOfFolded(fold(text));
}

/** `indexTerms` for folded text, each term once (the index needs no counts: ranking is ours). */
export function indexTermsOfFolded(folded: string): string[] {
  const terms = new Set<string>();
  for (const token of tokensOfFolded(folded)) {
    terms.add(token);
    if (!HAN.test(token)) for (let n = 2; n < token.length; n++) terms.add(token.slice(0, n));
  }
  return [...terms];
}
