// The only place where a doc's route, title, order and description are written.
// Sidebar, category pages, breadcrumbs, prev/next, <title>, meta, search, sitemap and llms.txt all derive from it.

export interface DocEntry {
  /** Path below /docs/, also the MDX file below content/docs/ (without .mdx). */
  id: string;
  title: string;
  /** One sentence, used on cards, in the meta description and in search. */
  description: string;
}

export interface CategoryEntry {
  label: string;
  description: string;
  items: DocEntry[];
}

export type SidebarItem = { type: 'doc'; doc: DocEntry } | { type: 'category'; category: CategoryEntry };

export interface Sidebar {
  id: 'tutorial' | 'api';
  /** Navbar label. */
  label: string;
  items: SidebarItem[];
}

const doc = (id: string, title: string, description: string): SidebarItem => ({
  type: 'doc',
  doc: { id, title, description },
});
const d = (id: string, title: string, description: string): DocEntry => ({ id, title, description });
const category = (label: string, description: string, items: DocEntry[]): SidebarItem => ({
  type: 'category',
  category: { label, description, items },
});

/** Docs outside every sidebar. */
export const standaloneDocs: DocEntry[] = [
  d('intro', '文档介绍', '了解易联文档的两大部分、各角色的阅读路线、搜索快捷键与文档中的书写约定。'),
];

export const sidebars: Sidebar[] = [
  {
    id: 'tutorial',
    label: '使用教程',
    items: [
      doc('tutorial/intro', '使用教程介绍', '按管理员和客服两种角色的阅读顺序，找到七个教程分类中与你工作相关的页面。'),
      category('新手引导', '认识易联，了解它适合解决什么问题，并在 15 分钟内完成第一次配置。', [
        d('tutorial/yindao/jianjie', '简介', '认识易联是什么，以及站点、渠道、对话、客服组、机器人、会员 ID 等概念如何关联。'),
        d(
          'tutorial/yindao/liyou',
          '为什么选择易联',
          '按几类常见问题了解易联的对应能力与注意点，并判断什么情况下易联未必适合你。',
        ),
        d(
          'tutorial/yindao/rumen',
          '快速入门',
          '完成注册、查看站点 ID、安装网页代码、邀请客服、设置上班时间与自动回复并测试第一次对话。',
        ),
      ]),
      category('基础知识', '客服每天使用的工作台、顾客进入对话的方式，以及如何注册账号。', [
        d(
          'tutorial/jichu/ke-fu-gong-zuo-tai',
          '客服工作台',
          '了解工作台布局、对话列表各标签页、顾客名片、在线状态、三个版本与通知提醒的用法。',
        ),
        d(
          'tutorial/jichu/ke-hu-zen-me-jin-lai-zi-xun',
          '客户怎么进来咨询',
          '了解顾客从网页、APP、直链二维码和社交渠道进入咨询的方式，以及工作台里的渠道标签。',
        ),
        d(
          'tutorial/jichu/ru-he-zhu-ce-yi-lian',
          '如何注册易联',
          '学会注册主账号、验证邮箱、创建第一个站点、查看站点 ID 并完成首次登录测试。',
        ),
      ]),
      category('渠道接入', '把网页、APP、链接和各社交平台的消息接入易联工作台。', [
        d(
          'tutorial/jieru/wang-ye',
          '网页',
          '把网页安装代码贴到网站或建站工具，设置按钮外观、验证接入、配置 CSP，并排查按钮不显示的问题。',
        ),
        d('tutorial/jieru/app', 'APP', 'APP 怎样用 WebView 打开对话链接接入，管理员要做的准备，以及要交给开发人员的信息清单。'),
        d(
          'tutorial/jieru/zhi-lian-lian-jie-er-wei-ma',
          '直链链接与二维码',
          '获取直链链接、下载 PNG 或 SVG 二维码，用在邮件、短信、海报和社交主页，并给链接加参数。',
        ),
        d(
          'tutorial/jieru/jie-ru-zi-you-yu-ming',
          '接入自有域名',
          '添加自有域名、配置 CNAME 记录与验证，以及自动签发 HTTPS 证书和 CAA、DNS 代理导致的失败。',
        ),
        d(
          'tutorial/jieru/whatsapp',
          'WhatsApp',
          'Cloud API 接入所需的企业账户、企业验证、号码和显示名称，以及 24 小时窗口、模板消息和费用。',
        ),
        d(
          'tutorial/jieru/facebook',
          'Facebook',
          '授权易联接入 Facebook 主页的 Messenger，以及所需权限、24 小时窗口、人工客服标签和不支持的功能。',
        ),
        d(
          'tutorial/jieru/instagram',
          'Instagram',
          '准备专业账号、关联主页、打开“允许访问消息”并完成授权，以及快拍回复和提及的处理与限制。',
        ),
        d(
          'tutorial/jieru/line',
          'Line',
          '开通 Messaging API、填写频道密钥和令牌、设置 Webhook 并关闭自动回应，以及推送消息额度的规则。',
        ),
        d(
          'tutorial/jieru/telegram',
          'Telegram',
          '用 BotFather 创建 Bot、把令牌填进易联、处理隐私模式和群组，以及令牌泄露时用 /revoke 吊销。',
        ),
      ]),
      category('智能客服', '用自动回复、机器人、菜单和翻译减少重复劳动，在需要时转给人工。', [
        d(
          'tutorial/kefu/zi-dong-hui-fu',
          '自动回复',
          '设置首次进入、非上班时间、排队、客服超时未回复四种站点自动回复，了解发送顺序及与个人自动回复的分工。',
        ),
        d(
          'tutorial/kefu/ji-qi-ren-zi-dong-hui-da',
          '机器人自动回答',
          '了解机器人如何按知识库匹配回答，学会建立和导入知识库、开启机器人，以及它何时把对话交给人工客服。',
        ),
        d(
          'tutorial/kefu/yu-she-wen-ti',
          '预设问题',
          '设置聊天窗打开时显示的可点击常见问题，包括答案来源、显示数量，以及它们会开始对话的影响。',
        ),
        d(
          'tutorial/kefu/zhi-neng-cai-dan-she-zhi',
          '智能菜单设置',
          '搭建最多两层的引导按钮菜单，设置发送回复、展开下一级、转人工、打开链接四种动作和显示时机。',
        ),
        d(
          'tutorial/kefu/zhi-neng-fan-yi',
          '智能翻译',
          '了解顾客与客服之间如何自动互译，学会开启和设置智能翻译，并弄清它翻译和不翻译的内容。',
        ),
        d(
          'tutorial/kefu/tiao-jian-zhuan-ren-gong',
          '条件转人工',
          '按关键词、连续未识别、对话轮数和顾客名片字段设置转人工条件，了解转人工后及非上班时间的处理。',
        ),
        d(
          'tutorial/kefu/gu-ke-shu-ru-yin-dao',
          '顾客输入引导',
          '学会设置输入引导，在对话前或对话中收集姓名、电话、订单号并写入顾客名片。',
        ),
      ]),
      category('对话聊天', '对话的开始与结束，以及标签、拉黑、顾客名片、评价和快捷回复。', [
        d(
          'tutorial/duihua/dui-hua-shen-me-shi-hou-hui-chu-fa',
          '对话什么时候会触发',
          '弄清对话在什么时刻触发、哪些动作不会触发，以及触发后的分配与排队流程。',
        ),
        d(
          'tutorial/duihua/dui-hua-shen-me-shi-hou-hui-jie-shu',
          '对话什么时候会结束',
          '了解对话手动结束与自动结束的规则、结束后的评价与历史记录，以及如何重新打开对话。',
        ),
        d(
          'tutorial/duihua/ru-he-gei-gu-ke-da-biao-qian',
          '如何给顾客打标签',
          '讲解管理员如何在标签管理中建立、合并和删除标签，客服如何在顾客名片上打标签，以及如何按标签筛选历史对话。',
        ),
        d(
          'tutorial/duihua/ru-he-la-hei-gu-ke',
          '如何拉黑顾客',
          '说明谁可以拉黑顾客、如何拉黑并设定期限、被拉黑的顾客遇到 BLOCKED 等情况，以及如何查看和解除黑名单。',
        ),
        d(
          'tutorial/duihua/ru-he-she-zhi-gu-ke-ming-pian',
          '如何设置顾客名片',
          '介绍如何配置内置和自定义名片字段、在工作台查看和编辑名片，以及输入引导、对话链接和 SDK 这几种资料来源的优先关系。',
        ),
        d(
          'tutorial/duihua/ru-he-yao-qing-gu-ke-ping-jia',
          '如何邀请顾客评价',
          '讲解如何开启结束时自动邀请或客服手动邀请评价，顾客在各渠道看到的样子，以及在历史对话和统计中查看评价结果。',
        ),
        d(
          'tutorial/duihua/tuan-dui-kuai-jie-hui-fu-she-zhi',
          '团队快捷回复设置',
          '说明管理员如何维护团队快捷回复的分组、可见范围和批量导入导出，客服如何使用，以及它与个人快捷回复的区别。',
        ),
        d(
          'tutorial/duihua/li-shi-dui-hua-cha-kan-he-shai-xuan',
          '历史对话查看和筛选',
          '介绍历史对话的查看权限，按时间、客服、渠道、标签、评价和关键词组合筛选，以及查看详情、导出和保存期限。',
        ),
      ]),
      category('客服管理', '添加客服、分配权限，设置上班时间、分配方式与对话上限，查看工作统计。', [
        d(
          'tutorial/guanli/tian-jia-ke-fu',
          '添加客服',
          '如何用邮箱邀请客服、分入客服组、计算席位，以及停用或删除客服时对话如何处理。',
        ),
        d(
          'tutorial/guanli/quan-xian-she-zhi',
          '权限设置',
          '主账号、管理员、客服三种默认角色的权限对照，以及如何新建和分配自定义角色。',
        ),
        d(
          'tutorial/guanli/she-zhi-shang-ban-shi-jian',
          '设置上班时间',
          '按周设置上班时间、时区和节假日，为客服组单独设置，以及非上班时间顾客看到什么。',
        ),
        d(
          'tutorial/guanli/dui-hua-fen-pei-fang-shi',
          '对话分配方式',
          '轮流分配、空闲优先、手动领取如何挑选客服，以及与对话上限、客服组和指定接待的关系。',
        ),
        d(
          'tutorial/guanli/dui-hua-shang-xian-she-zhi',
          '对话上限设置',
          '设置默认和单个客服的对话上限，了解排队规则以及顾客排队时看到的内容。',
        ),
        d(
          'tutorial/guanli/ke-fu-gong-zuo-tong-ji',
          '客服工作统计',
          '客服工作统计各项指标的准确定义，以及如何按时间、客服组、渠道筛选和导出报表。',
        ),
      ]),
      category('客服账号使用', '客服个人的快捷回复、自动回复、转接与协助同事，以及个人资料设置。', [
        d(
          'tutorial/shiyong/ge-ren-kuai-jie-hui-fu',
          '个人快捷回复',
          '创建和分组个人快捷回复，在聊天中用斜杠或面板快速发送，并了解与团队快捷回复的区别。',
        ),
        d(
          'tutorial/shiyong/ge-ren-zi-dong-hui-fu',
          '个人自动回复',
          '设置接待问候语和忙碌离线时的暂离回复，并区分个人自动回复与站点自动回复。',
        ),
        d(
          'tutorial/shiyong/ru-he-zhuan-jie-dui-hua-gei-tong-shi',
          '如何转接对话给同事',
          '把对话转接给同事或客服组并写好备注，了解转接前后顾客看到的提示和统计归属。',
        ),
        d(
          'tutorial/shiyong/cha-kan-yu-xie-zhu-tong-shi-liao-tian',
          '查看与协助同事聊天',
          '需要的权限、如何旁观同事对话、用内部备注协助、邀请协助以及直接接手对话。',
        ),
        d(
          'tutorial/shiyong/she-zhi-tou-xiang-ni-cheng',
          '设置头像昵称',
          '在个人资料中设置头像和昵称，了解图片要求、昵称与姓名的区别及各渠道的显示方式。',
        ),
      ]),
    ],
  },
  {
    id: 'api',
    label: '开发文档',
    items: [
      doc(
        'api/intro',
        '开发文档介绍',
        '比较 APP 接入、对话链接和网页 JS SDK 三种集成方式的能力与选择，以及站点 ID、会员签名和安全要求。',
      ),
      category('APP 接入', '在原生或跨平台 APP 中通过 WebView 打开易联对话。', [
        d(
          'api/app/link',
          '通过链接在 APP 中接入',
          '在 iOS、Android、Flutter 的 WebView 中打开对话链接，开启图片与相机权限，并安全带上会员身份。',
        ),
      ]),
      category('对话链接', '用一条带参数的 URL 打开易联对话，传递会员、顾客资料、语言和商品。', [
        d(
          'api/link/bang-ding-hui-yuan-id',
          '绑定会员ID',
          '在服务器上用 HMAC-SHA256 签名生成带 member_id 和 sign 的链接，并了解签名错误时的表现与排查。',
        ),
        d(
          'api/link/chu-fa-xiao-xi',
          '触发消息',
          '用 msg 参数在打开对话时自动发出顾客消息，与商品卡片、客服组组合，并避开误触发。',
        ),
        d(
          'api/link/chuan-di-gu-ke-zi-liao-crm-dui-jie',
          '传递顾客资料（CRM 对接）',
          '用 name、email、phone、note、fields 把顾客资料写进顾客名片，正确编码 JSON，并守住隐私边界。',
        ),
        d(
          'api/link/duo-yu-yan-zhi-chi',
          '多语言支持',
          '用 lang 参数指定对话页面的界面语言，把自家语言代码换算成支持的取值，并了解它管不到的内容。',
        ),
        d(
          'api/link/shang-pin-ka-pian',
          '商品卡片',
          '用 product 系列参数在对话开始时带上商品卡片，了解必填项、出现时机和价格可信度。',
        ),
        d(
          'api/link/xian-shi-li-shi-liao-tian-ji-lu',
          '显示历史聊天记录',
          '用 history=1 配合会员 ID 与签名，让已登录顾客在对话页面看到以往的聊天记录。',
        ),
        d(
          'api/link/zhi-ding-ke-fu-huo-ke-fu-zu',
          '指定客服或客服组',
          '用 agent 和 group 参数把新对话分给指定客服或客服组，了解 ID 在哪里查看和不在线时的兜底。',
        ),
      ]),
      category('网页 JS SDK', '在网页中用 window.Yilian 控制聊天窗口、传递数据并监听事件。', [
        d(
          'api/jssdk/an-zhuang',
          '安装与初始化',
          '引入 SDK 脚本、调用 Yilian.init 并确认接入成功，以及异步加载、CSP 放行和 TypeScript 声明。',
        ),
        d(
          'api/jssdk/bang-ding-hui-yuan-id',
          '绑定会员ID',
          '讲解会员签名的原理、Node.js 服务端签名接口、setMember、clearMember 用法及 INVALID_SIGNATURE 排查。',
        ),
        d(
          'api/jssdk/chu-fa-xiao-xi',
          '触发消息',
          '学会用 Yilian.sendMessage 一键发起咨询，并与商品卡片、指定客服组配合，避免误触发对话。',
        ),
        d(
          'api/jssdk/chuan-di-gu-ke-zi-liao-crm-dui-jie',
          '传递顾客资料（CRM 对接）',
          '学会用 setCustomer 和 customer 配置项把 CRM 资料与自定义字段传入顾客名片，并注意隐私安全。',
        ),
        d(
          'api/jssdk/dan-ye-ying-yong',
          '单页应用',
          '了解单页应用中只加载、初始化一次 SDK，自动或手动记录页面浏览，按路由隐藏及微前端卸载清理。',
        ),
        d(
          'api/jssdk/duo-yu-yan-zhi-chi',
          '多语言支持',
          '学会用 language 配置项和 setLanguage 让聊天窗语言跟随网站切换，并了解哪些内容不会被翻译。',
        ),
        d(
          'api/jssdk/jian-ting-wei-du-xiao-xi',
          '监听未读消息',
          '学会监听 unread 事件、读取未读数，在自定义按钮和标题上显示角标，并正确用 off 或返回函数取消监听。',
        ),
        d(
          'api/jssdk/liao-tian-chuang-kou-shi-fou-ke-jian',
          '聊天窗口是否可见',
          '用 Yilian.isOpen 查询聊天窗是否展开，并用 open、close 事件让页面界面与它保持同步。',
        ),
        d(
          'api/jssdk/qu-chu-mo-ren-liao-tian-an-niu',
          '去除默认聊天按钮',
          '用 showLauncher 或 hideLauncher 去掉默认聊天按钮，再用 Yilian.toggle 接上自己的按钮和未读角标。',
        ),
        d(
          'api/jssdk/shang-pin-ka-pian',
          '商品卡片',
          '用 Yilian.sendProduct 发送顾客正在看的商品卡片，了解发送时机、避免重复发送的写法和价格可信度问题。',
        ),
        d(
          'api/jssdk/xian-shi-li-shi-liao-tian-ji-lu',
          '显示历史聊天记录',
          '用 showHistory 加上服务端签名绑定的会员，让已登录顾客在聊天窗里看到以往的聊天记录。',
        ),
        d(
          'api/jssdk/yin-cang-liao-tian-chuang',
          '隐藏聊天窗',
          '对比收起聊天窗、隐藏聊天入口和用 destroy 彻底移除组件三种做法，以及各自在页面上的写法。',
        ),
        d(
          'api/jssdk/zhan-kai-liao-tian-chuang',
          '展开聊天窗',
          '用 Yilian.open 从按钮、链接或网址 #chat 展开聊天窗，并等组件就绪后再展开。',
        ),
        d(
          'api/jssdk/zhi-ding-ke-fu-huo-ke-fu-zu',
          '指定客服或客服组',
          '用 assign 配置项或 Yilian.assign 指定客服或客服组，了解指定对象不在线时对话的去向和兜底规则。',
        ),
        d(
          'api/jssdk/api-can-kao',
          'API 参考',
          '查阅网页 JS SDK 全部初始化配置项、19 个方法、6 个事件、错误码及完整的 TypeScript 类型声明。',
        ),
      ]),
    ],
  },
];
