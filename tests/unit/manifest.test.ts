import { describe, expect, it } from 'vitest';
import { sidebars } from '@/lib/docs/manifest';
import { allCategories, allDocs, allRoutes, breadcrumbs, findDoc, getSidebar, linearItems, neighbours } from '@/lib/docs/tree';
import { categorySlug } from '@/lib/docs/slug';
import { checkContentFiles } from '@/lib/docs/content-files';

// The contract (SITEMAP.md): category label → slug of its index page.
const CONTRACT_SLUGS: Record<string, string> = {
  新手引导: '新手引导',
  基础知识: '基础知识',
  渠道接入: '渠道接入',
  智能客服: '智能客服',
  对话聊天: '对话聊天',
  客服管理: '客服管理',
  客服账号使用: '客服账号使用',
  'APP 接入': 'app-接入',
  对话链接: '对话链接',
  '网页 JS SDK': '网页-js-sdk',
};

describe('manifest', () => {
  it('has the 67 docs of the site map: 1 intro, 42 tutorial, 24 API', () => {
    expect(allDocs).toHaveLength(67);
    expect(allDocs.filter((d) => d.sidebarId === null).map((d) => d.route)).toEqual(['/docs/intro']);
    expect(allDocs.filter((d) => d.sidebarId === 'tutorial')).toHaveLength(42);
    expect(allDocs.filter((d) => d.sidebarId === 'api')).toHaveLength(24);
  });

  it('derives every category slug with github-slugger exactly as the contract gives it', () => {
    expect(Object.fromEntries(allCategories.map((c) => [c.title, c.slug]))).toEqual(CONTRACT_SLUGS);
    expect(categorySlug('网页 JS SDK')).toBe('网页-js-sdk');
  });

  it('has unique routes', () => {
    const routes = allRoutes();
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives every doc and category a one-sentence Chinese description', () => {
    for (const item of [...allDocs, ...allCategories]) {
      expect(item.description, item.route).toMatch(/\p{Script=Han}/u);
      expect(item.description.length, item.route).toBeGreaterThan(10);
      expect(item.description.length, item.route).toBeLessThan(90);
    }
  });

  it('has exactly one MDX file per doc and none extra', () => {
    expect(checkContentFiles()).toEqual([]);
  });

  it('starts each sidebar with its intro page, as the navbar entries expect', () => {
    expect(getSidebar('tutorial').route).toBe('/docs/tutorial/intro');
    expect(getSidebar('api').route).toBe('/docs/api/intro');
    expect(sidebars.map((s) => s.label)).toEqual(['使用教程', '开发文档']);
  });

  it('links neighbours in reading order, through category index pages', () => {
    const first = findDoc('tutorial/intro')!;
    expect(neighbours(first)).toEqual({ prev: undefined, next: { title: '新手引导', route: '/docs/category/新手引导' } });
    const jianjie = findDoc('tutorial/yindao/jianjie')!;
    expect(neighbours(jianjie).prev).toEqual({ title: '新手引导', route: '/docs/category/新手引导' });
    const list = linearItems(getSidebar('api'));
    expect(neighbours(list[list.length - 1]!).next).toBeUndefined();
    expect(neighbours(findDoc('intro')!)).toEqual({});
  });

  it('builds breadcrumbs from the category to the page', () => {
    expect(breadcrumbs(findDoc('api/jssdk/an-zhuang')!)).toEqual([
      { title: '网页 JS SDK', route: '/docs/category/网页-js-sdk' },
      { title: '安装与初始化', route: '/docs/api/jssdk/an-zhuang' },
    ]);
  });
});
