import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import { parseMeta } from '@/lib/mdx/rehype-code-blocks.mjs';
import { remarkPlugins, rehypePlugins } from '@/lib/mdx/pipeline.mjs';

async function toJs(source: string) {
  const load = async (name: string) => (await import(name)).default;
  return String(
    await compile(source, {
      remarkPlugins: await Promise.all(remarkPlugins.map(load)),
      rehypePlugins: await Promise.all(rehypePlugins.map(load)),
      outputFormat: 'function-body',
    }),
  );
}

describe('MDX pipeline', () => {
  it('renders **强调** next to Chinese punctuation as bold', async () => {
    const js = await toJs('**注意：**这里很重要。');
    expect(js).toMatch(/_components\.strong, \{\s*children: "注意："/);
  });

  it('keeps Chinese heading ids and adds a "{heading}的直接链接" anchor', async () => {
    const js = await toJs('## 安装与初始化\n');
    expect(js).toContain('id: "安装与初始化"');
    expect(js).toContain('"aria-label": "安装与初始化的直接链接"');
    expect(js).toContain('href: "#安装与初始化"');
  });

  it('highlights code at build time with both themes, title and marked lines', async () => {
    const js = await toJs('```js title="app.js" {2}\nconst a = 1;\nYilian.open();\n```\n');
    expect(js).toContain('"data-title": "app.js"');
    expect(js).toContain('"data-language": "js"');
    // Token colours are palette classes (l<i> for the light theme, d<i> for the dark one); the
    // block itself carries only `shiki`, its plain-text colours come from the stylesheet.
    expect(js).toMatch(/className: "l\d+ d\d+"/);
    expect(js).toContain('className: "shiki"');
    expect(js).not.toContain('--shiki-light');
    // Plain-text tokens are bare text inside the line: `Yilian.` has no span of its own.
    expect(js).toMatch(/children: \["Yilian\.", _jsx\(_components\.span, \{\s*className: "l\d+ d\d+",\s*children: "open"/);
    expect(js.match(/className: "shiki"/g)).toHaveLength(1);
    expect(js.match(/"data-highlighted": ""/g)).toHaveLength(1);
    // Only the marked line is an element; line 1 is bare tokens followed by the newline.
    expect(js.match(/className: "line"/g)).toHaveLength(1);
    expect(js).toMatch(/_components\.code, \{\s*children: \[_jsx\(_components\.span, \{\s*className: "l\d+ d\d+",\s*children: "const"/);
  });

  it('parses fence meta', () => {
    expect(parseMeta('title="a.js" {1,3-4}')).toEqual({ title: 'a.js', highlight: new Set([1, 3, 4]) });
    expect(parseMeta('')).toEqual({ title: undefined, highlight: new Set() });
  });
});
