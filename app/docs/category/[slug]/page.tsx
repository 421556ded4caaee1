import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/metadata';
import { allCategories } from '@/lib/docs/tree';
import { categoryRouteData } from '@/lib/docs/page-data';
import { DocLayout } from '@/components/docs/DocLayout';
import { CategoryCards } from '@/components/docs/CategoryCards';

export const dynamicParams = false;

type Params = { params: Promise<{ slug: string }> };

// Raw Chinese slugs: Next encodes them itself (encoding here would double-encode).
export function generateStaticParams() {
  return allCategories.map((category) => ({ slug: category.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const data = categoryRouteData((await params).slug);
  if (!data) return {};
  return pageMetadata({ title: data.item.title, description: data.item.description, route: data.item.route });
}

export default async function CategoryPage({ params }: Params) {
  const data = categoryRouteData((await params).slug);
  if (!data || data.item.kind !== 'category') notFound();
  return (
    <DocLayout
      title={data.item.title}
      route={data.item.route}
      sidebar={data.sidebar}
      breadcrumbs={data.breadcrumbs}
      prev={data.prev}
      next={data.next}
      lead={data.item.description}
      prose={false}
    >
      <CategoryCards docs={data.item.items} />
    </DocLayout>
  );
}
