// Machine-readable docs: /llms.txt (an index grouped by sidebar), /llms-full.txt (every page as
// Markdown) and the Markdown twin of each page at <route>.md.
import { readFileSync } from 'node:fs';
import { site } from '../site';
import { allDocs, navSidebars, linearItems, type NavDoc } from '../docs/tree';
import { mdxFile } from './parse';
import { mdxToMarkdown } from './to-markdown';

export const markdownTwinPath = (route: string): string => `${route}.md`;

export function docMarkdown(doc: NavDoc): string {
  return mdxToMarkdown(readFileSync(mdxFile(doc.id), 'utf8'), {
    title: doc.title,
    description: doc.description,
    siteUrl: site.url,
  });
}

const line = (doc: NavDoc) => `- [${doc.title}](${site.url}${markdownTwinPath(doc.route)}): ${doc.description}`;

export function llmsTxt(): string {
  const standalone = allDocs.filter((d) => d.sidebarId === null);
  const sections = navSidebars.map((sidebar) => {
    const docs = linearItems(sidebar).filter((i): i is NavDoc => i.kind === 'doc');
    return `## ${sidebar.label}\n\n${docs.map(line).join('\n')}`;
  });
  return (
    [`# ${site.title}`, `> ${site.tagline}`, site.description, `## 文档\n\n${standalone.map(line).join('\n')}`, ...sections].join(
      '\n\n',
    ) + '\n'
  );
}

export function llmsFullTxt(): string {
  return [
    `# ${site.title}`,
    `> ${site.tagline}`,
    ...allDocs.map((doc) => `---\n\nURL: ${site.url}${doc.route}\n\n${docMarkdown(doc)}`),
  ].join('\n\n');
}
