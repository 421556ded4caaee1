import type { Metadata } from 'next';
import { strings } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { findDoc, navSidebars } from '@/lib/docs/tree';
import { AppLink } from '@/components/AppLink';
import { Breadcrumbs } from '@/components/docs/Breadcrumbs';

export const metadata: Metadata = pageMetadata({
  title: '文档',
  description: '易联文档总览：使用教程面向管理员与客服，开发文档面向嵌入聊天的开发者。',
  route: '/docs',
});

export default function DocsOverviewPage() {
  const intro = findDoc('intro');
  return (
    <main id="main-content" className="docs-overview" tabIndex={-1}>
      <Breadcrumbs trail={[{ title: '文档', route: '/docs' }]} />
      <div className="markdown">
        <h1>易联文档</h1>
        <p className="doc-lead">
          {strings.docsOverviewLead}
          {intro && (
            <>
              第一次来？先读 <AppLink href={intro.route}>{intro.title}</AppLink>。
            </>
          )}
        </p>
      </div>
      <div className="overview-areas">
        {navSidebars.map((sidebar) => (
          <section key={sidebar.id} className="overview-area" aria-labelledby={`area-${sidebar.id}`}>
            <h2 id={`area-${sidebar.id}`}>
              <AppLink href={sidebar.route}>{sidebar.label}</AppLink>
            </h2>
            <ul>
              {sidebar.items.map((item) => (
                <li key={item.route}>
                  <AppLink href={item.route}>{item.title}</AppLink>
                  <span className="overview-area__desc">{item.description}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
