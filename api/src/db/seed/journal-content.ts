/**
 * Journal content of the seed catalogue: the about fields of the 26 journals, their editorial
 * boards, ten years (2017-2026) of volumes and issues, and their articles with authors and MSC
 * codes. Drawn from its own PRNG so that it never shifts the rest of the catalogue.
 */
import type { JournalSubject, LocalizedText } from '@portal/contract';
import { PUBLISHER } from '../../config/publisher';
import { SUBSCRIPTION_SALE_YEAR } from '../../config/subscriptions';
import type { DbSession } from '../db';
import { insertRows } from '../insert-rows';
import type { JournalRow } from './journals';
import { createRandom, type Random } from './random';
import journalContentWords from './data/journal-content-words.json';

const CONTENT_SEED = 20_260_303;
/** The catalogue's "today": later issues are not out yet, online-first and accepted end here. */
export const CONTENT_TODAY = '2026-11-15';
const FIRST_YEAR = 2017;
const LAST_YEAR = 2026;
const PRICE_YEAR = SUBSCRIPTION_SALE_YEAR;

/** The specification's editorial roles, in the order a board lists them. */
export const EDITOR_ROLES: readonly {
  code: string;
  name: LocalizedText;
  count: [number, number];
}[] = [
  { code: 'editor-in-chief', name: { zh: '主编', en: 'Editor-in-Chief' }, count: [1, 2] },
  {
    code: 'management-board-chair',
    name: { zh: '管理委员会主席', en: 'Management Board Chair' },
    count: [1, 1],
  },
  {
    code: 'management-board-member',
    name: { zh: '管理委员会委员', en: 'Management Board Member' },
    count: [2, 4],
  },
  { code: 'executive-editor', name: { zh: '执行编辑', en: 'Executive Editor' }, count: [1, 3] },
  { code: 'consulting-editor', name: { zh: '顾问编辑', en: 'Consulting Editor' }, count: [1, 3] },
  { code: 'managing-editor', name: { zh: '责任编辑', en: 'Managing Editor' }, count: [1, 2] },
  { code: 'associate-editor', name: { zh: '副主编', en: 'Associate Editor' }, count: [6, 12] },
  { code: 'technical-editor', name: { zh: '技术编辑', en: 'Technical Editor' }, count: [1, 2] },
  { code: 'honorary-editor', name: { zh: '名誉编辑', en: 'Honorary Editor' }, count: [1, 2] },
  { code: 'editor-at-large', name: { zh: '特约编辑', en: 'Editor-at-Large' }, count: [1, 3] },
  { code: 'founding-editor', name: { zh: '创刊编辑', en: 'Founding Editor' }, count: [1, 2] },
  {
    code: 'editorial-board-member',
    name: { zh: '编委会委员', en: 'Editorial Board Member' },
    count: [10, 20],
  },
  {
    code: 'advisory-board-member',
    name: { zh: '顾问委员会委员', en: 'Advisory Board Member' },
    count: [3, 6],
  },
  {
    code: 'editorial-assistant',
    name: { zh: '编辑助理', en: 'Editorial Assistant' },
    count: [1, 2],
  },
  {
    code: 'scientific-advisory-board-chair',
    name: { zh: '科学顾问委员会主席', en: 'Scientific Advisory Board Chair' },
    count: [1, 1],
  },
  {
    code: 'scientific-advisory-board-member',
    name: { zh: '科学顾问委员会委员', en: 'Scientific Advisory Board Member' },
    count: [3, 5],
  },
  {
    code: 'publishers-representative',
    name: { zh: '出版社代表', en: "Publisher's Representative" },
    count: [1, 1],
  },
  { code: 'journal-secretary', name: { zh: '编辑部秘书', en: 'Journal Secretary' }, count: [1, 1] },
];

interface Institution {
  name: LocalizedText;
  domain: string;
}

const INSTITUTIONS: readonly Institution[] = journalContentWords.institutions;

const CHINESE_SURNAMES = journalContentWords.chineseSurnames;
const CHINESE_GIVEN = journalContentWords.chineseGivenNames;
const WESTERN_GIVEN = journalContentWords.westernGivenNames;
const WESTERN_SURNAMES = journalContentWords.westernSurnames;

interface Person {
  name: string;
  key: string;
  institution: Institution;
}

/** ASCII slug of a name: lower case, diacritics dropped, words joined by hyphens. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function buildPeople(random: Random): Person[] {
  const names = [
    ...CHINESE_SURNAMES.flatMap((surname) => CHINESE_GIVEN.map((given) => `${given} ${surname}`)),
    ...WESTERN_SURNAMES.flatMap((surname) => WESTERN_GIVEN.map((given) => `${given} ${surname}`)),
  ];
  return random.sample(names, 900).map((name) => ({
    name,
    key: slug(name),
    institution: random.pick(INSTITUTIONS),
  }));
}

interface Topic {
  object: LocalizedText;
  setting: LocalizedText;
}

/** What articles of each subject are about: objects (TeX allowed) and settings. */
const TOPICS: Record<
  JournalSubject,
  { objects: LocalizedText[]; settings: LocalizedText[]; msc: string[] }
> = {
  algebra: {
    objects: [
      { zh: '$p$-群的上同调', en: 'cohomology of $p$-groups' },
      { zh: '倾斜模', en: 'tilting modules' },
      {
        zh: '$\\mathrm{GL}_n(\\mathbb{F}_q)$ 的不可约表示',
        en: 'irreducible representations of $\\mathrm{GL}_n(\\mathbb{F}_q)$',
      },
      { zh: 'Hopf 代数的余模', en: 'comodules over Hopf algebras' },
      { zh: 'Noether 环的理想', en: 'ideals of Noetherian rings' },
      { zh: '李代数 $\\mathfrak{sl}_2$ 的权模', en: 'weight modules of $\\mathfrak{sl}_2$' },
    ],
    settings: [
      { zh: '正特征域上', en: 'over fields of positive characteristic' },
      { zh: '导出范畴中', en: 'in derived categories' },
      { zh: '有限维代数上', en: 'over finite-dimensional algebras' },
    ],
    msc: ['16G10', '17B10', '20C33', '20J06', '13A15', '16T05'],
  },
  'number-theory': {
    objects: [
      { zh: 'Dirichlet $L$-函数的零点', en: 'zeros of Dirichlet $L$-functions' },
      { zh: '模形式的 Fourier 系数', en: 'Fourier coefficients of modular forms' },
      { zh: '椭圆曲线的秩', en: 'ranks of elliptic curves' },
      { zh: '$\\zeta(s)$ 的矩', en: 'moments of $\\zeta(s)$' },
      { zh: '丢番图逼近', en: 'Diophantine approximation' },
      { zh: '$\\mathbb{Q}(\\sqrt{d})$ 的类数', en: 'class numbers of $\\mathbb{Q}(\\sqrt{d})$' },
    ],
    settings: [
      { zh: '在临界线 $\\Re s = 1/2$ 上', en: 'on the critical line $\\Re s = 1/2$' },
      { zh: '在算术级数中', en: 'in arithmetic progressions' },
      { zh: '在函数域上', en: 'over function fields' },
    ],
    msc: ['11M06', '11F30', '11G05', '11J68', '11R29', '11N13'],
  },
  'geometry-topology': {
    objects: [
      { zh: 'Ricci 流的奇点', en: 'singularities of the Ricci flow' },
      { zh: '极小曲面', en: 'minimal surfaces' },
      { zh: '$3$-流形的 Heegaard 分解', en: 'Heegaard splittings of $3$-manifolds' },
      { zh: 'Kähler–Einstein 度量', en: 'Kähler–Einstein metrics' },
      { zh: '纽结的 Khovanov 同调', en: 'Khovanov homology of knots' },
      { zh: '$S^{2n+1}$ 上的接触结构', en: 'contact structures on $S^{2n+1}$' },
    ],
    settings: [
      { zh: '在非负截面曲率下', en: 'under nonnegative sectional curvature' },
      { zh: '在双曲空间 $\\mathbb{H}^n$ 中', en: 'in hyperbolic space $\\mathbb{H}^n$' },
      { zh: '在紧致流形上', en: 'on compact manifolds' },
    ],
    msc: ['53C44', '53A10', '57K30', '53C55', '57K18', '53D10'],
  },
  analysis: {
    objects: [
      { zh: '$L^p$ 空间上的奇异积分算子', en: 'singular integral operators on $L^p$' },
      { zh: 'Hardy 空间 $H^1$', en: 'the Hardy space $H^1$' },
      { zh: 'Bergman 核', en: 'Bergman kernels' },
      { zh: '极大函数', en: 'maximal functions' },
      { zh: 'Toeplitz 算子的谱', en: 'spectra of Toeplitz operators' },
      { zh: 'Sobolev 空间 $W^{1,p}(\\Omega)$ 中的嵌入', en: 'embeddings of $W^{1,p}(\\Omega)$' },
    ],
    settings: [
      { zh: '在 $\\mathbb{R}^n$ 上', en: 'on $\\mathbb{R}^n$' },
      { zh: '在拟凸区域上', en: 'on pseudoconvex domains' },
      { zh: '在加权空间中', en: 'in weighted spaces' },
    ],
    msc: ['42B20', '42B30', '32A25', '42B25', '47B35', '46E35'],
  },
  'differential-equations': {
    objects: [
      { zh: 'Navier–Stokes 方程的弱解', en: 'weak solutions of the Navier–Stokes equations' },
      { zh: '$\\Delta u + u^p = 0$ 的正解', en: 'positive solutions of $\\Delta u + u^p = 0$' },
      {
        zh: '非线性 Schrödinger 方程的孤立波',
        en: 'solitary waves of nonlinear Schrödinger equations',
      },
      { zh: '反应扩散系统的行波解', en: 'traveling waves of reaction-diffusion systems' },
      { zh: '双曲守恒律的熵解', en: 'entropy solutions of hyperbolic conservation laws' },
      { zh: 'Hamilton 系统的周期轨道', en: 'periodic orbits of Hamiltonian systems' },
    ],
    settings: [
      {
        zh: '在有界区域 $\\Omega \\subset \\mathbb{R}^3$ 中',
        en: 'in bounded domains $\\Omega \\subset \\mathbb{R}^3$',
      },
      { zh: '在临界 Sobolev 指数下', en: 'at the critical Sobolev exponent' },
      { zh: '在整个空间 $\\mathbb{R}^n$ 上', en: 'on the whole space $\\mathbb{R}^n$' },
    ],
    msc: ['35Q30', '35J61', '35Q55', '35K57', '35L65', '37J46'],
  },
  'probability-statistics': {
    objects: [
      { zh: '随机矩阵的特征值', en: 'eigenvalues of random matrices' },
      { zh: 'Brown 运动的局部时', en: 'local times of Brownian motion' },
      { zh: '高维协方差估计', en: 'high-dimensional covariance estimation' },
      { zh: '渗流的临界指数', en: 'critical exponents of percolation' },
      {
        zh: '随机微分方程 $dX_t = b(X_t)\\,dt + \\sigma\\,dW_t$',
        en: 'stochastic differential equations $dX_t = b(X_t)\\,dt + \\sigma\\,dW_t$',
      },
      { zh: '非参数回归', en: 'nonparametric regression' },
    ],
    settings: [
      { zh: '在重尾噪声下', en: 'under heavy-tailed noise' },
      { zh: '在 $\\mathbb{Z}^d$ 上', en: 'on $\\mathbb{Z}^d$' },
      { zh: '当 $n \\to \\infty$ 时', en: 'as $n \\to \\infty$' },
    ],
    msc: ['60B20', '60J55', '62H12', '60K35', '60H10', '62G08'],
  },
  'mathematical-physics': {
    objects: [
      { zh: 'Yang–Mills 场', en: 'Yang–Mills fields' },
      { zh: '共形场论的顶点算子代数', en: 'vertex operator algebras of conformal field theory' },
      {
        zh: 'Schrödinger 算子 $-\\Delta + V$ 的谱',
        en: 'the spectrum of Schrödinger operators $-\\Delta + V$',
      },
      { zh: 'Ising 模型的相变', en: 'phase transitions of the Ising model' },
      { zh: '可积自旋链', en: 'integrable spin chains' },
      { zh: 'Einstein 方程的稳定性', en: 'stability of the Einstein equations' },
    ],
    settings: [
      { zh: '在四维时空中', en: 'in four-dimensional spacetime' },
      { zh: '在热力学极限下', en: 'in the thermodynamic limit' },
      { zh: '在半经典极限 $\\hbar \\to 0$ 下', en: 'in the semiclassical limit $\\hbar \\to 0$' },
    ],
    msc: ['81T13', '17B69', '81Q10', '82B20', '82B23', '83C05'],
  },
  'applied-computational': {
    objects: [
      { zh: '间断 Galerkin 方法', en: 'discontinuous Galerkin methods' },
      { zh: '凸优化的一阶算法', en: 'first-order methods for convex optimization' },
      { zh: '有限元逼近的误差估计', en: 'error estimates for finite element approximations' },
      { zh: '最优控制问题', en: 'optimal control problems' },
      { zh: '稀疏信号恢复', en: 'sparse signal recovery' },
      { zh: '刚性常微分方程的数值积分', en: 'numerical integration of stiff ODEs' },
    ],
    settings: [
      { zh: '在 $\\|\\cdot\\|_{L^2}$ 范数下', en: 'in the $\\|\\cdot\\|_{L^2}$ norm' },
      { zh: '带约束条件时', en: 'with constraints' },
      { zh: '在非结构网格上', en: 'on unstructured meshes' },
    ],
    msc: ['65N30', '90C25', '65N15', '49K20', '94A12', '65L04'],
  },
  combinatorics: {
    objects: [
      { zh: '图的色数', en: 'chromatic numbers of graphs' },
      { zh: 'Ramsey 数 $R(k,k)$', en: 'Ramsey numbers $R(k,k)$' },
      { zh: '拟阵', en: 'matroids' },
      { zh: '整数分拆恒等式', en: 'partition identities' },
      { zh: '超图的 Turán 问题', en: 'Turán problems for hypergraphs' },
      { zh: '随机图 $G(n,p)$ 中的 Hamilton 圈', en: 'Hamilton cycles in random graphs $G(n,p)$' },
    ],
    settings: [
      { zh: '在稀疏情形下', en: 'in the sparse regime' },
      { zh: '对平面图', en: 'for planar graphs' },
      { zh: '当 $p = n^{-1/2}$ 时', en: 'at $p = n^{-1/2}$' },
    ],
    msc: ['05C15', '05D10', '05B35', '05A17', '05C65', '05C80'],
  },
  general: {
    objects: [
      { zh: '$\\ell^2$ 中的不变子空间', en: 'invariant subspaces of $\\ell^2$' },
      { zh: '代数簇的有理点', en: 'rational points on algebraic varieties' },
      { zh: '遍历平均', en: 'ergodic averages' },
      { zh: '凸体的体积', en: 'volumes of convex bodies' },
      { zh: '$\\mathbb{C}^n$ 中的全纯映射', en: 'holomorphic maps in $\\mathbb{C}^n$' },
      { zh: '群作用的刚性', en: 'rigidity of group actions' },
    ],
    settings: [
      { zh: '在高维情形', en: 'in high dimensions' },
      { zh: '在一般位置下', en: 'in general position' },
      { zh: '在紧群上', en: 'on compact groups' },
    ],
    msc: ['47A15', '14G05', '37A30', '52A40', '32H02', '37C85'],
  },
};

/** Labels of every MSC code the seed uses (the same code means the same in all three editions). */
const MSC_LABELS: Record<string, LocalizedText> = journalContentWords.mscLabels;

export const MSC_SCHEMES = ['MSC2000', 'MSC2010', 'MSC2020'] as const;

const PROPERTIES: readonly LocalizedText[] = journalContentWords.properties;

const TITLE_TEMPLATES: readonly ((p: LocalizedText, t: Topic) => LocalizedText)[] = [
  (p, t) => ({
    zh: `${t.setting.zh}${t.object.zh}的${p.zh}`,
    en: `${p.en} of ${t.object.en} ${t.setting.en}`,
  }),
  (_property, t) => ({ zh: `关于${t.object.zh}的一个注记`, en: `A note on ${t.object.en}` }),
  (p, t) => ({
    zh: `${t.object.zh}：${p.zh}`,
    en: `${upperFirst(t.object.en)}: ${p.en.toLowerCase()}`,
  }),
  (_property, t) => ({
    zh: `${t.setting.zh}${t.object.zh}的新结果`,
    en: `New results on ${t.object.en} ${t.setting.en}`,
  }),
  (p, t) => ({
    zh: `论${t.object.zh}的${p.zh}`,
    en: `On the ${p.en.toLowerCase()} of ${t.object.en}`,
  }),
];

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Chinese text with a space between inline TeX and the characters around it. TeX is ASCII, so a
 * `$` after a Chinese character opens a formula and one before a Chinese character closes it.
 */
const spaceTex = (zh: string) =>
  zh.replace(/([\u3400-\u9fff])\$/g, '$1 $').replace(/\$([\u3400-\u9fff])/g, '$ $1');

const FORMULAS: readonly string[] = journalContentWords.formulas;

function buildAbstract(random: Random, topic: Topic, property: LocalizedText): LocalizedText {
  const formula = random.pick(FORMULAS);
  const other = random.pick(FORMULAS);
  return {
    zh: `本文研究${topic.setting.zh}${topic.object.zh}的${property.zh}。在条件 ${formula} 下，我们证明了一个最优的估计，并由此给出了 ${other} 情形下的完整刻画。作为应用，我们推广了若干已知结果，并构造了说明条件不可去掉的例子。`,
    en: `We study the ${property.en.toLowerCase()} of ${topic.object.en} ${topic.setting.en}. Under the assumption ${formula} we prove a sharp estimate and derive from it a complete characterization in the case ${other}. As applications we extend several known results and construct examples showing that the assumptions cannot be dropped.`,
  };
}

const INDEXING = journalContentWords.indexingServices;

/** ISO-date arithmetic in UTC. */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Short DOI prefix of a journal: the letters of its abbreviation. */
const doiStem = (abbreviation: string) => abbreviation.toLowerCase().replace(/[^a-z]/g, '');

interface ArticleAuthorRow {
  article_id: number;
  position: number;
  name: string;
  affiliation_zh: string;
  affiliation_en: string;
  author_key: string;
}

interface ArticleRow {
  id: number;
  journal_id: number;
  issue_id: number | null;
  status: 'published' | 'online_first' | 'accepted';
  title_zh: string;
  title_en: string;
  abstract_zh: string;
  abstract_en: string;
  keywords_zh: string[];
  keywords_en: string[];
  received_date: string;
  revised_date: string;
  accepted_date: string;
  published_online_date: string | null;
  published_date: string | null;
  first_page: number | null;
  last_page: number | null;
  doi: string | null;
  license: string | null;
  open_access: boolean;
}

export function buildJournalContent(journals: readonly JournalRow[]) {
  const random = createRandom(CONTENT_SEED);
  const people = buildPeople(random);
  // A linearly falling density: the first people write about twice the average, the last few.
  const pickPerson = () =>
    people[Math.floor((1 - Math.sqrt(1 - random.next())) * people.length)] as Person;

  const journalUpdates: Record<string, unknown>[] = [];
  const prices: Record<string, unknown>[] = [];
  const editors: Record<string, unknown>[] = [];
  const volumes: Record<string, unknown>[] = [];
  const issues: Record<string, unknown>[] = [];
  const articles: ArticleRow[] = [];
  const authors: ArticleAuthorRow[] = [];
  const articleMsc: Record<string, unknown>[] = [];

  const newArticle = (
    journal: JournalRow,
    status: ArticleRow['status'],
    dates: { accepted: string; online: string | null; published: string | null },
    openAccess: boolean,
  ): ArticleRow => {
    const topics = TOPICS[journal.subject_code];
    const topic = { object: random.pick(topics.objects), setting: random.pick(topics.settings) };
    const property = random.pick(PROPERTIES);
    const title = random.pick(TITLE_TEMPLATES)(property, topic);
    const abstract = buildAbstract(random, topic, property);
    const keywords = [topic.object, property, ...random.sample(topics.objects, 2)].filter(
      (k, i, all) => all.indexOf(k) === i,
    );
    const id = articles.length + 1;
    const revised = addDays(dates.accepted, -random.int(7, 60));
    const received = addDays(revised, -random.int(30, 200));
    const article: ArticleRow = {
      id,
      journal_id: journal.id,
      issue_id: null,
      status,
      title_zh: spaceTex(title.zh),
      title_en: title.en,
      abstract_zh: spaceTex(abstract.zh),
      abstract_en: abstract.en,
      keywords_zh: keywords.map((k) => k.zh),
      keywords_en: keywords.map((k) => k.en),
      received_date: received,
      revised_date: revised,
      accepted_date: dates.accepted,
      published_online_date: dates.online,
      published_date: dates.published,
      first_page: null,
      last_page: null,
      doi: null,
      license: openAccess ? 'CC BY 4.0' : null,
      open_access: openAccess,
    };
    articles.push(article);
    const team = new Map<string, Person>();
    const size = random.int(1, 4);
    while (team.size < size) {
      const person = pickPerson();
      team.set(person.key, person);
    }
    [...team.values()].forEach((person, index) =>
      authors.push({
        article_id: id,
        position: index + 1,
        name: person.name,
        affiliation_zh: person.institution.name.zh,
        affiliation_en: person.institution.name.en,
        author_key: person.key,
      }),
    );
    const acceptedYear = Number(dates.accepted.slice(0, 4));
    const scheme =
      acceptedYear >= 2021
        ? 'MSC2020'
        : acceptedYear <= 2018 && random.chance(0.2)
          ? 'MSC2000'
          : 'MSC2010';
    random
      .sample(topics.msc, random.int(1, 3))
      .forEach((code, index) =>
        articleMsc.push({ article_id: id, scheme, code, position: index + 1 }),
      );
    return article;
  };

  let editorId = 0;
  let volumeId = 0;
  let issueId = 0;
  for (const journal of journals) {
    const subject = TOPICS[journal.subject_code];
    const sponsors = random.sample(INSTITUTIONS, random.int(1, 3));
    const scope = subject.objects.slice(0, 4);
    journalUpdates.push({
      id: journal.id,
      aims_scope_zh: `《${journal.title_zh}》刊登${journal.title_zh.replace(/(学报|年刊|季刊|快报|评论|通讯|通报|前沿)$/, '')}领域具有原创性和重要意义的研究论文，内容包括${scope.map((s) => s.zh).join('、')}等方向。本刊所有来稿均经过严格的同行评审。`,
      aims_scope_en: `${journal.title_en} publishes original research articles of high quality and lasting significance, on topics including ${scope.map((s) => s.en).join(', ')}. All submissions are refereed rigorously.`,
      indexing: journal.open_access
        ? [...INDEXING.slice(0, 3), 'DOAJ']
        : INDEXING.slice(0, random.int(3, 5)),
      sponsors_zh: sponsors.map((s) => s.name.zh),
      sponsors_en: sponsors.map((s) => s.name.en),
      submission_zh: `稿件请通过本刊在线投稿系统提交 PDF 文件（推荐使用 LaTeX 排版）。来稿须为未在他处发表的原创成果；编辑部将在收稿后三个月内给出初审意见。编辑部邮箱：${doiStem(journal.abbreviation)}@ipms.example。`,
      submission_en: `Submit a PDF (LaTeX preferred) through the journal's online submission system. Papers must be original and not under consideration elsewhere; a first decision is usually made within three months. Editorial office: ${doiStem(journal.abbreviation)}@ipms.example.`,
      publisher_zh: PUBLISHER.name.zh,
      publisher_en: PUBLISHER.name.en,
    });

    const issuesPerYear = { Semiannual: 2, Quarterly: 4, Bimonthly: 6, Monthly: 12 }[
      journal.frequency_en
    ];
    if (issuesPerYear === undefined) throw new Error(`Unknown frequency ${journal.frequency_en}`);
    const institutionalCny = random.int(16, 60) * 100 + issuesPerYear * 100;
    for (const subscriber of ['institutional', 'personal'] as const) {
      for (const medium of ['print', 'online'] as const) {
        const base = subscriber === 'institutional' ? institutionalCny : institutionalCny * 0.3;
        const cny =
          journal.open_access && medium === 'online' ? 0 : base * (medium === 'online' ? 0.85 : 1);
        const rounded = Math.round(cny / 10) * 10;
        prices.push(
          {
            journal_id: journal.id,
            year: PRICE_YEAR,
            subscriber,
            medium,
            currency: 'CNY',
            amount: rounded,
          },
          {
            journal_id: journal.id,
            year: PRICE_YEAR,
            subscriber,
            medium,
            currency: 'USD',
            amount: Math.round(rounded / 7),
          },
        );
      }
    }

    // Distinct people on one board.
    const board = random.sample(people, 120);
    let boardIndex = 0;
    EDITOR_ROLES.forEach((role) => {
      const count = random.int(role.count[0], role.count[1]);
      for (let i = 0; i < count; i++) {
        const person = board[boardIndex++] as Person;
        const expertise = random.pick(subject.objects);
        editorId += 1;
        editors.push({
          id: editorId,
          journal_id: journal.id,
          role_code: role.code,
          name: person.name,
          affiliation_zh: person.institution.name.zh,
          affiliation_en: person.institution.name.en,
          email: random.chance(0.8)
            ? `${person.key.replace(/-/g, '.')}@${person.institution.domain}`
            : null,
          web_page: random.chance(0.6)
            ? `https://www.${person.institution.domain}/~${person.key}`
            : null,
          expertise_zh: expertise.zh,
          expertise_en: upperFirst(expertise.en),
          sort_order: i + 1,
        });
      }
    });

    const stem = doiStem(journal.abbreviation);
    const hybridShare = journal.open_access ? 1 : 0.12;
    for (let year = Math.max(FIRST_YEAR, journal.founded_year); year <= LAST_YEAR; year++) {
      volumeId += 1;
      const volumeNumber = year - journal.founded_year + 1;
      volumes.push({ id: volumeId, journal_id: journal.id, year, number: volumeNumber });
      let page = 1;
      for (let number = 1; number <= issuesPerYear; number++) {
        const month = (number * 12) / issuesPerYear;
        const published = `${year}-${String(month).padStart(2, '0')}-15`;
        if (published > CONTENT_TODAY) break;
        issueId += 1;
        issues.push({ id: issueId, volume_id: volumeId, number, published_date: published });
        const count = random.int(5, 9);
        for (let seq = 1; seq <= count; seq++) {
          const online = addDays(published, -random.int(0, 60));
          const accepted = addDays(online, -random.int(14, 90));
          const article = newArticle(
            journal,
            'published',
            { accepted, online, published },
            random.chance(hybridShare),
          );
          const length = random.int(8, 40);
          article.issue_id = issueId;
          article.first_page = page;
          article.last_page = page + length - 1;
          article.doi = `10.5555/${stem}.${year}.${volumeNumber}.${number}.${String(seq).padStart(3, '0')}`;
          page += length;
        }
      }
    }

    const onlineFirst = random.int(8, 20);
    for (let i = 0; i < onlineFirst; i++) {
      const online = addDays(CONTENT_TODAY, -random.int(0, 150));
      const accepted = addDays(online, -random.int(14, 60));
      const article = newArticle(
        journal,
        'online_first',
        { accepted, online, published: null },
        random.chance(hybridShare),
      );
      article.doi = `10.5555/${stem}.${online.slice(0, 4)}.of.${article.id}`;
    }
    const acceptedCount = random.int(5, 15);
    for (let i = 0; i < acceptedCount; i++) {
      const accepted = addDays(CONTENT_TODAY, -random.int(0, 60));
      newArticle(
        journal,
        'accepted',
        { accepted, online: null, published: null },
        random.chance(hybridShare),
      );
    }
  }

  return {
    journalUpdates,
    journal_prices: prices,
    editor_roles: EDITOR_ROLES.map((role, index) => ({
      code: role.code,
      name_zh: role.name.zh,
      name_en: role.name.en,
      sort_order: index + 1,
    })),
    editors,
    volumes,
    issues,
    msc_codes: MSC_SCHEMES.flatMap((scheme) =>
      Object.entries(MSC_LABELS).map(([code, label]) => ({
        scheme,
        code,
        label_zh: label.zh,
        label_en: label.en,
      })),
    ),
    articles,
    article_msc_codes: articleMsc,
    article_authors: authors,
  };
}

/** Tables in insertion order; identity tables continue after the seeded ids. */
const CONTENT_TABLES = [
  'journal_prices',
  'editor_roles',
  'editors',
  'volumes',
  'issues',
  'msc_codes',
  'articles',
  'article_msc_codes',
  'article_authors',
] as const;
const CONTENT_IDENTITY_TABLES = ['editors', 'volumes', 'issues', 'articles'] as const;
/** Rows per insert statement: keeps each statement's text and parameters small. */
const ROWS_PER_STATEMENT = 500;

/** Replaces the journal content with the seed's; the journals themselves must be in place. */
export async function seedJournalContent(
  tx: DbSession,
  journals: readonly JournalRow[],
): Promise<void> {
  const content = buildJournalContent(journals);
  await tx.exec(`truncate ${CONTENT_TABLES.join(', ')} restart identity cascade`);
  for (const update of content.journalUpdates) {
    await tx.query(
      `update journals set aims_scope_zh = $2, aims_scope_en = $3, indexing = $4,
              sponsors_zh = $5, sponsors_en = $6, submission_zh = $7, submission_en = $8,
              publisher_zh = $9, publisher_en = $10
        where id = $1`,
      [
        update.id,
        update.aims_scope_zh,
        update.aims_scope_en,
        update.indexing,
        update.sponsors_zh,
        update.sponsors_en,
        update.submission_zh,
        update.submission_en,
        update.publisher_zh,
        update.publisher_en,
      ],
    );
  }
  for (const table of CONTENT_TABLES) {
    const rows: readonly object[] = content[table];
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      await insertRows(tx, table, rows.slice(start, start + ROWS_PER_STATEMENT));
    }
  }
  for (const table of CONTENT_IDENTITY_TABLES) {
    await tx.query(
      `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      [table],
    );
  }
}
