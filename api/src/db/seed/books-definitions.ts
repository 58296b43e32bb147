/**
 * What the book catalogue is made of: the series with their named books and the topics from
 * which their further titles are made, the annual books, the volume sets and the books outside
 * any series. books.ts turns these into rows.
 */
import type { LocalizedText } from '@portal/contract';

export type BookLanguage = 'en' | 'zh' | 'zh-en';
export type TextbookLevel = 'undergraduate' | 'graduate' | 'problems';

/** The kind of book a series publishes: decides its blurbs, credits and chapters. */
export type BookKind =
  | 'textbook'
  | 'monograph'
  | 'lectures'
  | 'survey'
  | 'proceedings'
  | 'annual'
  | 'classic'
  | 'problems'
  | 'general';

export interface BookDefinition {
  title: LocalizedText;
  subtitle?: LocalizedText;
  /** Fixed authors (historical texts); others get authors drawn from the contributor pool. */
  authors?: readonly string[];
  /** A multi-volume set: the set is a book, and so is each volume. */
  volumes?: readonly LocalizedText[];
  /** Proceedings record an event of this year and appear in the following year. */
  eventYear?: number;
  /** MSC2020 code; the series' code at the same position otherwise. */
  msc?: string;
  /** Edited by several people (a handbook); each volume of a set by its own volume editors. */
  edited?: boolean;
  /** Chapter titles when the book's own are known (the classics). */
  chapters?: readonly LocalizedText[];
}

/** A subject from which a title is made with one of the series' title forms. */
export interface Topic {
  name: LocalizedText;
  msc: string;
}

/** Makes a title (and perhaps a subtitle) out of a topic. */
export type TitleForm = (topic: LocalizedText) => Pick<BookDefinition, 'title' | 'subtitle'>;

export interface SeriesDefinition {
  title: LocalizedText;
  description: LocalizedText;
  kind: BookKind;
  msc2020: readonly string[];
  /** Proceedings and similar collections have editors instead of authors. */
  edited?: boolean;
  /** One editor of the whole series, credited on each book. */
  generalEditor?: string;
  /** Translated classics credit a modern editor beside the historical authors. */
  volumeEditors?: boolean;
  textbook?: TextbookLevel;
  language?: BookLanguage;
  /** A person presented on the book pages, first author of every third book of the series. */
  featuredAuthor?: string;
  books: readonly BookDefinition[];
  topics?: readonly Topic[];
  forms?: readonly TitleForm[];
}

/** One volume a year, each with its own editors and contributions. */
export interface AnnualDefinition {
  title: LocalizedText;
  description: LocalizedText;
  firstYear: number;
  lastYear: number;
  /** Published in this month of the following year. */
  month: number;
  generalEditor?: string;
  /** Themes of the volumes, used in turn as subtitles. */
  themes?: readonly LocalizedText[];
  msc2020: readonly string[];
}

export const t = (en: string, zh: string): LocalizedText => ({ en, zh });
const topic = (en: string, zh: string, msc: string): Topic => ({ name: t(en, zh), msc });
const plain: TitleForm = (name) => ({ title: name });
const prefixed =
  (en: string, zh: string): TitleForm =>
  (name) => ({ title: t(`${en} ${name.en}`, `${name.zh}${zh}`) });
const withSubtitle =
  (en: string, zh: string): TitleForm =>
  (name) => ({ title: name, subtitle: t(en, zh) });

export const SERIES: readonly SeriesDefinition[] = [
  {
    title: t('Graduate Texts in Modern Mathematics', '现代数学研究生教材'),
    description: t(
      'Rigorous introductions to the core of modern mathematics for graduate students, each with exercises and a guide to further reading.',
      '面向研究生的现代数学核心课程教材，内容严谨，配有习题与延伸阅读指南。',
    ),
    kind: 'textbook',
    textbook: 'graduate',
    msc2020: ['13D02', '55N10', '53C20', '22E60', '46B20', '20C15', '14A15'],
    books: [
      { title: t('Commutative Algebra and Homological Methods', '交换代数与同调方法') },
      { title: t('Algebraic Topology', '代数拓扑'), subtitle: t('A First Course', '入门教程') },
      { title: t('Riemannian Geometry', '黎曼几何') },
      { title: t('Lie Groups and Lie Algebras', '李群与李代数') },
      {
        title: t('Functional Analysis', '泛函分析'),
        subtitle: t('Spaces, Operators and Spectra', '空间、算子与谱'),
      },
      { title: t('Representation Theory of Finite Groups', '有限群表示论') },
      {
        title: t('Lectures on Algebraic Geometry', '代数几何讲义'),
        subtitle: t('Set of Three Volumes', '全三卷'),
        volumes: [
          t(
            'Lectures on Algebraic Geometry, Volume 1: Varieties and Schemes',
            '代数几何讲义（第一卷）：簇与概形',
          ),
          t(
            'Lectures on Algebraic Geometry, Volume 2: Cohomology of Sheaves',
            '代数几何讲义（第二卷）：层上同调',
          ),
          t(
            'Lectures on Algebraic Geometry, Volume 3: Curves and Surfaces',
            '代数几何讲义（第三卷）：曲线与曲面',
          ),
        ],
      },
    ],
    topics: [
      topic('Homological Algebra', '同调代数', '18G15'),
      topic('Algebraic Number Theory', '代数数论', '11R04'),
      topic('Differential Topology', '微分拓扑', '57R12'),
      topic('Riemann Surfaces', '黎曼曲面', '30F10'),
      topic('Several Complex Variables', '多复变函数', '32A10'),
      topic('Measure and Integration', '测度与积分', '28A25'),
      topic('Operator Algebras', '算子代数', '46L05'),
      topic('Galois Theory', '伽罗瓦理论', '12F10'),
      topic('Characteristic Classes', '示性类', '57R20'),
      topic('Ergodic Theory', '遍历理论', '37A25'),
      topic('Algebraic K-Theory', '代数K理论', '19D55'),
      topic('Differential Forms and de Rham Cohomology', '微分形式与德拉姆上同调', '58A12'),
      topic('Category Theory', '范畴论', '18A05'),
      topic('Harmonic Analysis on Lie Groups', '李群上的调和分析', '22E30'),
      topic('Complex Geometry', '复几何', '32Q15'),
    ],
    forms: [prefixed('An Introduction to', '引论'), plain, prefixed('A Course in', '教程')],
  },
  {
    title: t('Lecture Notes in Mathematical Physics', '数学物理讲义'),
    description: t(
      'Lecture courses and summer-school notes at the meeting point of mathematics and theoretical physics.',
      '数学与理论物理交叉领域的系列课程与暑期学校讲义。',
    ),
    kind: 'lectures',
    msc2020: ['81T05', '81R10', '57R56', '37K10', '35J10', '82B05', '70-01'],
    books: [
      { title: t('Quantum Field Theory for Mathematicians', '面向数学家的量子场论') },
      { title: t('Conformal Field Theory and Vertex Algebras', '共形场论与顶点代数') },
      { title: t('Topological Quantum Field Theory', '拓扑量子场论') },
      { title: t('Integrable Systems and Random Matrices', '可积系统与随机矩阵') },
      { title: t('Spectral Theory of Schrödinger Operators', '薛定谔算子的谱理论') },
      { title: t('Mathematical Foundations of Statistical Mechanics', '统计力学的数学基础') },
      {
        title: t('Foundations of Mathematical Physics', '数学物理基础'),
        subtitle: t('Set of Five Volumes', '全五卷'),
        volumes: [
          t(
            'Foundations of Mathematical Physics, I: Classical Mechanics',
            '数学物理基础（一）：经典力学',
          ),
          t(
            'Foundations of Mathematical Physics, II: Electromagnetism and Relativity',
            '数学物理基础（二）：电磁学与相对论',
          ),
          t(
            'Foundations of Mathematical Physics, III: Quantum Mechanics',
            '数学物理基础（三）：量子力学',
          ),
          t(
            'Foundations of Mathematical Physics, IV: Statistical Physics',
            '数学物理基础（四）：统计物理',
          ),
          t('Foundations of Mathematical Physics, V: Quantum Fields', '数学物理基础（五）：量子场'),
        ],
      },
    ],
    topics: [
      topic('Quantum Groups', '量子群', '17B37'),
      topic('Gauge Theory and Instantons', '规范场论与瞬子', '81T13'),
      topic('Supersymmetry and Supergeometry', '超对称与超几何', '58A50'),
      topic('Quantum Spin Chains', '量子自旋链', '82B20'),
      topic('Geometric Quantization', '几何量子化', '53D50'),
      topic('Random Operators and Anderson Localization', '随机算子与安德森局域化', '82B44'),
      topic('Mathematical General Relativity', '数学广义相对论', '83C05'),
      topic('Mirror Symmetry', '镜像对称', '14J33'),
      topic('Integrable Probability', '可积概率', '60B20'),
      topic('Quantum Information Theory', '量子信息论', '81P45'),
      topic('Semiclassical Analysis', '半经典分析', '81Q20'),
      topic('Renormalization Group Methods', '重整化群方法', '81T17'),
      topic('Kinetic Theory and the Boltzmann Equation', '动理学理论与玻尔兹曼方程', '82C40'),
      topic('Exactly Solved Models', '严格可解模型', '82B23'),
      topic('Operator Algebras in Quantum Field Theory', '量子场论中的算子代数', '81T05'),
    ],
    forms: [prefixed('Lectures on', '讲义'), withSubtitle('An Introduction', '导引'), plain],
  },
  {
    title: t('Monographs in Analysis and Partial Differential Equations', '分析与偏微分方程专著'),
    description: t(
      'Research monographs on modern analysis and the theory of partial differential equations.',
      '现代分析与偏微分方程理论方面的研究专著。',
    ),
    kind: 'monograph',
    msc2020: ['35J15', '35Q30', '35Q55', '49Q20', '42B20', '35R35'],
    books: [
      { title: t('Second-Order Elliptic Equations', '二阶椭圆型方程') },
      {
        title: t('The Navier–Stokes Equations', '纳维-斯托克斯方程'),
        subtitle: t('Regularity and Blow-up', '正则性与爆破'),
      },
      { title: t('Dispersive Equations and Harmonic Analysis', '色散方程与调和分析') },
      { title: t('Calculus of Variations and Geometric Measure Theory', '变分法与几何测度论') },
      { title: t('Singular Integrals and Function Spaces', '奇异积分与函数空间') },
      { title: t('Free Boundary Problems', '自由边界问题') },
    ],
    topics: [
      topic('Nonlinear Schrödinger Equations', '非线性薛定谔方程', '35Q55'),
      topic('Hyperbolic Conservation Laws', '双曲守恒律', '35L65'),
      topic('Harmonic Maps', '调和映照', '58E20'),
      topic('Fully Nonlinear Elliptic Equations', '完全非线性椭圆方程', '35J60'),
      topic('Optimal Transport', '最优传输', '49Q22'),
      topic('Kinetic Equations', '动理学方程', '35Q20'),
      topic('Hardy Spaces and Carleson Measures', '哈代空间与卡尔松测度', '42B30'),
      topic('Pseudodifferential Operators', '拟微分算子', '35S05'),
      topic('Inverse Problems', '反问题', '35R30'),
      topic('Water Waves', '水波问题', '76B15'),
      topic('Parabolic Equations and Heat Kernels', '抛物方程与热核', '35K05'),
      topic('Sobolev Spaces', '索伯列夫空间', '46E35'),
      topic('Mean Curvature Flow', '平均曲率流', '53E10'),
      topic('Homogenization Theory', '均匀化理论', '35B27'),
      topic('Wave Maps', '波映照', '35L70'),
    ],
    forms: [plain, prefixed('Topics in', '专题'), withSubtitle('Theory and Methods', '理论与方法')],
  },
  {
    title: t('Surveys in Geometry and Topology', '几何与拓扑综述'),
    description: t(
      'Expository accounts of active areas of geometry and topology, written for researchers entering the field.',
      '为进入该领域的研究者撰写的几何与拓扑前沿方向综述。',
    ),
    kind: 'survey',
    msc2020: ['53E20', '53D40', '53A10', '57K10', '14H10', '32Q15', '53C21'],
    books: [
      { title: t('Ricci Flow and Geometrization', '里奇流与几何化') },
      { title: t('Symplectic Topology and Floer Homology', '辛拓扑与弗洛尔同调') },
      {
        title: t('Minimal Surfaces', '极小曲面'),
        subtitle: t('Classical and Modern Methods', '经典方法与现代方法'),
      },
      { title: t('Knot Theory and Low-Dimensional Topology', '纽结理论与低维拓扑') },
      { title: t('Moduli Spaces of Curves', '曲线模空间') },
      { title: t('Kähler Geometry', '凯勒几何') },
      {
        title: t('Handbook of Geometric Analysis', '几何分析手册'),
        subtitle: t('Set of Four Volumes', '全四卷'),
        edited: true,
        volumes: [
          t('Handbook of Geometric Analysis, Volume I', '几何分析手册（第一卷）'),
          t('Handbook of Geometric Analysis, Volume II', '几何分析手册（第二卷）'),
          t('Handbook of Geometric Analysis, Volume III', '几何分析手册（第三卷）'),
          t('Handbook of Geometric Analysis, Volume IV', '几何分析手册（第四卷）'),
        ],
      },
    ],
    topics: [
      topic('Hyperbolic 3-Manifolds', '双曲三维流形', '57K32'),
      topic('Contact Geometry', '切触几何', '53D10'),
      topic('Teichmüller Theory', '泰希米勒理论', '30F60'),
      topic('Geometric Group Theory', '几何群论', '20F65'),
      topic('Heegaard Floer Homology', '海戈-弗洛尔同调', '57K18'),
      topic('Calabi–Yau Manifolds', '卡拉比-丘流形', '32Q25'),
      topic('Comparison Geometry', '比较几何', '53C23'),
      topic('Mapping Class Groups', '映射类群', '57K20'),
      topic('Gromov–Witten Invariants', '格罗莫夫-威滕不变量', '53D45'),
      topic('Spectral Geometry', '谱几何', '58J50'),
      topic('Four-Manifolds', '四维流形', '57K40'),
      topic('Einstein Metrics', '爱因斯坦度量', '53C25'),
      topic('Toric Varieties', '环簇', '14M25'),
      topic('Foliations', '叶状结构', '57R30'),
      topic('Discrete Differential Geometry', '离散微分几何', '53A70'),
    ],
    forms: [withSubtitle('A Survey', '综述'), prefixed('Recent Advances in', '研究进展'), plain],
  },
  {
    title: t('Undergraduate Mathematics Library', '本科数学文库'),
    description: t(
      'Textbooks for the first years of a mathematics degree, tested in the classroom.',
      '经过课堂检验的数学专业本科低年级教材。',
    ),
    kind: 'textbook',
    textbook: 'undergraduate',
    msc2020: ['15-01', '26-01', '20-01', '30-01', '34-01', '60-01'],
    generalEditor: 'Hong Zhou',
    featuredAuthor: 'Hong Zhou',
    books: [
      { title: t('Linear Algebra', '线性代数') },
      {
        title: t('Mathematical Analysis', '数学分析'),
        subtitle: t('Set of Two Volumes', '全两册'),
        volumes: [
          t('Mathematical Analysis, Volume I', '数学分析（上册）'),
          t('Mathematical Analysis, Volume II', '数学分析（下册）'),
        ],
      },
      { title: t('Abstract Algebra', '抽象代数') },
      { title: t('Functions of a Complex Variable', '复变函数') },
      { title: t('Ordinary Differential Equations', '常微分方程') },
      {
        title: t('Probability Theory', '概率论'),
        subtitle: t('With Problems and Solutions', '附习题与解答'),
      },
    ],
    topics: [
      topic('Calculus', '微积分', '26-01'),
      topic('Discrete Mathematics', '离散数学', '05-01'),
      topic('Elementary Number Theory', '初等数论', '11-01'),
      topic('Real Analysis', '实分析', '26-01'),
      topic('Point-Set Topology', '点集拓扑', '54-01'),
      topic('Differential Geometry of Curves and Surfaces', '曲线与曲面的微分几何', '53-01'),
      topic('Mathematical Statistics', '数理统计', '62-01'),
      topic('Partial Differential Equations', '偏微分方程', '35-01'),
      topic('Numerical Analysis', '数值分析', '65-01'),
      topic('Mathematical Logic', '数理逻辑', '03-01'),
      topic('Combinatorics', '组合数学', '05-01'),
      topic('Analytic Geometry', '解析几何', '51-01'),
      topic('Operations Research', '运筹学', '90-01'),
      topic('Mathematical Modelling', '数学建模', '00A71'),
      topic('Fourier Analysis', '傅里叶分析', '42-01'),
    ],
    forms: [plain, withSubtitle('A First Course', '基础教程'), prefixed('Elements of', '基础')],
  },
  {
    title: t('Studies in Number Theory', '数论研究丛书'),
    description: t(
      'Monographs and advanced texts across analytic, algebraic and arithmetic-geometric number theory.',
      '涵盖解析数论、代数数论与算术几何的专著与高级教材。',
    ),
    kind: 'monograph',
    msc2020: ['11M06', '11F80', '11N35', '11G05', '11J68', '11R23'],
    books: [
      { title: t('Analytic Number Theory', '解析数论') },
      { title: t('Modular Forms and Galois Representations', '模形式与伽罗瓦表示') },
      { title: t('Sieve Methods', '筛法') },
      { title: t('Elliptic Curves and Arithmetic', '椭圆曲线与算术') },
      { title: t('Diophantine Approximation', '丢番图逼近') },
      { title: t('p-adic Analysis and Iwasawa Theory', 'p进分析与岩泽理论') },
    ],
    topics: [
      topic('Automorphic Forms', '自守形式', '11F70'),
      topic('Additive Combinatorics', '加性组合', '11B30'),
      topic('The Riemann Zeta Function', '黎曼ζ函数', '11M06'),
      topic('Class Field Theory', '类域论', '11R37'),
      topic('Arithmetic of Quadratic Forms', '二次型的算术', '11E12'),
      topic('Exponential Sums', '指数和', '11L07'),
      topic('Heights in Diophantine Geometry', '丢番图几何中的高度', '11G50'),
      topic('Transcendental Number Theory', '超越数论', '11J81'),
      topic('L-functions and Random Matrices', 'L函数与随机矩阵', '11M50'),
      topic('Computational Number Theory', '计算数论', '11Y16'),
      topic('Rational Points on Varieties', '簇上的有理点', '14G05'),
      topic('Continued Fractions', '连分数', '11A55'),
      topic('The Geometry of Numbers', '数的几何', '11H06'),
      topic('Partitions and q-Series', '整数分拆与q级数', '11P81'),
      topic('Shimura Varieties', '志村簇', '11G18'),
    ],
    forms: [plain, prefixed('Topics in', '专题'), prefixed('An Introduction to', '引论')],
  },
  {
    title: t('Probability and Its Applications', '概率及其应用丛书'),
    description: t(
      'Probability theory and stochastic processes, from foundations to applications in physics and data science.',
      '概率论与随机过程，从基础理论到物理与数据科学中的应用。',
    ),
    kind: 'monograph',
    msc2020: ['60H05', '60G50', '60K35', '60F10', '60H15', '60J10'],
    featuredAuthor: 'Elena Bianchi',
    books: [
      { title: t('Stochastic Calculus and Diffusions', '随机分析与扩散过程') },
      { title: t('Random Walks on Groups', '群上的随机游动') },
      { title: t('Percolation and Random Graphs', '渗流与随机图') },
      { title: t('Large Deviations', '大偏差理论') },
      { title: t('Stochastic Partial Differential Equations', '随机偏微分方程') },
      { title: t('Markov Chains and Mixing Times', '马尔可夫链与混合时间') },
    ],
    topics: [
      topic('Brownian Motion', '布朗运动', '60J65'),
      topic('Martingales', '鞅论', '60G42'),
      topic('Interacting Particle Systems', '相互作用粒子系统', '60K35'),
      topic('Random Matrix Theory', '随机矩阵理论', '60B20'),
      topic('Stochastic Differential Equations', '随机微分方程', '60H10'),
      topic('Gaussian Processes', '高斯过程', '60G15'),
      topic('Branching Processes', '分支过程', '60J80'),
      topic('Malliavin Calculus', '马利亚万分析', '60H07'),
      topic('Lévy Processes', '莱维过程', '60G51'),
      topic('Random Fields', '随机场', '60G60'),
      topic('Schramm–Loewner Evolution', '施拉姆-勒夫纳演化', '60J67'),
      topic('Concentration of Measure', '测度集中', '60E15'),
      topic('Queueing Theory', '排队论', '60K25'),
      topic('Stochastic Control', '随机控制', '93E20'),
      topic('Extreme Value Theory', '极值理论', '60G70'),
    ],
    forms: [
      plain,
      withSubtitle('Theory and Applications', '理论与应用'),
      prefixed('Lectures on', '讲义'),
    ],
  },
  {
    title: t('Computational Mathematics Series', '计算数学丛书'),
    description: t(
      'Numerical methods with their analysis and implementation, for students and practitioners.',
      '数值方法及其分析与实现，面向学生与工程实践者。',
    ),
    kind: 'monograph',
    msc2020: ['65N30', '65F10', '65M70', '90C30', '76M10', '41A63'],
    books: [
      {
        title: t('Finite Element Methods', '有限元方法'),
        subtitle: t('Theory and Implementation', '理论与实现'),
      },
      { title: t('Numerical Linear Algebra', '数值线性代数') },
      { title: t('Spectral Methods for Partial Differential Equations', '偏微分方程的谱方法') },
      { title: t('Numerical Optimization', '数值最优化') },
      { title: t('Computational Fluid Dynamics', '计算流体力学') },
      { title: t('High-Dimensional Approximation', '高维逼近') },
    ],
    topics: [
      topic('Discontinuous Galerkin Methods', '间断伽辽金方法', '65M60'),
      topic('Multigrid Methods', '多重网格方法', '65N55'),
      topic('Iterative Methods for Sparse Linear Systems', '稀疏线性方程组的迭代法', '65F10'),
      topic(
        'Numerical Methods for Stochastic Differential Equations',
        '随机微分方程数值方法',
        '65C30',
      ),
      topic('Boundary Element Methods', '边界元方法', '65N38'),
      topic('Convex Optimization', '凸优化', '90C25'),
      topic('Geometric Numerical Integration', '几何数值积分', '65P10'),
      topic('Finite Volume Methods', '有限体积方法', '65M08'),
      topic('Numerical Methods for Inverse Problems', '反问题的数值方法', '65J22'),
      topic('Isogeometric Analysis', '等几何分析', '65D07'),
      topic('Mathematical Foundations of Deep Learning', '深度学习的数学基础', '68T07'),
      topic('Wavelets and Multiresolution Analysis', '小波与多分辨分析', '42C40'),
      topic('Monte Carlo Methods', '蒙特卡罗方法', '65C05'),
      topic('Numerical Methods for Conservation Laws', '守恒律的数值方法', '65M06'),
      topic('Matrix Computations', '矩阵计算', '65F30'),
    ],
    forms: [
      plain,
      withSubtitle('Algorithms and Analysis', '算法与分析'),
      withSubtitle('Theory and Implementation', '理论与实现'),
    ],
  },
  {
    title: t(
      'Proceedings of the International Summer School in Mathematics',
      '国际数学暑期学校文集',
    ),
    description: t(
      'Lecture series of the annual International Summer School in Mathematics, edited by its organizers.',
      '一年一度的国际数学暑期学校系列讲座文集，由组织者编辑。',
    ),
    kind: 'proceedings',
    msc2020: ['00B25', '53C21', '11-06', '35-06', '60-06', '81-06'],
    edited: true,
    books: [
      ...(
        [
          [2012, 'Harmonic Analysis', '调和分析', '42-06'],
          [2013, 'Moduli Spaces', '模空间', '14-06'],
          [2014, 'Dynamical Systems', '动力系统', '37-06'],
          [2015, 'Representation Theory', '表示论', '20-06'],
          [2016, 'Mathematical Fluid Dynamics', '数学流体力学', '76-06'],
          [2017, 'Combinatorics and Probability', '组合与概率', '05-06'],
          [2018, 'Symplectic Geometry', '辛几何', '53-06'],
          [2019, 'Number Theory and Automorphic Forms', '数论与自守形式', '11-06'],
          [2020, 'Geometric Analysis', '几何分析', '53-06'],
          [2021, 'Arithmetic Geometry', '算术几何', '14-06'],
          [2022, 'Nonlinear Waves', '非线性波', '35-06'],
          [2023, 'Random Structures', '随机结构', '60-06'],
          [2024, 'Quantum Symmetries', '量子对称性', '81-06'],
          [2025, 'Mathematics of Machine Learning', '机器学习的数学', '68-06'],
        ] as const
      ).map(([year, en, zh, msc]) => ({
        title: t(en, zh),
        subtitle: t(`Summer School ${year}`, `${year}年暑期学校`),
        eventYear: year,
        msc,
      })),
    ],
  },
  {
    title: t('Classics of Chinese Mathematics', '中国数学经典'),
    description: t(
      'Bilingual critical editions of the classical texts of Chinese mathematics, with commentary.',
      '中国古代数学经典的中英双语校注本，附评注。',
    ),
    kind: 'classic',
    msc2020: ['01A25'],
    volumeEditors: true,
    language: 'zh-en',
    books: [
      {
        title: t('The Nine Chapters on the Mathematical Art', '九章算术'),
        authors: ['Liu Hui (commentator)'],
        chapters: [
          t('Field Measurement', '方田'),
          t('Millet and Rice', '粟米'),
          t('Distribution by Proportion', '衰分'),
          t('Short Width', '少广'),
          t('Construction Consultations', '商功'),
          t('Fair Levies', '均输'),
          t('Excess and Deficit', '盈不足'),
          t('Rectangular Arrays', '方程'),
          t('Right Triangles', '勾股'),
        ],
      },
      {
        title: t('Mathematical Treatise in Nine Sections', '数书九章'),
        authors: ['Qin Jiushao'],
        chapters: [
          t('Indeterminate Analysis', '大衍类'),
          t('Heavenly Phenomena', '天时类'),
          t('Fields and Areas', '田域类'),
          t('Surveying', '测望类'),
          t('Taxes and Corvée', '赋役类'),
          t('Money and Grain', '钱谷类'),
          t('Construction', '营建类'),
          t('Military Matters', '军旅类'),
          t('Markets and Trade', '市易类'),
        ],
      },
      { title: t('Sea Mirror of Circle Measurements', '测圆海镜'), authors: ['Li Ye'] },
      { title: t('The Arithmetical Classic of the Gnomon', '周髀算经') },
      { title: t('The Sea Island Mathematical Manual', '海岛算经'), authors: ['Liu Hui'] },
      { title: t('Jade Mirror of the Four Unknowns', '四元玉鉴'), authors: ['Zhu Shijie'] },
      { title: t('The Mathematical Classic of Sunzi', '孙子算经') },
      { title: t("Zhang Qiujian's Mathematical Manual", '张丘建算经'), authors: ['Zhang Qiujian'] },
      { title: t('Continuation of Ancient Mathematics', '缉古算经'), authors: ['Wang Xiaotong'] },
      { title: t('Mathematical Manual of the Five Departments', '五曹算经') },
      {
        title: t('A Detailed Analysis of the Nine Chapters', '详解九章算法'),
        authors: ['Yang Hui'],
      },
      { title: t('Introduction to Mathematical Studies', '算学启蒙'), authors: ['Zhu Shijie'] },
      { title: t('Old Mathematics in Expanded Sections', '益古演段'), authors: ['Li Ye'] },
      { title: t("Yang Hui's Methods of Computation", '杨辉算法'), authors: ['Yang Hui'] },
      { title: t('Systematic Treatise on Arithmetic', '算法统宗'), authors: ['Cheng Dawei'] },
      { title: t("Xiahou Yang's Mathematical Manual", '夏侯阳算经') },
      { title: t('Notes on the Traditions of Arithmetic', '数术记遗'), authors: ['Xu Yue'] },
    ],
  },
  {
    title: t('Advanced Lectures in Mathematics', '数学高级讲座'),
    description: t(
      'Lecture notes of advanced courses at leading institutes, bringing readers to the frontier of research.',
      '国际知名研究机构高级课程的讲义，引领读者走向研究前沿。',
    ),
    kind: 'lectures',
    msc2020: ['14C30'],
    books: [],
    topics: [
      topic('Hodge Theory', '霍奇理论', '14C30'),
      topic('The Geometric Langlands Program', '几何朗兰兹纲领', '22E57'),
      topic('Derived Categories', '导出范畴', '18G80'),
      topic('Tropical Geometry', '热带几何', '14T10'),
      topic('Higher Teichmüller Theory', '高阶泰希米勒理论', '20H10'),
      topic('Perverse Sheaves', '偏屈层', '32S60'),
      topic('Arakelov Geometry', '阿拉克洛夫几何', '14G40'),
      topic('Motivic Integration', '母题积分', '14E18'),
      topic('Cluster Algebras', '丛代数', '13F60'),
      topic('Persistent Homology', '持续同调', '55N31'),
      topic('Quantum Cohomology', '量子上同调', '14N35'),
      topic('Homotopy Type Theory', '同伦类型论', '03B38'),
      topic('Stability Conditions', '稳定性条件', '14F08'),
      topic('Symplectic Field Theory', '辛场论', '53D42'),
      topic('Kähler–Ricci Flow', '凯勒-里奇流', '53E30'),
      topic('Nonlinear Potential Theory', '非线性位势论', '31C45'),
    ],
    forms: [prefixed('Lectures on', '讲义'), plain, prefixed('Topics in', '专题')],
  },
  {
    title: t('Problem Books in Mathematics', '数学习题丛书'),
    description: t(
      'Graded problems with complete solutions, for self-study, examination preparation and competitions.',
      '分级编排的习题及完整解答，适用于自学、备考与数学竞赛。',
    ),
    kind: 'problems',
    textbook: 'problems',
    msc2020: ['00A07'],
    featuredAuthor: 'Hong Zhou',
    books: [],
    topics: [
      topic('Linear Algebra', '线性代数', '15-01'),
      topic('Complex Analysis', '复分析', '30-01'),
      topic('Real Analysis', '实分析', '26-01'),
      topic('Abstract Algebra', '抽象代数', '20-01'),
      topic('Probability', '概率论', '60-01'),
      topic('Number Theory', '数论', '11-01'),
      topic('Topology', '拓扑学', '54-01'),
      topic('Differential Equations', '微分方程', '34-01'),
      topic('Combinatorics', '组合数学', '05-01'),
      topic('Functional Analysis', '泛函分析', '46-01'),
      topic('Inequalities', '不等式', '26D15'),
      topic('Plane Geometry', '平面几何', '51M04'),
    ],
    forms: [
      prefixed('Problems in', '习题集'),
      withSubtitle('Problems and Solutions', '问题与解答'),
      prefixed('A Problem Book in', '题解'),
    ],
  },
];

export const ANNUALS: readonly AnnualDefinition[] = [
  {
    title: t('Current Developments in Mathematics', '当代数学进展'),
    description: t(
      'An annual volume of expository articles on the most significant recent results across mathematics, written by the leading experts from the lectures of a yearly conference.',
      '每年一卷，收录由该年度学术会议报告整理而成的综述文章，由一流专家介绍全数学领域最重要的新成果。',
    ),
    firstYear: 2011,
    lastYear: 2026,
    month: 2,
    msc2020: ['00B15', '11-06', '14-06', '35-06', '53-06', '60-06'],
  },
  {
    title: t('Surveys in Differential Geometry', '微分几何综述'),
    description: t(
      'An annual series of surveys by leading geometers, each volume devoted to one theme of differential geometry and its neighbours.',
      '由一流几何学家撰写的年度综述系列，每卷围绕微分几何及相关领域的一个主题。',
    ),
    firstYear: 2008,
    lastYear: 2025,
    month: 6,
    generalEditor: 'Richard Lindqvist',
    themes: [
      t('Geometric Flows', '几何流'),
      t('Minimal Surfaces and Calibrations', '极小曲面与标定'),
      t('Symplectic and Contact Geometry', '辛几何与切触几何'),
      t('Geometry and Physics', '几何与物理'),
      t('Kähler Geometry', '凯勒几何'),
      t('Metric Geometry', '度量几何'),
      t('Geometric Analysis', '几何分析'),
      t('Low-Dimensional Topology', '低维拓扑'),
    ],
    msc2020: ['53-06', '53E10', '53A10', '53D05', '53C55', '53C23', '58J05', '57K30'],
  },
];

/** Books outside any series. */
export const STANDALONE_BOOKS: readonly BookDefinition[] = [
  { title: t('A History of Mathematics in China', '中国数学史'), msc: '01A25' },
  {
    title: t('Problems from Mathematical Olympiads', '数学奥林匹克问题选'),
    subtitle: t('With Complete Solutions', '附完整解答'),
    msc: '97U40',
  },
  { title: t('The Art of Mathematical Writing', '数学写作的艺术'), msc: '00A35' },
  {
    title: t('Chinese Mathematicians of the Twentieth Century', '二十世纪中国数学家'),
    msc: '01A60',
  },
  { title: t('Proofs and Conjectures', '证明与猜想'), msc: '00A30' },
  {
    title: t('Symmetry', '对称'),
    subtitle: t('From Ornaments to Particles', '从纹饰到粒子'),
    msc: '00A06',
  },
  { title: t('The Mathematics of Elections and Voting', '选举与投票的数学'), msc: '91B12' },
  { title: t('Mathematical Puzzles and Recreations', '数学游戏与趣题'), msc: '00A08' },
  { title: t('From Calculus to Chaos', '从微积分到混沌'), msc: '37-01' },
  { title: t("A Mathematician's Notebook", '数学家的笔记'), msc: '00A35' },
  { title: t('Geometry in Art and Architecture', '艺术与建筑中的几何'), msc: '00A66' },
  { title: t('The Story of Pi', '圆周率的故事'), msc: '01A05' },
  { title: t('Prime Numbers and Cryptography', '素数与密码学'), msc: '11A41' },
  { title: t('Mathematics for Physicists', '物理学家的数学'), msc: '00A06' },
  { title: t('An Invitation to Topology', '拓扑学邀请'), msc: '54-01' },
  { title: t('English–Chinese Dictionary of Mathematics', '英汉数学词典'), msc: '00A20' },
  { title: t('How to Read and Write Proofs', '怎样阅读与书写证明'), msc: '00A35' },
  { title: t('The Mathematics of Climate', '气候的数学'), msc: '86A10' },
  { title: t('Graphs and Networks', '图与网络'), msc: '05C82' },
  { title: t('Knots, Braids and Links', '纽结、辫与链环'), msc: '57K10' },
  {
    title: t('The Unreasonable Effectiveness of Mathematics', '数学不可思议的有效性'),
    msc: '00A30',
  },
  { title: t('Fractals and Dimension', '分形与维数'), msc: '28A80' },
  { title: t('A Short History of Calculus', '微积分简史'), msc: '01A45' },
  {
    title: t('Mathematical Thinking', '数学思维'),
    subtitle: t('From School to University', '从中学到大学'),
    msc: '97D50',
  },
  { title: t('Codes, Ciphers and Secrets', '编码、密码与秘密'), msc: '94A60' },
];
