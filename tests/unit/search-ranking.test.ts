// Ranking over the real content: for each query, the page a reader means must come first.
// Expected pages follow the rule title exact > title contains > heading > description > body,
// ties broken by manifest order (so the conversation-link page precedes the SDK page of the same name).
import { describe, expect, it } from 'vitest';
import { Index } from '../../node_modules/flexsearch/dist/flexsearch.light.module.min.js';
import { createSearchEngine, type TokenIndex } from '@/lib/search/engine';
import { siteSearchData } from '@/lib/search/site-data';

const engine = createSearchEngine(siteSearchData(), (encode) =>
  new (Index as unknown as new (o: object) => TokenIndex)({ encode, tokenize: 'strict', resolution: 1 }),
);

const EXPECTED: [query: string, route: string][] = [
  ['自动回复', '/docs/tutorial/kefu/zi-dong-hui-fu'],
  ['个人自动回复', '/docs/tutorial/shiyong/ge-ren-zi-dong-hui-fu'],
  ['快速入门', '/docs/tutorial/yindao/rumen'],
  ['客服工作台', '/docs/tutorial/jichu/ke-fu-gong-zuo-tai'],
  ['注册', '/docs/tutorial/jichu/ru-he-zhu-ce-yi-lian'],
  ['whatsapp', '/docs/tutorial/jieru/whatsapp'],
  ['ＴＥＬＥＧＲＡＭ', '/docs/tutorial/jieru/telegram'],
  ['Facebook', '/docs/tutorial/jieru/facebook'],
  ['Instagram', '/docs/tutorial/jieru/instagram'],
  ['LINE', '/docs/tutorial/jieru/line'],
  ['二维码', '/docs/tutorial/jieru/zhi-lian-lian-jie-er-wei-ma'],
  ['自有域名', '/docs/tutorial/jieru/jie-ru-zi-you-yu-ming'],
  ['添加客服', '/docs/tutorial/guanli/tian-jia-ke-fu'],
  ['权限', '/docs/tutorial/guanli/quan-xian-she-zhi'],
  ['上班时间', '/docs/tutorial/guanli/she-zhi-shang-ban-shi-jian'],
  ['分配方式', '/docs/tutorial/guanli/dui-hua-fen-pei-fang-shi'],
  ['对话上限', '/docs/tutorial/guanli/dui-hua-shang-xian-she-zhi'],
  ['工作统计', '/docs/tutorial/guanli/ke-fu-gong-zuo-tong-ji'],
  ['个人快捷回复', '/docs/tutorial/shiyong/ge-ren-kuai-jie-hui-fu'],
  ['团队快捷回复', '/docs/tutorial/duihua/tuan-dui-kuai-jie-hui-fu-she-zhi'],
  ['转接', '/docs/tutorial/shiyong/ru-he-zhuan-jie-dui-hua-gei-tong-shi'],
  ['头像', '/docs/tutorial/shiyong/she-zhi-tou-xiang-ni-cheng'],
  ['拉黑', '/docs/tutorial/duihua/ru-he-la-hei-gu-ke'],
  ['打标签', '/docs/tutorial/duihua/ru-he-gei-gu-ke-da-biao-qian'],
  ['顾客名片', '/docs/tutorial/duihua/ru-he-she-zhi-gu-ke-ming-pian'],
  ['邀请顾客评价', '/docs/tutorial/duihua/ru-he-yao-qing-gu-ke-ping-jia'],
  ['历史对话', '/docs/tutorial/duihua/li-shi-dui-hua-cha-kan-he-shai-xuan'],
  ['对话什么时候会结束', '/docs/tutorial/duihua/dui-hua-shen-me-shi-hou-hui-jie-shu'],
  ['机器人', '/docs/tutorial/kefu/ji-qi-ren-zi-dong-hui-da'],
  ['预设问题', '/docs/tutorial/kefu/yu-she-wen-ti'],
  ['智能菜单', '/docs/tutorial/kefu/zhi-neng-cai-dan-she-zhi'],
  ['翻译', '/docs/tutorial/kefu/zhi-neng-fan-yi'],
  ['转人工', '/docs/tutorial/kefu/tiao-jian-zhuan-ren-gong'],
  ['输入引导', '/docs/tutorial/kefu/gu-ke-shu-ru-yin-dao'],
  ['绑定会员ID', '/docs/api/link/bang-ding-hui-yuan-id'],
  ['会员 ID', '/docs/api/link/bang-ding-hui-yuan-id'],
  ['商品卡片', '/docs/api/link/shang-pin-ka-pian'],
  ['安装', '/docs/api/jssdk/an-zhuang'],
  ['API 参考', '/docs/api/jssdk/api-can-kao'],
  ['单页应用', '/docs/api/jssdk/dan-ye-ying-yong'],
  ['未读消息', '/docs/api/jssdk/jian-ting-wei-du-xiao-xi'],
  ['默认聊天按钮', '/docs/api/jssdk/qu-chu-mo-ren-liao-tian-an-niu'],
  ['展开聊天窗', '/docs/api/jssdk/zhan-kai-liao-tian-chuang'],
  ['隐藏聊天窗', '/docs/api/jssdk/yin-cang-liao-tian-chuang'],
  ['Yilian.setMember()', '/docs/api/jssdk/api-can-kao'],
  // Named in this page's description, which outranks the reference's body.
  ['INVALID_SIGNATURE', '/docs/api/jssdk/bang-ding-hui-yuan-id'],
];

describe('search ranking on the real content', () => {
  it(`has at least 30 queries`, () => {
    expect(EXPECTED.length).toBeGreaterThanOrEqual(30);
  });
  for (const [query, route] of EXPECTED) {
    it(`「${query}」 → ${route}`, () => {
      expect(engine.search(query, 10)[0]?.route).toBe(route);
    });
  }
});
