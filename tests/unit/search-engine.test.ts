import { describe, expect, it } from 'vitest';
import { Index } from '../../node_modules/flexsearch/dist/flexsearch.light.module.min.js';
import { createSearchEngine, type TokenIndex } from '@/lib/search/engine';
import { buildSearchData } from '@/lib/search/extract';
import { parseMdx } from '@/lib/markdown/parse';

const makeIndex = (encode: (t: string) => string[]) =>
  new (Index as unknown as new (o: object) => TokenIndex)({ encode, tokenize: 'strict', resolution: 1 });

const pages = [
  {
    title: '自动回复',
    route: '/a',
    description: '设置欢迎语。',
    md: '开头介绍。\n\n## 欢迎语\n\n顾客进入时自动发出。\n\n```js\nYilian.open();\n```\n',
  },
  { title: '个人自动回复', route: '/b', description: '客服自己的回复。', md: '## 忙碌时\n\n忙碌时发出的消息。' },
  {
    title: '渠道',
    route: '/c',
    description: '接入 WhatsApp 消息。',
    md: '## WhatsApp 设置\n\n在这里设置 WhatsApp 的消息模板，绑定会员ID。\n\n### 自动动作\n\n回复很快。',
  },
];
const data = buildSearchData(pages.map((p) => ({ ...p, tree: parseMdx(p.md) })));
const engine = createSearchEngine(data, makeIndex);

describe('search engine', () => {
  it('splits pages into sections at h2/h3 with their ids', () => {
    expect(data.sections.map((s) => [s.p, s.h, s.a])).toEqual([
      [0, '', ''],
      [0, '欢迎语', '欢迎语'],
      [1, '', ''],
      [1, '忙碌时', '忙碌时'],
      [2, '', ''],
      [2, 'WhatsApp 设置', 'whatsapp-设置'],
      [2, '自动动作', '自动动作'],
    ]);
    expect(data.sections[1]!.c).toContain('Yilian');
  });

  it('ranks an exact title first, then titles containing the query', () => {
    expect(engine.search('自动回复').map((r) => r.route)).toEqual(['/a', '/b']);
  });

  it('matches phrases, not loose characters', () => {
    // 自动 and 回复 both occur on /c, but not as 自动回复.
    expect(engine.search('自动回复').some((r) => r.route === '/c')).toBe(false);
  });

  it('requires every space-separated part, anywhere in the section', () => {
    expect(engine.search('WhatsApp 模板').map((r) => r.route)).toEqual(['/c']);
    expect(engine.search('WhatsApp 不存在')).toEqual([]);
  });

  it('handles mixed, full-width and case variants, and Latin prefixes', () => {
    expect(engine.search('会员ID')[0]!.route).toBe('/c');
    expect(engine.search('ＷＨＡＴＳＡＰＰ')[0]!.route).toBe('/c');
    expect(engine.search('whats')[0]!.route).toBe('/c');
  });

  it('finds single characters and code at lower weight', () => {
    expect(engine.search('忙').map((r) => r.route)).toEqual(['/b']);
    expect(engine.search('yilian')[0]!.sections[0]!.anchor).toBe('欢迎语');
  });

  it('ranks a heading hit above a body hit and links to the heading', () => {
    const [first] = engine.search('欢迎语');
    expect(first!.route).toBe('/a');
    expect(first!.sections[0]).toMatchObject({ heading: '欢迎语', anchor: '欢迎语' });
  });

  it('returns nothing for empty or punctuation-only queries without throwing', () => {
    expect(engine.search('   ')).toEqual([]);
    expect(engine.search('<script>alert(1)</script>')).toEqual([]);
    expect(engine.search('！！？')).toEqual([]);
    expect(engine.search('😀'.repeat(50))).toEqual([]);
  });
});
