import { describe, expect, it } from 'vitest';
import { checkLinks, duplicateRoutes, splitTarget } from '@/lib/links/check';
import { linksOf } from '@/lib/markdown/links';
import { headingsOf } from '@/lib/markdown/headings';
import { parseMdx } from '@/lib/markdown/parse';
import { checkSiteLinks } from '@/lib/links/site-links';

const fixture = `## 开始之前

见 [自动回复](/docs/tutorial/kefu/zi-dong-hui-fu)、[不存在的页](/docs/nope)、
[坏锚点](/docs/a#不存在) 和 [好锚点](/docs/a#开始之前)，以及 <a href="/docs/missing-jsx">JSX 链接</a>。
外链 [官网](https://example.com) 不检查。
`;

describe('build link check', () => {
  const tree = parseMdx(fixture);
  const links = linksOf(tree).map((l) => ({ where: `fixture.mdx:${l.line}`, route: '/docs/a', url: l.url }));
  const anchors = new Map([['/docs/a', new Set(headingsOf(tree).map((h) => h.id))]]);
  const report = checkLinks(links, ['/docs/a', '/docs/tutorial/kefu/zi-dong-hui-fu'], anchors);

  it('reports a broken internal link as an error naming the file, line and target', () => {
    expect(report.errors).toEqual([
      'fixture.mdx:3: broken link to /docs/nope',
      'fixture.mdx:4: broken link to /docs/missing-jsx',
    ]);
  });

  it('reports a broken Chinese anchor as a warning, and accepts an encoded one that exists', () => {
    expect(report.warnings).toEqual(['fixture.mdx:4: broken anchor #不存在 in /docs/a#不存在 (no such heading on /docs/a)']);
    const encoded = checkLinks([{ where: 'x', url: '/docs/a#%E5%BC%80%E5%A7%8B%E4%B9%8B%E5%89%8D' }], ['/docs/a'], anchors);
    expect(encoded).toEqual({ errors: [], warnings: [] });
  });

  it('normalises trailing slashes and encoded Chinese routes', () => {
    expect(splitTarget('/docs/category/%E6%B8%A0%E9%81%93%E6%8E%A5%E5%85%A5/')).toEqual({
      route: '/docs/category/渠道接入',
      hash: '',
    });
    expect(splitTarget('#x', '/docs/a')).toEqual({ route: '/docs/a', hash: 'x' });
  });

  it('finds duplicate routes', () => {
    expect(duplicateRoutes(['/a', '/b', '/a'])).toEqual(['/a']);
  });

  it('finds no broken link in the real site', () => {
    expect(checkSiteLinks().errors).toEqual([]);
  });
});
