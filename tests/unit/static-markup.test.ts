import { describe, expect, it } from 'vitest';
import { dropStaticMarkupData, parseRows } from '../../lib/export/static-markup';

// RSC rows shaped like Next 16's inline data: an import row, a text row (length-delimited, no
// newline), the page row with a StaticMarkup element whose children are partly outlined rows.
const text = '正文里的长字符串';
const rows = [
  '1:"$Sreact.fragment"\n',
  '2:I[123,["/_next/static/chunks/a.js"],"StaticMarkup"]\n',
  `3:T${Buffer.byteLength(text).toString(16)},${text}`,
  '4:["$","main",null,{"children":[["$","h1",null,{"children":"标题"}],["$","$L2",null,{"staticMarkupId":"/docs/a","children":[["$","p",null,{"children":"$3"}],"$L5"]}],"$L6"]}]\n',
  '5:["$","h2",null,{"id":"x","children":"只在正文里"}]\n',
  '6:["$","footer",null,{"children":"$1"}]\n',
  ':HL["/a.css","style"]\n',
];
const stream = rows.join('');

function page(chunks: string[]): string {
  const scripts = chunks.map((c) => `<script>self.__next_f.push(${JSON.stringify([1, c])})</script>`).join('');
  return `<!DOCTYPE html><html><body><div data-static-markup="/docs/a"><p>${text}</p></div><script>(self.__next_f=self.__next_f||[]).push([0])</script>${scripts}</body></html>`;
}

const pushed = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g)]
    .map((m) => (JSON.parse(m[1]!.replace(/\\u003c/g, '<')) as [number, string])[1])
    .join('');

describe('static markup left out of the inline RSC data', () => {
  it('parses rows, text rows by their byte length, back to the same data', () => {
    const parsed = parseRows(stream);
    expect(parsed.map((r) => r.id)).toEqual(['1', '2', '3', '4', '5', '6', '']);
    expect(parsed.map((r) => r.raw).join('')).toBe(stream);
  });

  it('drops the children and the rows only they used, keeps everything else', () => {
    // Split mid-row, as Next does between scripts.
    const out = dropStaticMarkupData(page([stream.slice(0, 50), stream.slice(50)]));
    const data = pushed(out);
    expect(data).toContain('{"staticMarkupId":"/docs/a"}');
    expect(data).not.toContain('只在正文里');
    expect(data).not.toContain(text);
    expect(data).toContain('"标题"');
    expect(data).toContain('6:["$","footer",null,{"children":"$1"}]');
    expect(data).toContain('1:"$Sreact.fragment"');
    expect(data).toContain(':HL["/a.css","style"]');
    // The HTML itself keeps the article, and the bootstrap script stays first.
    expect(out).toContain(`<div data-static-markup="/docs/a"><p>${text}</p></div>`);
    expect(out.indexOf('push([0])')).toBeLessThan(out.indexOf('push([1,'));
    expect(out.match(/push\(\[1,/g)).toHaveLength(1);
  });

  it('escapes markup in the rewritten script', () => {
    const withTag = stream.replace('只在正文里', '</script><b>') + '7:["$","p",null,{"children":"</script>"}]\n';
    const out = dropStaticMarkupData(page([withTag]));
    expect(out.match(/<\/script>/g)).toHaveLength(2);
  });

  it('leaves pages without StaticMarkup unchanged', () => {
    const plain = page(['1:["$","p",null,{"children":"x"}]\n']);
    expect(dropStaticMarkupData(plain)).toBe(plain);
  });

  it('refuses a client component inside the static markup, naming the file', () => {
    const island = stream.replace('"$L5"]', '"$L5",["$","$L2",null,{"x":1}]]');
    expect(() => dropStaticMarkupData(page([island]), 'out/a.html')).toThrow(
      /out\/a\.html: StaticMarkup contains a client component/,
    );
  });

  it('fails loudly on data it cannot parse', () => {
    expect(() => dropStaticMarkupData(page(['zz-not-rsc "staticMarkupId"']), 'out/b.html')).toThrow(/RSC data/);
  });
});
