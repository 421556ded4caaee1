// Reads the exported site (out/) for tests that check files rather than a browser page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const OUT = path.resolve('out');

export function exportedHtmlFiles(dir = OUT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : exportedHtmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** `out/docs/intro/index.html` → `/docs/intro`. */
export function routeOfFile(file: string): string {
  const rel = '/' + path.relative(OUT, file).split(path.sep).join('/');
  if (rel === '/index.html') return '/';
  return rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

export const readExport = (file: string) => readFileSync(file, 'utf8');
