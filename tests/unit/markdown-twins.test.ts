import { describe, expect, it } from 'vitest';
import { mdxToMarkdown } from '@/lib/markdown/to-markdown';
import { docMarkdown, llmsFullTxt, llmsTxt, markdownTwinPath } from '@/lib/markdown/llms';
import { allDocs, navSidebars } from '@/lib/docs/tree';
import { site } from '@/lib/site';

const meta = { title: '示例', description: '一句话。', siteUrl: 'https://docs.example.com' };

describe('Markdown twin generator', () => {
  it('renders components as plain Markdown and leaves no JSX', () => {
    const md = mdxToMarkdown(
      [
        '**注意：**这里很重要。见 [自动回复](/docs/tutorial/kefu/zi-dong-hui-fu)。',
        '',
        '<Admonition type="warning" title="别这样做">',
        '',
        '不要把密钥写进前端。',
        '',
        '</Admonition>',
        '',
        '<Tabs groupId="platform">',
        '<TabItem value="ios" label="iOS">',
        '',
        '```swift',
        'let a = 1',
        '```',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
      meta,
    );
    expect(md).toContain('# 示例\n\n> 一句话。');
    expect(md).toContain('**注意：**这里很重要');
    expect(md).toContain('(https://docs.example.com/docs/tutorial/kefu/zi-dong-hui-fu)');
    expect(md).toContain('> **别这样做**\n>\n> 不要把密钥写进前端。');
    expect(md).toContain('**iOS**\n\n```swift\nlet a = 1\n```');
    expect(md).not.toMatch(/<\/?(Admonition|Tabs|TabItem)/);
  });

  it('turns every real page into Markdown without JSX', () => {
    for (const doc of allDocs) {
      const md = docMarkdown(doc);
      expect(md.startsWith(`# ${doc.title}\n`), doc.id).toBe(true);
      expect(md, doc.id).not.toMatch(/<(Admonition|Tabs|TabItem)\b|<\/(Admonition|Tabs|TabItem)>/);
      expect(md, doc.id).not.toMatch(/&#x[0-9A-F]+;/);
    }
  });
});

describe('llms.txt', () => {
  const text = llmsTxt();
  it('has the title, the summary and one link line per doc, grouped by sidebar', () => {
    expect(text.startsWith(`# ${site.title}\n\n> ${site.tagline}`)).toBe(true);
    for (const doc of allDocs) {
      expect(text).toContain(`- [${doc.title}](${site.url}${markdownTwinPath(doc.route)}): ${doc.description}`);
    }
    for (const sidebar of navSidebars) expect(text).toContain(`## ${sidebar.label}`);
    expect(text.indexOf('## 使用教程')).toBeLessThan(text.indexOf('[使用教程介绍]'));
    expect(text.indexOf('## 开发文档')).toBeLessThan(text.indexOf('[开发文档介绍]'));
  });

  it('llms-full.txt holds every page as Markdown', () => {
    const full = llmsFullTxt();
    for (const doc of allDocs) expect(full).toContain(`URL: ${site.url}${doc.route}\n\n# ${doc.title}\n`);
    expect(full).not.toMatch(/<(Admonition|Tabs|TabItem)\b/);
  });
});
