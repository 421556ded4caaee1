// Chinese-aware tokens, the same at build time and in the browser: Han runs become overlapping
// bigrams (a lone character stays itself); Latin letters and digits stay whole words.

/**
 * Folds case and width character by character (full-width ＡＢＣ１ → abc1), keeping every
 * position, so that a match found in the folded text can be highlighted in the original.
 */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const folded = ch.normalize('NFKC').toLowerCase();
    out += folded.length === ch.length ? folded : ch.toLowerCase().padEnd(ch.length, ' ').slice(0, ch.length);
  }
  return out;
}

const WORD = /\p{Script=Han}+|[\p{Script=Latin}\p{Nd}]+/gu;
const HAN = /\p{Script=Han}/u;

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [word] of fold(text).matchAll(WORD)) {
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
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    terms.push(token);
    if (!HAN.test(token)) for (let n = 2; n < token.length; n++) terms.push(token.slice(0, n));
  }
  return terms;
}
