/**
 * The words of the book catalogue beyond titles: chapter titles by field, chapter abstracts,
 * blurbs by kind of book, notes and supplements, the MSC areas that are the subject tags, the
 * featured authors and the collections.
 */
import type { LocalizedText } from '@portal/shared/contract';
import { t, type BookKind } from './books-definitions';

export type Field =
  | 'algebra'
  | 'number'
  | 'geometry'
  | 'topology'
  | 'analysis'
  | 'pde'
  | 'probability'
  | 'physics'
  | 'numerics'
  | 'combinatorics'
  | 'history'
  | 'general';

/** The field of an MSC2020 area (its first two digits), for chapter titles and abstracts. */
export const AREAS: Readonly<Record<string, { name: LocalizedText; field: Field }>> = {
  '00': { name: t('General and overarching topics', '综合性论题'), field: 'general' },
  '01': { name: t('History and biography', '历史与传记'), field: 'history' },
  '03': {
    name: t('Mathematical logic and foundations', '数理逻辑与数学基础'),
    field: 'combinatorics',
  },
  '05': { name: t('Combinatorics', '组合数学'), field: 'combinatorics' },
  '11': { name: t('Number theory', '数论'), field: 'number' },
  '12': { name: t('Field theory and polynomials', '域论与多项式'), field: 'algebra' },
  '13': { name: t('Commutative algebra', '交换代数'), field: 'algebra' },
  '14': { name: t('Algebraic geometry', '代数几何'), field: 'algebra' },
  '15': { name: t('Linear and multilinear algebra', '线性代数与多重线性代数'), field: 'algebra' },
  '17': { name: t('Nonassociative rings and algebras', '非结合环与代数'), field: 'algebra' },
  '18': { name: t('Category theory; homological algebra', '范畴论；同调代数'), field: 'algebra' },
  '19': { name: t('K-theory', 'K理论'), field: 'algebra' },
  '20': { name: t('Group theory and generalizations', '群论及其推广'), field: 'algebra' },
  '22': { name: t('Topological groups, Lie groups', '拓扑群与李群'), field: 'algebra' },
  '26': { name: t('Real functions', '实函数'), field: 'analysis' },
  '28': { name: t('Measure and integration', '测度与积分'), field: 'analysis' },
  '30': { name: t('Functions of a complex variable', '单复变函数'), field: 'analysis' },
  '31': { name: t('Potential theory', '位势论'), field: 'analysis' },
  '32': {
    name: t('Several complex variables and analytic spaces', '多复变函数与解析空间'),
    field: 'geometry',
  },
  '34': { name: t('Ordinary differential equations', '常微分方程'), field: 'pde' },
  '35': { name: t('Partial differential equations', '偏微分方程'), field: 'pde' },
  '37': {
    name: t('Dynamical systems and ergodic theory', '动力系统与遍历理论'),
    field: 'analysis',
  },
  '41': { name: t('Approximations and expansions', '逼近与展开'), field: 'numerics' },
  '42': {
    name: t('Harmonic analysis on Euclidean spaces', '欧氏空间上的调和分析'),
    field: 'analysis',
  },
  '46': { name: t('Functional analysis', '泛函分析'), field: 'analysis' },
  '49': { name: t('Calculus of variations and optimal control', '变分法与最优控制'), field: 'pde' },
  '51': { name: t('Geometry', '几何学'), field: 'geometry' },
  '53': { name: t('Differential geometry', '微分几何'), field: 'geometry' },
  '54': { name: t('General topology', '一般拓扑学'), field: 'topology' },
  '55': { name: t('Algebraic topology', '代数拓扑'), field: 'topology' },
  '57': { name: t('Manifolds and cell complexes', '流形与胞腔复形'), field: 'topology' },
  '58': {
    name: t('Global analysis, analysis on manifolds', '整体分析与流形上的分析'),
    field: 'geometry',
  },
  '60': {
    name: t('Probability theory and stochastic processes', '概率论与随机过程'),
    field: 'probability',
  },
  '62': { name: t('Statistics', '统计学'), field: 'probability' },
  '65': { name: t('Numerical analysis', '数值分析'), field: 'numerics' },
  '68': { name: t('Computer science', '计算机科学'), field: 'numerics' },
  '70': { name: t('Mechanics of particles and systems', '质点与质点系力学'), field: 'physics' },
  '76': { name: t('Fluid mechanics', '流体力学'), field: 'pde' },
  '81': { name: t('Quantum theory', '量子理论'), field: 'physics' },
  '82': {
    name: t('Statistical mechanics, structure of matter', '统计力学与物质结构'),
    field: 'physics',
  },
  '83': { name: t('Relativity and gravitational theory', '相对论与引力理论'), field: 'physics' },
  '86': { name: t('Geophysics', '地球物理'), field: 'general' },
  '90': {
    name: t('Operations research, mathematical programming', '运筹学与数学规划'),
    field: 'numerics',
  },
  '91': {
    name: t('Game theory, economics, social sciences', '博弈论、经济学与社会科学'),
    field: 'general',
  },
  '93': { name: t('Systems theory; control', '系统论与控制'), field: 'probability' },
  '94': {
    name: t('Information and communication theory', '信息与通信理论'),
    field: 'combinatorics',
  },
  '97': { name: t('Mathematics education', '数学教育'), field: 'general' },
};

export const CHAPTER_TITLES: Readonly<Record<Field, readonly LocalizedText[]>> = {
  algebra: [
    t('Groups and their actions', '群及其作用'),
    t('Rings, ideals and modules', '环、理想与模'),
    t('Sylow theorems and $p$-groups', '西罗定理与$p$-群'),
    t('Field extensions', '域扩张'),
    t('Tensor products', '张量积'),
    t('Noetherian rings and the Hilbert basis theorem', '诺特环与希尔伯特基定理'),
    t(
      'Localization and the spectrum $\\operatorname{Spec} A$',
      '局部化与谱$\\operatorname{Spec} A$',
    ),
    t("Semisimple algebras and Wedderburn's theorem", '半单代数与韦德伯恩定理'),
    t('Representations of $\\mathrm{SL}_2(\\mathbb{C})$', '$\\mathrm{SL}_2(\\mathbb{C})$的表示'),
    t('Root systems and Weyl groups', '根系与外尔群'),
    t('Exact sequences and $\\operatorname{Ext}$', '正合列与$\\operatorname{Ext}$函子'),
    t('Derived functors', '导出函子'),
    t('Schemes and morphisms', '概形与态射'),
    t('Sheaf cohomology', '层上同调'),
    t('Characters of finite groups', '有限群的特征标'),
    t('Dimension theory', '维数理论'),
  ],
  number: [
    t('Divisibility and congruences', '整除与同余'),
    t('Quadratic reciprocity', '二次互反律'),
    t('Arithmetic functions and Dirichlet series', '算术函数与狄利克雷级数'),
    t('The prime number theorem', '素数定理'),
    t('Dirichlet characters and $L(s,\\chi)$', '狄利克雷特征与$L(s,\\chi)$'),
    t('The zeros of $\\zeta(s)$', '$\\zeta(s)$的零点'),
    t('Number fields and rings of integers', '数域与整数环'),
    t('Ideal class groups', '理想类群'),
    t('$p$-adic numbers', '$p$进数'),
    t('Modular forms for $\\mathrm{SL}_2(\\mathbb{Z})$', '$\\mathrm{SL}_2(\\mathbb{Z})$的模形式'),
    t('Hecke operators', '赫克算子'),
    t('Elliptic curves over $\\mathbb{Q}$', '$\\mathbb{Q}$上的椭圆曲线'),
    t('The large sieve', '大筛法'),
    t('Exponential sums and the circle method', '指数和与圆法'),
    t('Diophantine equations', '丢番图方程'),
    t('Galois representations', '伽罗瓦表示'),
  ],
  geometry: [
    t('Smooth manifolds and tangent bundles', '光滑流形与切丛'),
    t('Vector bundles and connections', '向量丛与联络'),
    t('Riemannian metrics and geodesics', '黎曼度量与测地线'),
    t('Curvature and the Gauss–Bonnet theorem', '曲率与高斯-博内定理'),
    t('Jacobi fields and comparison theorems', '雅可比场与比较定理'),
    t('The Laplacian $\\Delta_g$ on a manifold', '流形上的拉普拉斯算子$\\Delta_g$'),
    t('Hodge theory on compact manifolds', '紧流形上的霍奇理论'),
    t('Kähler manifolds', '凯勒流形'),
    t("Symplectic manifolds and Darboux's theorem", '辛流形与达布定理'),
    t('Minimal submanifolds', '极小子流形'),
    t(
      'The Ricci flow $\\partial_t g = -2\\,\\mathrm{Ric}$',
      '里奇流$\\partial_t g = -2\\,\\mathrm{Ric}$',
    ),
    t('Lie group actions and homogeneous spaces', '李群作用与齐性空间'),
    t('Characteristic classes', '示性类'),
    t('Holomorphic vector bundles', '全纯向量丛'),
    t('Einstein metrics', '爱因斯坦度量'),
    t('Moduli spaces', '模空间'),
  ],
  topology: [
    t('Topological spaces and continuous maps', '拓扑空间与连续映射'),
    t('Compactness and connectedness', '紧性与连通性'),
    t('The fundamental group $\\pi_1(X)$', '基本群$\\pi_1(X)$'),
    t('Covering spaces', '覆叠空间'),
    t('Simplicial and singular homology', '单纯同调与奇异同调'),
    t('Cohomology and cup products', '上同调与上积'),
    t('Poincaré duality', '庞加莱对偶'),
    t('Higher homotopy groups $\\pi_n(X)$', '高阶同伦群$\\pi_n(X)$'),
    t('Fibrations and spectral sequences', '纤维化与谱序列'),
    t('CW complexes', 'CW复形'),
    t('Knots and their invariants', '纽结及其不变量'),
    t('Surfaces and their classification', '曲面及其分类'),
    t('Three-manifolds', '三维流形'),
    t('Morse theory', '莫尔斯理论'),
    t('Vector bundles and $K$-theory', '向量丛与$K$理论'),
    t('Cobordism', '配边理论'),
  ],
  analysis: [
    t('Real numbers and limits', '实数与极限'),
    t('Measure spaces', '测度空间'),
    t('The Lebesgue integral', '勒贝格积分'),
    t('$L^p$ spaces', '$L^p$空间'),
    t('Banach and Hilbert spaces', '巴拿赫空间与希尔伯特空间'),
    t('The Hahn–Banach theorem', '哈恩-巴拿赫定理'),
    t('Bounded operators and the spectrum', '有界算子与谱'),
    t('Compact and self-adjoint operators', '紧算子与自伴算子'),
    t('The Fourier transform on $\\mathbb{R}^n$', '$\\mathbb{R}^n$上的傅里叶变换'),
    t('Distributions', '广义函数'),
    t('Maximal functions', '极大函数'),
    t('Singular integrals of Calderón–Zygmund type', '卡尔德龙-齐格蒙德型奇异积分'),
    t("Holomorphic functions and Cauchy's theorem", '全纯函数与柯西定理'),
    t('Conformal mappings', '共形映射'),
    t('Harmonic functions', '调和函数'),
    t('Interpolation of operators', '算子插值'),
  ],
  pde: [
    t('Classification of second-order equations', '二阶方程的分类'),
    t('The Laplace equation $\\Delta u = 0$', '拉普拉斯方程$\\Delta u = 0$'),
    t('The heat equation', '热方程'),
    t('The wave equation', '波动方程'),
    t('Sobolev spaces $W^{k,p}(\\Omega)$', '索伯列夫空间$W^{k,p}(\\Omega)$'),
    t('Weak solutions and the Lax–Milgram theorem', '弱解与拉克斯-米尔格拉姆定理'),
    t('Regularity of weak solutions', '弱解的正则性'),
    t('Maximum principles', '极值原理'),
    t('Schauder estimates', '绍德尔估计'),
    t('Energy methods', '能量方法'),
    t('Strichartz estimates', '斯特里卡茨估计'),
    t('Blow-up of solutions', '解的爆破'),
    t('Conservation laws and shocks', '守恒律与激波'),
    t('Variational methods', '变分方法'),
    t('Free boundaries', '自由边界'),
    t('The incompressible Navier–Stokes equations', '不可压缩纳维-斯托克斯方程'),
  ],
  probability: [
    t('Probability spaces and random variables', '概率空间与随机变量'),
    t('Independence and the law of large numbers', '独立性与大数定律'),
    t('Characteristic functions and the central limit theorem', '特征函数与中心极限定理'),
    t('Conditional expectation', '条件期望'),
    t('Martingales in discrete time', '离散时间鞅'),
    t('Markov chains', '马尔可夫链'),
    t('Brownian motion $(B_t)_{t \\ge 0}$', '布朗运动$(B_t)_{t \\ge 0}$'),
    t('The Itô integral', '伊藤积分'),
    t('Stochastic differential equations', '随机微分方程'),
    t('Poisson processes', '泊松过程'),
    t("Large deviations and Cramér's theorem", '大偏差与克拉默定理'),
    t('Random walks', '随机游动'),
    t('Ergodic theorems', '遍历定理'),
    t('Weak convergence of measures', '测度的弱收敛'),
    t('Percolation', '渗流'),
    t('Random matrices and the semicircle law', '随机矩阵与半圆律'),
  ],
  physics: [
    t("Classical mechanics and Hamilton's equations", '经典力学与哈密顿方程'),
    t('Hilbert spaces in quantum mechanics', '量子力学中的希尔伯特空间'),
    t(
      'The Schrödinger equation $i\\hbar\\,\\partial_t\\psi = H\\psi$',
      '薛定谔方程$i\\hbar\\,\\partial_t\\psi = H\\psi$',
    ),
    t('Spin and representations of $\\mathrm{SU}(2)$', '自旋与$\\mathrm{SU}(2)$的表示'),
    t('Path integrals', '路径积分'),
    t('Free quantum fields', '自由量子场'),
    t('Gauge theories and the Yang–Mills equations', '规范理论与杨-米尔斯方程'),
    t('Renormalization', '重整化'),
    t('The Ising model', '伊辛模型'),
    t('Gibbs measures', '吉布斯测度'),
    t('Phase transitions', '相变'),
    t('Conformal symmetry', '共形对称'),
    t('Vertex operator algebras', '顶点算子代数'),
    t('Integrable models and the Bethe ansatz', '可积模型与贝特拟设'),
    t('Scattering theory', '散射理论'),
    t('The geometry of spacetime', '时空几何'),
  ],
  numerics: [
    t('Floating-point arithmetic and stability', '浮点运算与稳定性'),
    t('Interpolation and approximation', '插值与逼近'),
    t('Numerical quadrature', '数值积分'),
    t('Direct methods for $Ax = b$', '$Ax = b$的直接解法'),
    t('Krylov subspace methods', '克雷洛夫子空间方法'),
    t('Eigenvalue algorithms', '特征值算法'),
    t('Finite difference methods', '有限差分方法'),
    t('Galerkin methods and finite elements', '伽辽金方法与有限元'),
    t('A priori and a posteriori error estimates', '先验与后验误差估计'),
    t('Time-stepping schemes', '时间步进格式'),
    t("Nonlinear equations and Newton's method", '非线性方程与牛顿法'),
    t('Unconstrained optimization', '无约束优化'),
    t('Constrained optimization and duality', '约束优化与对偶'),
    t('The fast Fourier transform', '快速傅里叶变换'),
    t('Monte Carlo simulation', '蒙特卡罗模拟'),
    t('Parallel algorithms', '并行算法'),
  ],
  combinatorics: [
    t('Counting principles', '计数原理'),
    t('Generating functions', '生成函数'),
    t('Graphs and trees', '图与树'),
    t("Matchings and Hall's theorem", '匹配与霍尔定理'),
    t('Graph colouring', '图着色'),
    t('Ramsey theory', '拉姆齐理论'),
    t('Extremal graph theory', '极值图论'),
    t('The probabilistic method', '概率方法'),
    t('Partially ordered sets', '偏序集'),
    t('Designs and codes', '设计与编码'),
    t('Matroids', '拟阵'),
    t('Lattice paths', '格路计数'),
    t('Partitions of integers', '整数分拆'),
    t('Symmetric functions', '对称函数'),
    t('Random graphs $G(n,p)$', '随机图$G(n,p)$'),
    t('Logic and computability', '逻辑与可计算性'),
  ],
  history: [
    t('Counting rods and early numerals', '算筹与早期数字'),
    t('Fractions and proportions', '分数与比例'),
    t('Areas of fields', '田亩面积'),
    t('Volumes of solids', '立体体积'),
    t('The Gougu theorem', '勾股定理'),
    t('Excess and deficit', '盈不足术'),
    t('Rectangular arrays and linear equations', '方程术与线性方程组'),
    t('Square and cube roots', '开平方与开立方'),
    t('The value of $\\pi$', '圆周率'),
    t('Remainder problems', '剩余问题'),
    t('Calendrical calculations', '历算'),
    t('Surveying heights and distances', '重差测望'),
    t('Polynomial equations and the tianyuan method', '高次方程与天元术'),
    t('Magic squares', '纵横图'),
    t('Transmission to Korea and Japan', '东传朝鲜与日本'),
    t('Commentaries and their editions', '注释与版本'),
  ],
  general: [
    t('What is a proof?', '什么是证明'),
    t('Numbers', '数'),
    t('Symmetry', '对称'),
    t('Infinity', '无穷'),
    t('Shape and space', '形与空间'),
    t('Chance', '机遇'),
    t('Patterns in the primes', '素数的规律'),
    t('Algorithms', '算法'),
    t('Mathematics and the sciences', '数学与科学'),
    t('Famous problems', '著名问题'),
    t('Writing mathematics', '数学写作'),
    t('Solving problems', '解题'),
    t('Mathematicians and their work', '数学家及其工作'),
    t('Models of the world', '世界的模型'),
    t('Games and strategies', '博弈与策略'),
    t('Open questions', '未解之谜'),
  ],
};

/** First chapter of an authored book, before those drawn from its field. */
export const FIRST_CHAPTERS: readonly LocalizedText[] = [
  t('Introduction', '引言'),
  t('Preliminaries', '预备知识'),
  t('Overview and background', '概述与背景'),
];

/** One sentence per field that a chapter abstract adds, in TeX. */
export const FIELD_SENTENCES: Readonly<Record<Field, readonly LocalizedText[]>> = {
  algebra: [
    t(
      'Throughout, $A$ is a commutative ring with $1$ and $M$ a finitely generated $A$-module.',
      '全章中$A$表示含幺交换环，$M$为有限生成$A$-模。',
    ),
    t(
      'The examples include the groups $\\mathrm{GL}_n(\\mathbb{F}_q)$ and their representations.',
      '例子包括群$\\mathrm{GL}_n(\\mathbb{F}_q)$及其表示。',
    ),
  ],
  number: [
    t(
      'The key estimate is $\\sum_{n \\le x} \\Lambda(n) = x + O(x e^{-c\\sqrt{\\log x}})$.',
      '关键估计为$\\sum_{n \\le x} \\Lambda(n) = x + O(x e^{-c\\sqrt{\\log x}})$。',
    ),
    t(
      'Examples are drawn from the quadratic fields $\\mathbb{Q}(\\sqrt{d})$.',
      '例子取自二次域$\\mathbb{Q}(\\sqrt{d})$。',
    ),
  ],
  geometry: [
    t(
      'We work on a compact Riemannian manifold $(M^n, g)$ with its Levi-Civita connection $\\nabla$.',
      '本章在紧黎曼流形$(M^n, g)$上讨论，并使用其列维-奇维塔联络$\\nabla$。',
    ),
    t(
      'The main example is the round sphere $S^n$, of sectional curvature $K \\equiv 1$.',
      '主要例子是截面曲率$K \\equiv 1$的标准球面$S^n$。',
    ),
  ],
  topology: [
    t(
      'The computations for $\\mathbb{RP}^n$ and $\\mathbb{CP}^n$ are worked out in detail.',
      '详细计算了$\\mathbb{RP}^n$与$\\mathbb{CP}^n$的情形。',
    ),
    t(
      'A recurring tool is the long exact sequence $\\cdots \\to H_n(A) \\to H_n(X) \\to H_n(X, A) \\to \\cdots$.',
      '反复使用的工具是长正合列$\\cdots \\to H_n(A) \\to H_n(X) \\to H_n(X, A) \\to \\cdots$。',
    ),
  ],
  analysis: [
    t(
      'The central inequality is $\\|Tf\\|_{L^p} \\le C_p \\|f\\|_{L^p}$ for $1 < p < \\infty$.',
      '核心不等式是$\\|Tf\\|_{L^p} \\le C_p \\|f\\|_{L^p}$（$1 < p < \\infty$）。',
    ),
    t(
      'Examples include the Hilbert transform and the Hardy–Littlewood maximal operator.',
      '例子包括希尔伯特变换与哈代-李特尔伍德极大算子。',
    ),
  ],
  pde: [
    t(
      'The model problem is $-\\Delta u = f$ in a bounded domain $\\Omega \\subset \\mathbb{R}^n$ with $u = 0$ on $\\partial\\Omega$.',
      '模型问题为有界区域$\\Omega \\subset \\mathbb{R}^n$上的$-\\Delta u = f$，且在$\\partial\\Omega$上$u = 0$。',
    ),
    t(
      'The a priori estimate $\\|u\\|_{H^2(\\Omega)} \\le C\\|f\\|_{L^2(\\Omega)}$ is proved first.',
      '首先证明先验估计$\\|u\\|_{H^2(\\Omega)} \\le C\\|f\\|_{L^2(\\Omega)}$。',
    ),
  ],
  probability: [
    t(
      'Throughout, $(\\Omega, \\mathcal{F}, \\mathbb{P})$ is a probability space with a filtration $(\\mathcal{F}_t)_{t \\ge 0}$.',
      '全章中$(\\Omega, \\mathcal{F}, \\mathbb{P})$为带滤子$(\\mathcal{F}_t)_{t \\ge 0}$的概率空间。',
    ),
    t(
      'Simulations illustrate the scaling limit $S_n/\\sqrt{n} \\Rightarrow N(0,1)$.',
      '数值模拟展示了标度极限$S_n/\\sqrt{n} \\Rightarrow N(0,1)$。',
    ),
  ],
  physics: [
    t(
      'The Hamiltonian $H = -\\Delta + V$ on $L^2(\\mathbb{R}^3)$ is the running example.',
      '以$L^2(\\mathbb{R}^3)$上的哈密顿算子$H = -\\Delta + V$为贯穿全章的例子。',
    ),
    t(
      'Physical heuristics are stated apart from the theorems that make them precise.',
      '物理上的启发式论证与使之严格化的定理分开陈述。',
    ),
  ],
  numerics: [
    t(
      'Convergence of order $O(h^{k+1})$ in the $L^2$ norm is proved for polynomials of degree $k$.',
      '对$k$次多项式证明了$L^2$范数下$O(h^{k+1})$阶的收敛性。',
    ),
    t(
      'Each method comes with pseudocode and an operation count.',
      '每种方法都给出伪代码与运算量分析。',
    ),
  ],
  combinatorics: [
    t(
      'The running example is the number $2^{\\binom{n}{2}}$ of graphs on $n$ labelled vertices.',
      '贯穿全章的例子是$n$个标号顶点上的图的个数$2^{\\binom{n}{2}}$。',
    ),
    t('Bijective proofs are given wherever one is known.', '凡已知双射证明之处，均给出双射证明。'),
  ],
  history: [
    t(
      'The original text is given with a modern translation and commentary.',
      '给出原文、现代译文与评注。',
    ),
    t(
      'The procedures are restated in modern notation, such as $x^2 + bx = c$.',
      '书中算法以现代记号重述，如$x^2 + bx = c$。',
    ),
  ],
  general: [
    t('No background beyond school mathematics is assumed.', '除中学数学外不预设其他背景知识。'),
    t(
      'Short exercises at the end invite the reader to try the ideas, for instance to show that $\\sqrt{2}$ is irrational.',
      '章末的小练习请读者亲自尝试书中的想法，例如证明$\\sqrt{2}$是无理数。',
    ),
  ],
};

/** How a chapter abstract begins: an authored chapter, or a contribution to an edited volume. */
export const CHAPTER_OPENINGS: readonly LocalizedText[] = [
  t(
    'The chapter starts from the definitions and proves the main results in full, with worked examples.',
    '本章从定义出发，完整证明主要结果，并配有例题。',
  ),
  t(
    'This chapter presents the standard theory and ends with exercises of increasing difficulty.',
    '本章介绍基本理论，章末附有由易到难的习题。',
  ),
  t(
    'We motivate the subject by examples before developing the general theory.',
    '本章先以例子引入，再展开一般理论。',
  ),
];
export const CONTRIBUTION_OPENINGS: readonly LocalizedText[] = [
  t(
    'We survey recent progress on this subject and state several open problems.',
    '本文综述该方向的最新进展，并提出若干公开问题。',
  ),
  t(
    "This contribution is based on the author's lectures and gives complete proofs of the main results.",
    '本文根据作者的讲座整理而成，给出了主要结果的完整证明。',
  ),
  t(
    'We give a self-contained account of a recent breakthrough and its consequences.',
    '本文完整介绍了近期的一项突破及其推论。',
  ),
];

/** A book's blurb: a sentence by its kind (with the title), then one about its readers. */
export const BLURBS: Readonly<
  Record<BookKind, readonly ((title: LocalizedText) => LocalizedText)[]>
> = {
  textbook: [
    (b) =>
      t(
        `${b.en} grew out of courses taught over many years and covers the core of the subject with worked examples and several hundred exercises.`,
        `《${b.zh}》源于作者多年的授课讲义，涵盖该课程的核心内容，配有例题和数百道习题。`,
      ),
    (b) =>
      t(
        `${b.en} is a self-contained textbook that proves every result it uses and points the way to current research.`,
        `《${b.zh}》是一部自成体系的教材，书中用到的结论均给出证明，并指引读者走向当前研究。`,
      ),
  ],
  monograph: [
    (b) =>
      t(
        `${b.en} gives a systematic account of the subject, including results that until now were scattered in the research literature.`,
        `《${b.zh}》系统论述了该领域的理论，收入了许多此前散见于研究文献中的成果。`,
      ),
    (b) =>
      t(
        `In ${b.en} the authors develop the modern theory from its foundations to recent results, many of them their own.`,
        `《${b.zh}》从基础出发阐述现代理论，直至最新成果，其中许多出自作者本人的研究。`,
      ),
  ],
  lectures: [
    (b) =>
      t(
        `${b.en} is based on a lecture course and keeps its direct style: the main ideas first, technicalities where they are needed.`,
        `《${b.zh}》根据系列课程讲义整理而成，保留了讲课的直接风格：先讲主要思想，技术细节随用随讲。`,
      ),
    (b) =>
      t(
        `These lectures, ${b.en}, lead the reader from the basic examples to open problems of current research.`,
        `本讲义《${b.zh}》带领读者从基本例子出发，一直走到当前研究中的公开问题。`,
      ),
  ],
  survey: [
    (b) =>
      t(
        `${b.en} surveys an active field of research, with complete references and an outline of the key arguments.`,
        `《${b.zh}》综述了一个活跃的研究领域，附有完整的参考文献，并概述了关键论证。`,
      ),
  ],
  proceedings: [
    (b) =>
      t(
        `${b.en} collects the lecture series of the International Summer School, written up by the speakers and edited by the organizers.`,
        `《${b.zh}》收录了国际数学暑期学校的系列讲座，由主讲人撰稿、组织者编辑。`,
      ),
  ],
  annual: [
    (b) =>
      t(
        `${b.en} brings together expository articles by leading experts on the most significant recent developments.`,
        `《${b.zh}》汇集了一流专家撰写的综述文章，介绍近期最重要的进展。`,
      ),
  ],
  classic: [
    (b) =>
      t(
        `This edition of ${b.en} gives the classical Chinese text with an English translation, notes and a modern commentary.`,
        `本版《${b.zh}》收录古文原文，附英文译文、注释与现代评注。`,
      ),
  ],
  problems: [
    (b) =>
      t(
        `${b.en} offers graded problems, from routine exercises to competition level, each with a complete solution.`,
        `《${b.zh}》收录由浅入深的习题，从基础练习直至竞赛难度，每题均附完整解答。`,
      ),
  ],
  general: [
    (b) =>
      t(
        `${b.en} is written for every reader curious about mathematics and asks for no more than school mathematics.`,
        `《${b.zh}》写给所有对数学感兴趣的读者，只需具备中学数学知识即可阅读。`,
      ),
    (b) =>
      t(
        `${b.en} tells the story of its subject through its ideas and the people who found them.`,
        `《${b.zh}》通过思想及其发现者来讲述这一主题的故事。`,
      ),
  ],
};

export const AUDIENCES: Readonly<Record<BookKind, LocalizedText>> = {
  textbook: t(
    'It is suitable for a one- or two-semester course and for self-study.',
    '本书适合作为一至两学期课程的教材，也适合自学。',
  ),
  monograph: t(
    'It is intended for researchers and advanced graduate students.',
    '本书可供研究人员和高年级研究生阅读。',
  ),
  lectures: t(
    'Graduate students and researchers from neighbouring fields will find it a quick way in.',
    '研究生和相邻领域的研究者可借此快速入门。',
  ),
  survey: t('It is written for researchers entering the field.', '本书面向初入该领域的研究者。'),
  proceedings: t(
    'The lectures assume a first graduate course and are accessible to doctoral students.',
    '讲座内容以研究生基础课程为前提，博士研究生即可阅读。',
  ),
  annual: t(
    'The articles are accessible to mathematicians outside the specialty.',
    '文章写法使非本专业的数学工作者也能读懂。',
  ),
  classic: t(
    'It is of interest to historians of mathematics and to every reader of classical Chinese.',
    '本书可供数学史研究者及古文爱好者阅读。',
  ),
  problems: t(
    'It accompanies any course on the subject and prepares for examinations.',
    '本书可配合该课程的任何教材使用，也可用于备考。',
  ),
  general: t('It requires no specialist knowledge.', '阅读本书无需专业知识。'),
};

export const NOTES: readonly LocalizedText[] = [
  t('Includes an index of notation.', '附符号索引。'),
  t(
    'Based on lectures given at the Institute for Advanced Study in Mathematics, Hangzhou.',
    '根据作者在杭州高等数学研究院的讲课内容整理。',
  ),
  t('Includes a bibliography of more than 300 items.', '附三百余条参考文献。'),
  t('Printed on acid-free paper.', '采用无酸纸印刷。'),
  t('The Chinese edition is translated by the authors.', '中文版由作者本人翻译。'),
];
export const REVISED_NOTE = (edition: number): LocalizedText =>
  edition === 2
    ? t('Second edition, revised and expanded.', '第二版，经修订和增补。')
    : t(
        `Edition ${edition}, revised, with a new chapter.`,
        `第${'零一二三四五'[edition] ?? edition}版，经修订，新增一章。`,
      );

export const SUPPLEMENTS: Readonly<
  Record<'exercises' | 'solutions' | 'code' | 'slides', LocalizedText>
> = {
  exercises: t('With online exercises', '附在线习题'),
  solutions: t('With a solutions manual for instructors', '附教师用习题解答'),
  code: t('With companion Python code', '附配套Python代码'),
  slides: t('With lecture slides online', '附在线讲课幻灯片'),
};

export interface FeaturedAuthor {
  /** As credited on the books (contributor names are not translated). */
  name: string;
  /** The tag's name: how Chinese readers know the person. */
  tagName: LocalizedText;
  affiliation: string;
  bio: LocalizedText;
}

export const FEATURED_AUTHORS: readonly FeaturedAuthor[] = [
  {
    name: 'Hong Zhou',
    tagName: t('Hong Zhou', '周红'),
    affiliation: 'School of Mathematical Sciences, Eastbridge University',
    bio: t(
      'Hong Zhou has taught analysis and algebra to undergraduates for thirty years and is the general editor of the Undergraduate Mathematics Library. Her textbooks are used at more than a hundred universities.',
      '周红教授从事本科分析与代数教学三十年，任“本科数学文库”主编。她编写的教材被一百多所高校采用。',
    ),
  },
  {
    name: 'Elena Bianchi',
    tagName: t('Elena Bianchi', '埃琳娜·比安基'),
    affiliation: 'Department of Mathematics, University of Westmoor',
    bio: t(
      'Elena Bianchi works on random walks, percolation and interacting particle systems. Her books are known for their clear pictures and carefully chosen exercises.',
      '埃琳娜·比安基的研究方向为随机游动、渗流与相互作用粒子系统。她的著作以清晰的图示和精心挑选的习题著称。',
    ),
  },
];

export const TEXTBOOK_TAGS: Readonly<
  Record<
    'undergraduate' | 'graduate' | 'problems',
    { name: LocalizedText; description: LocalizedText }
  >
> = {
  undergraduate: {
    name: t('Undergraduate textbooks', '本科生教材'),
    description: t(
      'Textbooks for the first years of a mathematics degree.',
      '适用于数学专业本科低年级的教材。',
    ),
  },
  graduate: {
    name: t('Graduate textbooks', '研究生教材'),
    description: t(
      'Textbooks for master and doctoral courses.',
      '适用于硕士和博士研究生课程的教材。',
    ),
  },
  problems: {
    name: t('Problem books', '习题集'),
    description: t(
      'Problems with complete solutions, for practice and examinations.',
      '附完整解答的习题集，供练习与备考使用。',
    ),
  },
};

export const COLLECTIONS = {
  editorsChoice: {
    name: t("Editors' choice", '编辑推荐'),
    description: t('Books our editors recommend this season.', '本季编辑推荐的图书。'),
  },
  bilingual: {
    name: t('Bilingual editions', '中英双语版'),
    description: t(
      'Books printed with the Chinese and the English text side by side.',
      '中英文对照印刷的图书。',
    ),
  },
  sets: {
    name: t('Multi-volume works', '多卷本著作'),
    description: t(
      'Works in several volumes, sold as a set and volume by volume.',
      '分卷出版的著作，可整套购买，也可单卷购买。',
    ),
  },
  summerSchools: {
    name: t('Summer school lectures', '暑期学校讲座'),
    description: t(
      'Lectures given at summer schools, written up by the speakers.',
      '由主讲人整理的暑期学校讲座。',
    ),
  },
} as const;
