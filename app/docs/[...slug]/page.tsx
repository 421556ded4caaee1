import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/metadata';
import { allDocs } from '@/lib/docs/tree';
import { docRouteData } from '@/lib/docs/page-data';
import { readDocTree } from '@/lib/markdown/parse';
import { tocHeadings } from '@/lib/markdown/headings';
import { DocLayout } from '@/components/docs/DocLayout';
import { DocFooter } from '@/components/docs/DocFooter';
import { lastUpdated } from '@/lib/docs/last-updated';
import { markdownTwinPath } from '@/lib/markdown/llms';
import { mdxFile } from '@/lib/markdown/parse';

export const dynamicParams = false;

type Params = { params: Promise<{ slug: string[] }> };

export function generateStaticParams() {
  return allDocs.map((doc) => ({ slug: doc.id.split('/') }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const data = docRouteData((await params).slug);
  if (!data) return {};
  return pageMetadata({ title: data.item.title, description: data.item.description, route: data.item.route });
}

export default async function DocPage({ params }: Params) {
  const data = docRouteData((await params).slug);
  if (!data || data.item.kind !== 'doc') notFound();
  const { default: Content } = await import(`@/content/docs/${data.item.id}.mdx`);
  return (
    <DocLayout
      title={data.item.title}
      route={data.item.route}
      sidebar={data.sidebar}
      breadcrumbs={data.breadcrumbs}
      prev={data.prev}
      next={data.next}
      headings={tocHeadings(readDocTree(data.item.id))}
      footer={<DocFooter markdownHref={markdownTwinPath(data.item.route)} updated={lastUpdated(mdxFile(data.item.id))} />}
    >
      <Content />
    </DocLayout>
  );
}
