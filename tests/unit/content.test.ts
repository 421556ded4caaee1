import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { allDocs } from '@/lib/docs/tree';
import { mdxFile, readDocTree } from '@/lib/markdown/parse';
import { checkCodeBlock, codeBlocksOf, parsesAs, scriptsOfBlock } from '@/lib/markdown/code-blocks';
import { sdkApiOf, sdkUsage } from '@/lib/markdown/sdk-usage';

const pages = allDocs.map((doc) => ({ doc, source: readFileSync(mdxFile(doc.id), 'utf8'), tree: readDocTree(doc.id) }));

/** Han characters of the prose: code blocks, inline code and JSX attributes do not count. */
function proseHan(tree: Root): number {
  let n = 0;
  visit(tree, 'text', (node) => {
    n += (node.value.match(/\p{Script=Han}/gu) ?? []).length;
  });
  return n;
}

const PLACEHOLDERS = /TODO|TBD|lorem|待补充|占位|xxx/i;
// Terms the glossary (content/README.md) rules out in favour of one word per concept.
const NOT_OUR_TERMS = ['坐席', '座席', '访客', '技能组', '派单', '工单'];

describe('content lint, every page', () => {
  for (const { doc, source, tree } of pages) {
    it(`${doc.route} is a real page`, () => {
      expect(proseHan(tree), 'at least 800 Chinese characters of prose').toBeGreaterThanOrEqual(800);
      const h2 = tree.children.filter((n) => n.type === 'heading' && n.depth === 2).length;
      expect(h2, 'at least two ## sections').toBeGreaterThanOrEqual(2);
      expect(tree.children.some((n) => n.type === 'heading' && n.depth === 1), 'no # h1: the title comes from the manifest').toBe(false);
      expect(source.match(PLACEHOLDERS)?.[0] ?? null, 'no placeholder text').toBeNull();
      for (const term of NOT_OUR_TERMS) expect(source.includes(term), `glossary: "${term}"`).toBe(false);
      const english: string[] = [];
      visit(tree, 'paragraph', (p) => {
        const text = toString(p);
        if (!/\p{Script=Han}/u.test(text) && (text.match(/[A-Za-z]/g) ?? []).length >= 20) english.push(text.slice(0, 60));
      });
      expect(english, 'no English-only paragraphs').toEqual([]);
    });
  }
});

describe('code samples', () => {
  for (const { doc, tree } of pages) {
    const blocks = codeBlocksOf(tree).filter((b) => parsesAs(b.lang));
    if (blocks.length === 0) continue;
    it(`${doc.route}: every js/ts/html block parses`, () => {
      const failures: string[] = [];
      for (const block of blocks) {
        try {
          checkCodeBlock(block);
        } catch (e) {
          failures.push(`line ${block.line} (${block.lang}): ${(e as Error).message}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('every code block names its language', () => {
    const bare = pages.flatMap(({ doc, tree }) => codeBlocksOf(tree).filter((b) => !b.lang).map((b) => `${doc.route}:${b.line}`));
    expect(bare).toEqual([]);
  });
});

describe('one SDK API, used consistently', () => {
  const reference = pages.find((p) => p.doc.id === 'api/jssdk/api-can-kao')!;
  const api = sdkApiOf(reference.tree);
  const used = { methods: new Map<string, string[]>(), events: new Map<string, string[]>() };
  for (const { doc, tree } of pages) {
    for (const block of codeBlocksOf(tree)) {
      for (const { code, plugins } of scriptsOfBlock(block)) {
        const usage = sdkUsage(code, plugins);
        for (const m of usage.methods) used.methods.set(m, [...(used.methods.get(m) ?? []), `${doc.route}:${block.line}`]);
        for (const e of usage.events) used.events.set(e, [...(used.events.get(e) ?? []), `${doc.route}:${block.line}`]);
      }
    }
  }

  it('the reference documents methods and events', () => {
    expect(api.methods.size).toBeGreaterThanOrEqual(15);
    expect(api.events.size).toBeGreaterThanOrEqual(5);
  });

  it('every method or event a sample uses exists in the reference', () => {
    const unknownMethods = [...used.methods].filter(([m]) => !api.methods.has(m)).map(([m, where]) => `Yilian.${m} (${where[0]})`);
    const unknownEvents = [...used.events].filter(([e]) => !api.events.has(e)).map(([e, where]) => `${e} (${where[0]})`);
    expect([...unknownMethods, ...unknownEvents]).toEqual([]);
  });

  it('every reference method appears in at least one sample', () => {
    expect([...api.methods].filter((m) => !used.methods.has(m))).toEqual([]);
  });
});
