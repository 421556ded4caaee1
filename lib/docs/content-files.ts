// One MDX file per manifest doc, and none extra.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { allDocs } from './tree';
import { CONTENT_DIR } from '../markdown/parse';

export function mdxFilesOnDisk(dir = CONTENT_DIR, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return mdxFilesOnDisk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.mdx') ? [`${prefix}${entry.name.slice(0, -4)}`] : [];
  });
}

/** Problems as sentences: a manifest doc without its file, or a file the manifest does not list. */
export function checkContentFiles(): string[] {
  const onDisk = new Set(mdxFilesOnDisk());
  const listed = new Set(allDocs.map((d) => d.id));
  return [
    ...[...listed]
      .filter((id) => !onDisk.has(id))
      .map((id) => `lib/docs/manifest.ts lists ${id} but content/docs/${id}.mdx is missing`),
    ...[...onDisk].filter((id) => !listed.has(id)).map((id) => `content/docs/${id}.mdx is not listed in lib/docs/manifest.ts`),
  ];
}
