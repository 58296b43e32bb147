/**
 * Regions for address forms: countries and regions of the world by ISO 3166-1 alpha-2 code, and
 * China's divisions by GB/T 2260 code: the 34 provincial-level divisions, then for each its main
 * prefecture-level cities (municipalities: their central districts). GB/T 2260 does not divide
 * Taiwan, Hong Kong and Macao further, so they have no children here either.
 */
import type { AreaLevel } from '@portal/shared/contract';

export interface AreaRow {
  code: string;
  parent_code: string | null;
  level: AreaLevel;
  name_zh: string;
  name_en: string;
  sort_order: number;
}

type Names = readonly [code: string, zh: string, en: string];

export const CHINA_CODE = 'CN';

/** Listed first; the others follow in English alphabetical order. */
const CHINA: Names = [CHINA_CODE, '中国', 'China'];

const COUNTRIES: readonly Names[] = [
  ['AE', '阿拉伯联合酋长国', 'United Arab Emirates'],
  ['AR', '阿根廷', 'Argentina'],
  ['AT', '奥地利', 'Austria'],
  ['AU', '澳大利亚', 'Australia'],
  ['BD', '孟加拉国', 'Bangladesh'],
  ['BE', '比利时', 'Belgium'],
  ['BG', '保加利亚', 'Bulgaria'],
  ['BR', '巴西', 'Brazil'],
  ['CA', '加拿大', 'Canada'],
  ['CH', '瑞士', 'Switzerland'],
  ['CL', '智利', 'Chile'],
  ['CO', '哥伦比亚', 'Colombia'],
  ['CZ', '捷克', 'Czechia'],
  ['DE', '德国', 'Germany'],
  ['DK', '丹麦', 'Denmark'],
  ['EE', '爱沙尼亚', 'Estonia'],
  ['EG', '埃及', 'Egypt'],
  ['ES', '西班牙', 'Spain'],
  ['FI', '芬兰', 'Finland'],
  ['FR', '法国', 'France'],
  ['GB', '英国', 'United Kingdom'],
  ['GR', '希腊', 'Greece'],
  ['HR', '克罗地亚', 'Croatia'],
  ['HU', '匈牙利', 'Hungary'],
  ['ID', '印度尼西亚', 'Indonesia'],
  ['IE', '爱尔兰', 'Ireland'],
  ['IL', '以色列', 'Israel'],
  ['IN', '印度', 'India'],
  ['IR', '伊朗', 'Iran'],
  ['IS', '冰岛', 'Iceland'],
  ['IT', '意大利', 'Italy'],
  ['JP', '日本', 'Japan'],
  ['KE', '肯尼亚', 'Kenya'],
  ['KR', '韩国', 'Republic of Korea'],
  ['KZ', '哈萨克斯坦', 'Kazakhstan'],
  ['LK', '斯里兰卡', 'Sri Lanka'],
  ['LT', '立陶宛', 'Lithuania'],
  ['LU', '卢森堡', 'Luxembourg'],
  ['LV', '拉脱维亚', 'Latvia'],
  ['MA', '摩洛哥', 'Morocco'],
  ['MN', '蒙古国', 'Mongolia'],
  ['MX', '墨西哥', 'Mexico'],
  ['MY', '马来西亚', 'Malaysia'],
  ['NG', '尼日利亚', 'Nigeria'],
  ['NL', '荷兰', 'Netherlands'],
  ['NO', '挪威', 'Norway'],
  ['NP', '尼泊尔', 'Nepal'],
  ['NZ', '新西兰', 'New Zealand'],
  ['PE', '秘鲁', 'Peru'],
  ['PH', '菲律宾', 'Philippines'],
  ['PK', '巴基斯坦', 'Pakistan'],
  ['PL', '波兰', 'Poland'],
  ['PT', '葡萄牙', 'Portugal'],
  ['QA', '卡塔尔', 'Qatar'],
  ['RO', '罗马尼亚', 'Romania'],
  ['RS', '塞尔维亚', 'Serbia'],
  ['RU', '俄罗斯', 'Russia'],
  ['SA', '沙特阿拉伯', 'Saudi Arabia'],
  ['SE', '瑞典', 'Sweden'],
  ['SG', '新加坡', 'Singapore'],
  ['SI', '斯洛文尼亚', 'Slovenia'],
  ['SK', '斯洛伐克', 'Slovakia'],
  ['TH', '泰国', 'Thailand'],
  ['TR', '土耳其', 'Türkiye'],
  ['UA', '乌克兰', 'Ukraine'],
  ['US', '美国', 'United States'],
  ['VN', '越南', 'Viet Nam'],
  ['ZA', '南非', 'South Africa'],
];

/** Each provincial-level division with its main cities (or districts), capital first. */
const PROVINCES: readonly { province: Names; level: 'city' | 'district'; children: Names[] }[] = [
  {
    province: ['110000', '北京市', 'Beijing'],
    level: 'district',
    children: [
      ['110101', '东城区', 'Dongcheng District'],
      ['110102', '西城区', 'Xicheng District'],
      ['110105', '朝阳区', 'Chaoyang District'],
      ['110106', '丰台区', 'Fengtai District'],
      ['110108', '海淀区', 'Haidian District'],
    ],
  },
  {
    province: ['120000', '天津市', 'Tianjin'],
    level: 'district',
    children: [
      ['120101', '和平区', 'Heping District'],
      ['120103', '河西区', 'Hexi District'],
      ['120104', '南开区', 'Nankai District'],
      ['120116', '滨海新区', 'Binhai New Area'],
    ],
  },
  {
    province: ['130000', '河北省', 'Hebei'],
    level: 'city',
    children: [
      ['130100', '石家庄市', 'Shijiazhuang'],
      ['130200', '唐山市', 'Tangshan'],
      ['130300', '秦皇岛市', 'Qinhuangdao'],
      ['130400', '邯郸市', 'Handan'],
      ['130600', '保定市', 'Baoding'],
      ['131000', '廊坊市', 'Langfang'],
    ],
  },
  {
    province: ['140000', '山西省', 'Shanxi'],
    level: 'city',
    children: [
      ['140100', '太原市', 'Taiyuan'],
      ['140200', '大同市', 'Datong'],
      ['140400', '长治市', 'Changzhi'],
      ['140800', '运城市', 'Yuncheng'],
    ],
  },
  {
    province: ['150000', '内蒙古自治区', 'Inner Mongolia'],
    level: 'city',
    children: [
      ['150100', '呼和浩特市', 'Hohhot'],
      ['150200', '包头市', 'Baotou'],
      ['150400', '赤峰市', 'Chifeng'],
      ['150600', '鄂尔多斯市', 'Ordos'],
    ],
  },
  {
    province: ['210000', '辽宁省', 'Liaoning'],
    level: 'city',
    children: [
      ['210100', '沈阳市', 'Shenyang'],
      ['210200', '大连市', 'Dalian'],
      ['210300', '鞍山市', 'Anshan'],
      ['210600', '丹东市', 'Dandong'],
      ['210700', '锦州市', 'Jinzhou'],
    ],
  },
  {
    province: ['220000', '吉林省', 'Jilin'],
    level: 'city',
    children: [
      ['220100', '长春市', 'Changchun'],
      ['220200', '吉林市', 'Jilin City'],
      ['220300', '四平市', 'Siping'],
      ['222400', '延边朝鲜族自治州', 'Yanbian Korean Autonomous Prefecture'],
    ],
  },
  {
    province: ['230000', '黑龙江省', 'Heilongjiang'],
    level: 'city',
    children: [
      ['230100', '哈尔滨市', 'Harbin'],
      ['230200', '齐齐哈尔市', 'Qiqihar'],
      ['230600', '大庆市', 'Daqing'],
      ['230800', '佳木斯市', 'Jiamusi'],
      ['231000', '牡丹江市', 'Mudanjiang'],
    ],
  },
  {
    province: ['310000', '上海市', 'Shanghai'],
    level: 'district',
    children: [
      ['310101', '黄浦区', 'Huangpu District'],
      ['310104', '徐汇区', 'Xuhui District'],
      ['310105', '长宁区', 'Changning District'],
      ['310110', '杨浦区', 'Yangpu District'],
      ['310115', '浦东新区', 'Pudong New Area'],
    ],
  },
  {
    province: ['320000', '江苏省', 'Jiangsu'],
    level: 'city',
    children: [
      ['320100', '南京市', 'Nanjing'],
      ['320200', '无锡市', 'Wuxi'],
      ['320300', '徐州市', 'Xuzhou'],
      ['320400', '常州市', 'Changzhou'],
      ['320500', '苏州市', 'Suzhou'],
      ['320600', '南通市', 'Nantong'],
      ['321000', '扬州市', 'Yangzhou'],
    ],
  },
  {
    province: ['330000', '浙江省', 'Zhejiang'],
    level: 'city',
    children: [
      ['330100', '杭州市', 'Hangzhou'],
      ['330200', '宁波市', 'Ningbo'],
      ['330300', '温州市', 'Wenzhou'],
      ['330400', '嘉兴市', 'Jiaxing'],
      ['330600', '绍兴市', 'Shaoxing'],
      ['330700', '金华市', 'Jinhua'],
    ],
  },
  {
    province: ['340000', '安徽省', 'Anhui'],
    level: 'city',
    children: [
      ['340100', '合肥市', 'Hefei'],
      ['340200', '芜湖市', 'Wuhu'],
      ['340300', '蚌埠市', 'Bengbu'],
      ['340800', '安庆市', 'Anqing'],
      ['341000', '黄山市', 'Huangshan'],
    ],
  },
  {
    province: ['350000', '福建省', 'Fujian'],
    level: 'city',
    children: [
      ['350100', '福州市', 'Fuzhou'],
      ['350200', '厦门市', 'Xiamen'],
      ['350300', '莆田市', 'Putian'],
      ['350500', '泉州市', 'Quanzhou'],
      ['350600', '漳州市', 'Zhangzhou'],
    ],
  },
  {
    province: ['360000', '江西省', 'Jiangxi'],
    level: 'city',
    children: [
      ['360100', '南昌市', 'Nanchang'],
      ['360200', '景德镇市', 'Jingdezhen'],
      ['360400', '九江市', 'Jiujiang'],
      ['360700', '赣州市', 'Ganzhou'],
    ],
  },
  {
    province: ['370000', '山东省', 'Shandong'],
    level: 'city',
    children: [
      ['370100', '济南市', 'Jinan'],
      ['370200', '青岛市', 'Qingdao'],
      ['370300', '淄博市', 'Zibo'],
      ['370600', '烟台市', 'Yantai'],
      ['370700', '潍坊市', 'Weifang'],
      ['371000', '威海市', 'Weihai'],
    ],
  },
  {
    province: ['410000', '河南省', 'Henan'],
    level: 'city',
    children: [
      ['410100', '郑州市', 'Zhengzhou'],
      ['410200', '开封市', 'Kaifeng'],
      ['410300', '洛阳市', 'Luoyang'],
      ['410700', '新乡市', 'Xinxiang'],
      ['411300', '南阳市', 'Nanyang'],
    ],
  },
  {
    province: ['420000', '湖北省', 'Hubei'],
    level: 'city',
    children: [
      ['420100', '武汉市', 'Wuhan'],
      ['420200', '黄石市', 'Huangshi'],
      ['420300', '十堰市', 'Shiyan'],
      ['420500', '宜昌市', 'Yichang'],
      ['420600', '襄阳市', 'Xiangyang'],
      ['421000', '荆州市', 'Jingzhou'],
    ],
  },
  {
    province: ['430000', '湖南省', 'Hunan'],
    level: 'city',
    children: [
      ['430100', '长沙市', 'Changsha'],
      ['430200', '株洲市', 'Zhuzhou'],
      ['430300', '湘潭市', 'Xiangtan'],
      ['430400', '衡阳市', 'Hengyang'],
      ['430600', '岳阳市', 'Yueyang'],
    ],
  },
  {
    province: ['440000', '广东省', 'Guangdong'],
    level: 'city',
    children: [
      ['440100', '广州市', 'Guangzhou'],
      ['440300', '深圳市', 'Shenzhen'],
      ['440400', '珠海市', 'Zhuhai'],
      ['440500', '汕头市', 'Shantou'],
      ['440600', '佛山市', 'Foshan'],
      ['441900', '东莞市', 'Dongguan'],
      ['442000', '中山市', 'Zhongshan'],
    ],
  },
  {
    province: ['450000', '广西壮族自治区', 'Guangxi'],
    level: 'city',
    children: [
      ['450100', '南宁市', 'Nanning'],
      ['450200', '柳州市', 'Liuzhou'],
      ['450300', '桂林市', 'Guilin'],
      ['450500', '北海市', 'Beihai'],
    ],
  },
  {
    province: ['460000', '海南省', 'Hainan'],
    level: 'city',
    children: [
      ['460100', '海口市', 'Haikou'],
      ['460200', '三亚市', 'Sanya'],
      ['460300', '三沙市', 'Sansha'],
      ['460400', '儋州市', 'Danzhou'],
    ],
  },
  {
    province: ['500000', '重庆市', 'Chongqing'],
    level: 'district',
    children: [
      ['500101', '万州区', 'Wanzhou District'],
      ['500103', '渝中区', 'Yuzhong District'],
      ['500106', '沙坪坝区', 'Shapingba District'],
      ['500108', '南岸区', "Nan'an District"],
    ],
  },
  {
    province: ['510000', '四川省', 'Sichuan'],
    level: 'city',
    children: [
      ['510100', '成都市', 'Chengdu'],
      ['510300', '自贡市', 'Zigong'],
      ['510400', '攀枝花市', 'Panzhihua'],
      ['510500', '泸州市', 'Luzhou'],
      ['510700', '绵阳市', 'Mianyang'],
      ['511100', '乐山市', 'Leshan'],
    ],
  },
  {
    province: ['520000', '贵州省', 'Guizhou'],
    level: 'city',
    children: [
      ['520100', '贵阳市', 'Guiyang'],
      ['520200', '六盘水市', 'Liupanshui'],
      ['520300', '遵义市', 'Zunyi'],
      ['520400', '安顺市', 'Anshun'],
    ],
  },
  {
    province: ['530000', '云南省', 'Yunnan'],
    level: 'city',
    children: [
      ['530100', '昆明市', 'Kunming'],
      ['530300', '曲靖市', 'Qujing'],
      ['530400', '玉溪市', 'Yuxi'],
      ['530700', '丽江市', 'Lijiang'],
      ['532900', '大理白族自治州', 'Dali Bai Autonomous Prefecture'],
    ],
  },
  {
    province: ['540000', '西藏自治区', 'Tibet'],
    level: 'city',
    children: [
      ['540100', '拉萨市', 'Lhasa'],
      ['540200', '日喀则市', 'Shigatse'],
      ['540300', '昌都市', 'Qamdo'],
      ['540400', '林芝市', 'Nyingchi'],
    ],
  },
  {
    province: ['610000', '陕西省', 'Shaanxi'],
    level: 'city',
    children: [
      ['610100', '西安市', "Xi'an"],
      ['610200', '铜川市', 'Tongchuan'],
      ['610300', '宝鸡市', 'Baoji'],
      ['610400', '咸阳市', 'Xianyang'],
      ['610600', '延安市', "Yan'an"],
    ],
  },
  {
    province: ['620000', '甘肃省', 'Gansu'],
    level: 'city',
    children: [
      ['620100', '兰州市', 'Lanzhou'],
      ['620200', '嘉峪关市', 'Jiayuguan'],
      ['620500', '天水市', 'Tianshui'],
      ['620900', '酒泉市', 'Jiuquan'],
    ],
  },
  {
    province: ['630000', '青海省', 'Qinghai'],
    level: 'city',
    children: [
      ['630100', '西宁市', 'Xining'],
      ['630200', '海东市', 'Haidong'],
      ['632800', '海西蒙古族藏族自治州', 'Haixi Mongol and Tibetan Autonomous Prefecture'],
    ],
  },
  {
    province: ['640000', '宁夏回族自治区', 'Ningxia'],
    level: 'city',
    children: [
      ['640100', '银川市', 'Yinchuan'],
      ['640200', '石嘴山市', 'Shizuishan'],
      ['640300', '吴忠市', 'Wuzhong'],
      ['640400', '固原市', 'Guyuan'],
    ],
  },
  {
    province: ['650000', '新疆维吾尔自治区', 'Xinjiang'],
    level: 'city',
    children: [
      ['650100', '乌鲁木齐市', 'Urumqi'],
      ['650200', '克拉玛依市', 'Karamay'],
      ['650400', '吐鲁番市', 'Turpan'],
      ['650500', '哈密市', 'Hami'],
    ],
  },
  { province: ['710000', '台湾省', 'Taiwan'], level: 'city', children: [] },
  { province: ['810000', '香港特别行政区', 'Hong Kong SAR'], level: 'city', children: [] },
  { province: ['820000', '澳门特别行政区', 'Macao SAR'], level: 'city', children: [] },
];

export function buildAreas(): AreaRow[] {
  const row = (
    [code, zh, en]: Names,
    parentCode: string | null,
    level: AreaLevel,
    sortOrder: number,
  ): AreaRow => ({
    code,
    parent_code: parentCode,
    level,
    name_zh: zh,
    name_en: en,
    sort_order: sortOrder,
  });
  const countries = [CHINA, ...[...COUNTRIES].sort((a, b) => a[2].localeCompare(b[2], 'en'))];
  return [
    ...countries.map((names, i) => row(names, null, 'country', i + 1)),
    ...PROVINCES.flatMap(({ province, level, children }, i) => [
      row(province, CHINA_CODE, 'province', i + 1),
      ...children.map((names, j) => row(names, province[0], level, j + 1)),
    ]),
  ];
}
