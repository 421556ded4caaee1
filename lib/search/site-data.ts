// The search data of the whole site, in manifest order (which breaks ranking ties).
import { allDocs } from '../docs/tree';
import { readDocTree } from '../markdown/parse';
import { buildSearchData } from './extract';
import type { SearchData } from './types';

export function siteSearchData(): SearchData {
  return buildSearchData(
    allDocs.map((d) => ({ title: d.title, route: d.route, description: d.description, tree: readDocTree(d.id) })),
  );
}
