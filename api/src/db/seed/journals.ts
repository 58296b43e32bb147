import type { JournalSubject, LocalizedText } from '@portal/contract';
import { formatIssn } from '../../lib/identifiers';
import type { Random } from './random';

export const SUBJECTS: readonly { code: JournalSubject; name: LocalizedText }[] = [
  { code: 'algebra', name: { zh: '代数', en: 'Algebra' } },
  { code: 'number-theory', name: { zh: '数论', en: 'Number Theory' } },
  { code: 'geometry-topology', name: { zh: '几何与拓扑', en: 'Geometry and Topology' } },
  { code: 'analysis', name: { zh: '分析', en: 'Analysis' } },
  { code: 'differential-equations', name: { zh: '微分方程', en: 'Differential Equations' } },
  { code: 'probability-statistics', name: { zh: '概率与统计', en: 'Probability and Statistics' } },
  { code: 'mathematical-physics', name: { zh: '数学物理', en: 'Mathematical Physics' } },
  {
    code: 'applied-computational',
    name: { zh: '应用与计算数学', en: 'Applied and Computational Mathematics' },
  },
  { code: 'combinatorics', name: { zh: '组合数学', en: 'Combinatorics' } },
  { code: 'general', name: { zh: '综合数学', en: 'General Mathematics' } },
];

const FREQUENCIES = {
  2: { zh: '半年刊', en: 'Semiannual' },
  4: { zh: '季刊', en: 'Quarterly' },
  6: { zh: '双月刊', en: 'Bimonthly' },
  12: { zh: '月刊', en: 'Monthly' },
} as const satisfies Record<number, LocalizedText>;

interface JournalDefinition {
  title: LocalizedText;
  abbreviation: string;
  subject: JournalSubject;
  issuesPerYear: keyof typeof FREQUENCIES;
  openAccess: boolean;
  foundedYear: number;
}

/** The 26 journals: titles, ISO 4 abbreviations, subjects and frequencies. */
const JOURNALS: readonly JournalDefinition[] = [
  {
    title: { en: 'Annals of Pure and Applied Mathematics', zh: '纯粹与应用数学年刊' },
    abbreviation: 'Ann. Pure Appl. Math.',
    subject: 'general',
    issuesPerYear: 2,
    openAccess: false,
    foundedYear: 1992,
  },
  {
    title: { en: 'Journal of Algebraic Structures', zh: '代数结构学报' },
    abbreviation: 'J. Algebr. Struct.',
    subject: 'algebra',
    issuesPerYear: 6,
    openAccess: false,
    foundedYear: 1993,
  },
  {
    title: { en: 'Algebra and Representation Letters', zh: '代数与表示快报' },
    abbreviation: 'Algebra Represent. Lett.',
    subject: 'algebra',
    issuesPerYear: 12,
    openAccess: true,
    foundedYear: 2012,
  },
  {
    title: { en: 'Annals of Number Theory and Arithmetic Geometry', zh: '数论与算术几何年刊' },
    abbreviation: 'Ann. Number Theory Arith. Geom.',
    subject: 'number-theory',
    issuesPerYear: 4,
    openAccess: false,
    foundedYear: 1996,
  },
  {
    title: { en: 'Chinese Journal of Number Theory', zh: '中国数论学报' },
    abbreviation: 'Chin. J. Number Theory',
    subject: 'number-theory',
    issuesPerYear: 4,
    openAccess: false,
    foundedYear: 2001,
  },
  {
    title: { en: 'Journal of Differential Geometry and Topology', zh: '微分几何与拓扑学报' },
    abbreviation: 'J. Differ. Geom. Topol.',
    subject: 'geometry-topology',
    issuesPerYear: 6,
    openAccess: false,
    foundedYear: 1994,
  },
  {
    title: { en: 'Geometric Analysis Quarterly', zh: '几何分析季刊' },
    abbreviation: 'Geom. Anal. Q.',
    subject: 'geometry-topology',
    issuesPerYear: 4,
    openAccess: false,
    foundedYear: 2005,
  },
  {
    title: { en: 'Frontiers in Topology', zh: '拓扑学前沿' },
    abbreviation: 'Front. Topol.',
    subject: 'geometry-topology',
    issuesPerYear: 6,
    openAccess: true,
    foundedYear: 2016,
  },
  {
    title: {
      en: 'Journal of Functional Analysis and Operator Theory',
      zh: '泛函分析与算子理论学报',
    },
    abbreviation: 'J. Funct. Anal. Oper. Theory',
    subject: 'analysis',
    issuesPerYear: 12,
    openAccess: false,
    foundedYear: 1995,
  },
  {
    title: { en: 'Harmonic Analysis and Applications', zh: '调和分析及其应用' },
    abbreviation: 'Harmon. Anal. Appl.',
    subject: 'analysis',
    issuesPerYear: 6,
    openAccess: false,
    foundedYear: 2003,
  },
  {
    title: { en: 'Complex Analysis and Several Variables', zh: '复分析与多复变' },
    abbreviation: 'Complex Anal. Several Var.',
    subject: 'analysis',
    issuesPerYear: 4,
    openAccess: false,
    foundedYear: 2008,
  },
  {
    title: { en: 'Journal of Partial Differential Equations', zh: '偏微分方程学报' },
    abbreviation: 'J. Partial Differ. Equ.',
    subject: 'differential-equations',
    issuesPerYear: 6,
    openAccess: false,
    foundedYear: 1992,
  },
  {
    title: { en: 'Dynamical Systems and Ergodic Theory', zh: '动力系统与遍历理论' },
    abbreviation: 'Dyn. Syst. Ergod. Theory',
    subject: 'differential-equations',
    issuesPerYear: 6,
    openAccess: false,
    foundedYear: 1999,
  },
  {
    title: { en: 'Nonlinear Evolution Equations', zh: '非线性发展方程' },
    abbreviation: 'Nonlinear Evol. Equ.',
    subject: 'differential-equations',
    issuesPerYear: 4,
    openAccess: true,
    foundedYear: 2014,
  },
  {
    title: { en: 'Probability Theory and Stochastic Processes', zh: '概率论与随机过程' },
    abbreviation: 'Probab. Theory Stoch. Process.',
    subject: 'probability-statistics',
    issuesPerYear: 6,
    openAccess: false,
    foundedYear: 1997,
  },
  {
    title: { en: 'Statistical Science Review', zh: '统计科学评论' },
    abbreviation: 'Stat. Sci. Rev.',
    subject: 'probability-statistics',
    issuesPerYear: 4,
    openAccess: false,
    foundedYear: 2006,
  },
  {
    title: { en: 'Communications in Mathematical Physics and Geometry', zh: '数学物理与几何通讯' },
    abbreviation: 'Commun. Math. Phys. Geom.',
    subject: 'mathematical-physics',
    issuesPerYear: 12,
    openAccess: false,
    foundedYear: 1992,
  },
  {
    title: { en: 'Journal of Quantum Fields and Strings', zh: '量子场与弦学报' },
    abbreviation: 'J. Quantum Fields Strings',
    subject: 'mathematical-physics',
    issuesPerYear: 6,
    openAccess: false,
    foundedYear: 2000,
  },
  {
    title: { en: 'Integrable Systems and Symmetry', zh: '可积系统与对称性' },
    abbreviation: 'Integrable Syst. Symmetry',
    subject: 'mathematical-physics',
    issuesPerYear: 4,
    openAccess: true,
    foundedYear: 2011,
  },
  {
    title: {
      en: 'Letters in Mathematical Physics and Statistical Mechanics',
      zh: '数学物理与统计力学快报',
    },
    abbreviation: 'Lett. Math. Phys. Stat. Mech.',
    subject: 'mathematical-physics',
    issuesPerYear: 12,
    openAccess: false,
    foundedYear: 2002,
  },
  {
    title: {
      en: 'Journal of Computational Mathematics and Numerical Analysis',
      zh: '计算数学与数值分析学报',
    },
    abbreviation: 'J. Comput. Math. Numer. Anal.',
    subject: 'applied-computational',
    issuesPerYear: 6,
    openAccess: false,
    foundedYear: 1993,
  },
  {
    title: { en: 'Applied Mathematics and Mechanics Review', zh: '应用数学与力学评论' },
    abbreviation: 'Appl. Math. Mech. Rev.',
    subject: 'applied-computational',
    issuesPerYear: 12,
    openAccess: false,
    foundedYear: 1998,
  },
  {
    title: { en: 'Optimization and Control Theory', zh: '最优化与控制理论' },
    abbreviation: 'Optim. Control Theory',
    subject: 'applied-computational',
    issuesPerYear: 4,
    openAccess: true,
    foundedYear: 2013,
  },
  {
    title: { en: 'Journal of Combinatorics and Graph Theory', zh: '组合与图论学报' },
    abbreviation: 'J. Comb. Graph Theory',
    subject: 'combinatorics',
    issuesPerYear: 4,
    openAccess: false,
    foundedYear: 2004,
  },
  {
    title: { en: 'Discrete Mathematics Letters', zh: '离散数学快报' },
    abbreviation: 'Discrete Math. Lett.',
    subject: 'combinatorics',
    issuesPerYear: 12,
    openAccess: true,
    foundedYear: 2018,
  },
  {
    title: { en: 'Mathematical Research Bulletin', zh: '数学研究通报' },
    abbreviation: 'Math. Res. Bull.',
    subject: 'general',
    issuesPerYear: 6,
    openAccess: true,
    foundedYear: 2009,
  },
];

export interface JournalRow {
  id: number;
  abbreviation: string;
  title_zh: string;
  title_en: string;
  issn_print: string;
  issn_online: string;
  subject_code: JournalSubject;
  open_access: boolean;
  frequency_zh: string;
  frequency_en: string;
  founded_year: number;
}

/** Seven random digits never used before (ISSNs are unique across print and online). */
function freshIssn(random: Random, used: Set<string>): string {
  for (;;) {
    const issn = formatIssn(
      `${random.int(1, 2)}${String(random.int(0, 999_999)).padStart(6, '0')}`,
    );
    if (!used.has(issn)) {
      used.add(issn);
      return issn;
    }
  }
}

export function buildJournals(random: Random): JournalRow[] {
  const usedIssns = new Set<string>();
  return JOURNALS.map((journal, index) => ({
    id: index + 1,
    abbreviation: journal.abbreviation,
    title_zh: journal.title.zh,
    title_en: journal.title.en,
    issn_print: freshIssn(random, usedIssns),
    issn_online: freshIssn(random, usedIssns),
    subject_code: journal.subject,
    open_access: journal.openAccess,
    frequency_zh: FREQUENCIES[journal.issuesPerYear].zh,
    frequency_en: FREQUENCIES[journal.issuesPerYear].en,
    founded_year: journal.foundedYear,
  }));
}
