// Site-wide configuration: the one place for names, URLs and fixed texts.
export const site = {
  title: '易联',
  productName: '易联',
  tagline: '把网页、APP 和社交渠道的顾客咨询汇到一个工作台，让客服更快、更省心地接待。',
  description: '易联文档中心：客服与在线聊天产品的使用教程与开发文档。',
  url: 'https://docs.example.com',
  basePath: '/',
  locale: 'zh-Hans',
  copyrightYear: 2024,
  announcement: {
    id: 'announcement-2024-jssdk-v1',
    text: '网页 JS SDK v1 已发布：查看',
    linkText: '安装与初始化',
    href: '/docs/api/jssdk/an-zhuang',
  },
  footerLinks: [
    { label: '使用说明', href: '/docs/tutorial/intro' },
    { label: 'API 文档', href: '/docs/api/intro' },
    { label: '官网', href: 'https://www.example.com/' },
    { label: '在线客服', href: 'https://chat.example.com/c/ylsite_demo_0001' },
  ],
} as const;

export type FooterLink = (typeof site.footerLinks)[number];

/** The capability grid of the home page: each links to the doc that explains it (title from the manifest). */
export const homeCapabilities: { docId: string; heading: string; text: string }[] = [
  {
    docId: 'tutorial/jieru/wang-ye',
    heading: '全渠道接入',
    text: '网页、APP、WhatsApp、Facebook、Instagram、LINE、Telegram 的消息汇入同一个工作台。',
  },
  {
    docId: 'tutorial/kefu/zi-dong-hui-fu',
    heading: '自动回复',
    text: '欢迎语、非上班时间和排队提示自动发出，顾客不再等待无人应答。',
  },
  {
    docId: 'tutorial/kefu/ji-qi-ren-zi-dong-hui-da',
    heading: '机器人',
    text: '用知识库自动回答常见问题，答不上时按条件转给人工客服。',
  },
  { docId: 'tutorial/kefu/zhi-neng-fan-yi', heading: '智能翻译', text: '顾客和客服各用自己的语言交流，消息自动互译。' },
  {
    docId: 'tutorial/guanli/dui-hua-fen-pei-fang-shi',
    heading: '团队协作',
    text: '分配方式、对话上限、上班时间和权限，让团队有序接待。',
  },
  { docId: 'api/jssdk/an-zhuang', heading: '网页 JS SDK', text: '几行代码嵌入聊天窗，绑定会员、传递顾客资料、监听未读消息。' },
];
