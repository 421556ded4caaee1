import { describe, expect, it } from 'vitest';
import { fold, indexTerms, queryParts, tokenize } from '@/lib/search/tokenize';
import { highlight, snippet } from '@/lib/search/highlight';

describe('tokenizer', () => {
  it('turns Han runs into overlapping bigrams', () => {
    expect(tokenize('自动回复')).toEqual(['自动', '动回', '回复']);
  });
  it('keeps a lone Han character as a term', () => {
    expect(tokenize('在 群 里')).toEqual(['在', '群', '里']);
  });
  it('keeps Latin and number words whole and lowercased', () => {
    expect(tokenize('WhatsApp Business API 24 小时')).toEqual(['whatsapp', 'business', 'api', '24', '小时']);
  });
  it('splits mixed runs at the script boundary', () => {
    expect(tokenize('会员ID')).toEqual(['会员', 'id']);
    expect(tokenize('设置siteId参数')).toEqual(['设置', 'siteid', '参数']);
  });
  it('drops punctuation, Chinese and ASCII', () => {
    expect(tokenize('「设置 → 智能客服」，注意！')).toEqual(['设置', '智能', '能客', '客服', '注意']);
    expect(tokenize('Yilian.init({ siteId })')).toEqual(['yilian', 'init', 'siteid']);
  });
  it('folds full-width letters and digits to half-width', () => {
    expect(tokenize('ＷｈａｔｓＡｐｐ　１２３')).toEqual(['whatsapp', '123']);
    expect(fold('ＡＢＣ')).toBe('abc');
    expect(fold('ＡＢＣ').length).toBe(3);
  });
  it('folds every character as NFKC + lower case would, keeping the length', () => {
    // The definition the fast path must agree with, one code point at a time.
    const reference = (text: string) =>
      [...text]
        .map((ch) => {
          const f = ch.normalize('NFKC').toLowerCase();
          return f.length === ch.length ? f : ch.toLowerCase().padEnd(ch.length, ' ').slice(0, ch.length);
        })
        .join('');
    const samples = [
      '设置 → 智能客服，注意！',
      'Yilian.INIT({ siteId: 1 })',
      '〶〸〹〺〻、。「」',
      '½ ﬁ ① ™ İ ß µ',
      '𠀀𝐀𝟘 ｶﾞ',
      '\u3000全角　空格',
    ];
    for (const text of samples) {
      expect(fold(text)).toBe(reference(text));
      expect(fold(text)).toHaveLength(text.length);
    }
    expect(fold('〸')).toBe('十');
  });
  it('adds Latin prefixes for the index only', () => {
    expect(indexTerms('Whats 消息')).toEqual(['whats', 'wh', 'wha', 'what', '消息']);
  });
  it('splits queries on ASCII and ideographic spaces', () => {
    expect(queryParts(' WhatsApp　消息  ')).toEqual(['whatsapp', '消息']);
  });
});

describe('highlighting', () => {
  it('marks every match, case- and width-insensitively, keeping the original text', () => {
    expect(highlight('用ＷｈａｔｓＡｐｐ发消息，再发消息', ['whatsapp', '消息'])).toEqual([
      { text: '用', match: false },
      { text: 'ＷｈａｔｓＡｐｐ', match: true },
      { text: '发', match: false },
      { text: '消息', match: true },
      { text: '，再发', match: false },
      { text: '消息', match: true },
    ]);
  });
  it('leaves markup as plain text segments', () => {
    expect(
      highlight('<b>自动</b>', ['自动'])
        .map((s) => s.text)
        .join(''),
    ).toBe('<b>自动</b>');
  });
  it('cuts a snippet around the first match with ellipses', () => {
    const text = '甲'.repeat(100) + '自动回复' + '乙'.repeat(100);
    const s = snippet(text, ['自动回复']);
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s).toContain('自动回复');
  });
});
