import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { allDocs } from '@/lib/docs/tree';
import { docRouteData } from '@/lib/docs/page-data';
import { readDocTree } from '@/lib/markdown/parse';
import { tocHeadings } from '@/lib/markdown/headings';
import { DocLayout } from '@/components/docs/DocLayout';

export const dynamicParams = false;

type Params = { params: Promise<{ slug: string[] }> };

export function generateStaticParams() {
  return allDocs.map((doc) => ({ slug: doc.id.split('/') }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const data = docRouteData((await params).slug);
  if (!data) return {};
  return { title: data.item.title, description: data.item.description, alternates: { canonical: `${data.item.route}/` } };
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
    >
      <Content />
    </DocLayout>
  );
}
