// Every zh-Hans UI string of the site, in one table (kept honest by tests/unit/i18n.test.ts).
// Client components never import this module: their server parents pass the few labels they
// need (see `pick`), so the table does not ship in the page's JavaScript.
import { crashStrings } from './i18n-crash';

export const strings = {
  skipToContent: '跳到主要内容',
  mainNavLabel: '主导航',
  navTutorial: '使用教程',
  navApi: '开发文档',
  toggleNav: '切换导航栏',
  closeNav: '关闭导航栏',
  backToMainMenu: '← 回到主菜单',
  themeToggleLight: '切换浅色/暗黑模式（当前为浅色模式）',
  themeToggleDark: '切换浅色/暗黑模式（当前为暗黑模式）',
  closeAnnouncement: '关闭',
  sidebarLabel: '文档侧边栏',
  expandCategory: "展开侧边栏分类 '{label}'",
  collapseCategory: "折叠侧边栏分类 '{label}'",
  breadcrumbsLabel: '页面路径',
  breadcrumbsHome: '主页面',
  paginationLabel: '文件选项卡',
  previous: '上一页',
  next: '下一页',
  onThisPage: '本页总览',
  headingAnchor: '{heading}的直接链接',
  copyCode: '复制代码到剪贴板',
  copied: '复制成功',
  toggleWordWrap: '切换自动换行',
  backToTop: '回到顶部',
  copyMarkdown: '复制 Markdown',
  markdownCopied: '已复制 Markdown',
  markdownCopyFailed: '复制失败，请打开 Markdown 版本手动复制',
  viewMarkdown: '查看 Markdown',
  categoryItems: '{count} 个项目',
  notFoundTitle: '找不到页面',
  notFoundBody: '我们找不到您要找的页面。',
  notFoundHint: '请联系原始链接来源网站的所有者，并告知他们链接已损坏。',
  ...crashStrings,
  loadFailed: '加载失败：{message}',
  footerLinksLabel: '页脚链接',
  copyright: 'Copyright © {year} {name}',
  admonitionNote: '备注',
  admonitionTip: '提示',
  admonitionInfo: '信息',
  admonitionWarning: '注意',
  admonitionDanger: '危险',
  admonitionCaution: '警告',
  search: '搜索',
  searchDocs: '搜索文档',
  searchHint: '输入关键词查找文档，例如：自动回复、WhatsApp、会员ID。',
  searchRecent: '最近搜索',
  searchLoading: '正在加载搜索…',
  searchNoResults: '没有找到与「{query}」相关的结果',
  searchLoadFailed: '搜索加载失败：{message}',
  searchClose: '关闭搜索',
  searchResults: '搜索结果',
  searchKeys: '↑↓ 选择 · Enter 打开 · Esc 关闭',
  editThisPage: '编辑此页',
  lastUpdated: '最后{byUser}{atDate}更新',
  versionLabel: '版本：{versionLabel}',
  homeTutorialCard: '面向站长、管理员和客服：从注册、接入渠道到日常接待。',
  homeApiCard: '面向开发者：在 APP、链接和网页中嵌入易联聊天。',
  homeCapabilities: '主要能力',
  docsOverviewLead: '选择你要阅读的部分。',
} as const;

// Strings of the replaced site's blog theme. No blog route exists; kept so the dictionary is complete.
export const blogStrings = {
  blogArchive: '历史博文',
  newerPosts: '较新的博文',
  olderPosts: '较旧的博文',
  newerPost: '较新一篇',
  olderPost: '较旧一篇',
  readMore: '阅读更多',
  readMoreAbout: '阅读 {title} 的全文',
  postCount: '{count} 篇博文',
  readingTime: '阅读需 {readingTime} 分钟',
  taggedPosts: '{nPosts} 含有标签「{tagName}」',
  tags: '标签',
  allTags: '查看所有标签',
  recentPosts: '最近博文导航',
} as const;

export type Strings = typeof strings;
export type StringKey = keyof Strings;

/** The labels a client component needs, to pass as a prop. */
export function pick<K extends StringKey>(...keys: K[]): Pick<Strings, K> {
  return Object.fromEntries(keys.map((k) => [k, strings[k]])) as Pick<Strings, K>;
}

/** Returns the string for `key` with `{name}` placeholders filled from `values`. */
export function t(key: StringKey, values: Record<string, string | number> = {}): string {
  return strings[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The wrong-base-path banner, written by an inline script (so it works when the bundle does not). */
export const baseUrlIssue = {
  zh: '本站未能正确加载。常见原因是站点的基础路径（base path）配置错误：当前配置的基础路径为 {configured}，根据当前地址，建议改为 {suggested}。',
  en: 'This site did not load properly. A very common reason is a wrong base path configuration: the configured base path is {configured}; from the current address we suggest {suggested}.',
} as const;
