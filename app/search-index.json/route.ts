import { siteSearchData } from '@/lib/search/site-data';

// Written once at export time as out/search-index.json; the search box fetches it on first use.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(siteSearchData());
}
