// Collects every internal link of the site: MDX pages, plus links written in config and manifest.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { allDocs, allRoutes, findDoc } from '../docs/tree';
import { homeCapabilities, site } from '../site';
import { headingsOf } from '../markdown/headings';
import { linksOf } from '../markdown/links';
import { CONTENT_DIR, readDocTree } from '../markdown/parse';
import { checkLinks, duplicateRoutes, type LinkReport, type LinkSource } from './check';

function publicFiles(dir = path.join(process.cwd(), 'public'), prefix = ''): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? publicFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
    );
  } catch {
    return [];
  }
}

export function checkSiteLinks(): LinkReport {
  const anchors = new Map<string, Set<string>>();
  const links: LinkSource[] = [];
  for (const doc of allDocs) {
    const tree = readDocTree(doc.id);
    anchors.set(doc.route, new Set(headingsOf(tree).map((h) => h.id)));
    const file = path.relative(process.cwd(), path.join(CONTENT_DIR, `${doc.id}.mdx`));
    for (const link of linksOf(tree)) links.push({ where: `${file}:${link.line}`, route: doc.route, url: link.url });
  }
  links.push({ where: 'lib/site.ts (announcement)', url: site.announcement.href });
  for (const link of site.footerLinks) links.push({ where: 'lib/site.ts (footer)', url: link.href });
  for (const cap of homeCapabilities) {
    const doc = findDoc(cap.docId);
    links.push({ where: 'lib/site.ts (homeCapabilities)', url: doc ? doc.route : `/docs/${cap.docId}` });
  }
  const routes = allRoutes();
  const report = checkLinks(links, routes, anchors, [...publicFiles(), '/llms.txt', '/llms-full.txt', '/sitemap.xml']);
  for (const dupe of duplicateRoutes(routes)) report.warnings.push(`duplicate route ${dupe}`);
  return report;
}
