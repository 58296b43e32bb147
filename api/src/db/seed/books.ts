import type {
  BookBinding,
  BookMedium,
  LocalizedText,
  PublishStatus,
} from '@portal/shared/contract';
import { formatIssn, isbn13CheckDigit } from '../../lib/identifiers';
import { PUBLISHER } from '../../config/publisher';
import type { Random } from './random';

type ContributorRole = 'AUTHOR' | 'EDITOR' | 'VOLUME_EDITOR' | 'GENERAL_EDITOR';

interface BookDefinition {
  title: LocalizedText;
  subtitle?: LocalizedText;
  /** Fixed authors (historical texts); others get authors drawn from the contributor pool. */
  authors?: readonly string[];
  /** A multi-volume set: the set is a book, and so is each volume. */
  volumes?: readonly LocalizedText[];
  /** Proceedings record an event of this year and appear in the following year. */
  eventYear?: number;
}

interface SeriesDefinition {
  title: LocalizedText;
  description: LocalizedText;
  msc2020: readonly string[];
  /** Proceedings and similar collections have editors instead of authors. */
  edited?: boolean;
  /** One editor of the whole series, credited on each book. */
  generalEditor?: string;
  /** Translated classics credit a modern editor beside the historical authors. */
  volumeEditors?: boolean;
  books: readonly BookDefinition[];
}

const t = (en: string, zh: string): LocalizedText => ({ en, zh });

const SERIES: readonly SeriesDefinition[] = [
  {
    title: t('Graduate Texts in Modern Mathematics', '现代数学研究生教材'),
    description: t(
      'Rigorous introductions to the core of modern mathematics for graduate students, each with exercises and a guide to further reading.',
      '面向研究生的现代数学核心课程教材，内容严谨，配有习题与延伸阅读指南。',
    ),
    msc2020: ['13-01', '55-01', '53-01', '22-01', '46-01', '20-01'],
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
    ],
  },
  {
    title: t('Lecture Notes in Mathematical Physics', '数学物理讲义'),
    description: t(
      'Lecture courses and summer-school notes at the meeting point of mathematics and theoretical physics.',
      '数学与理论物理交叉领域的系列课程与暑期学校讲义。',
    ),
    msc2020: ['81T05', '81R10', '57R56', '37K10', '35J10', '82B05'],
    books: [
      { title: t('Quantum Field Theory for Mathematicians', '面向数学家的量子场论') },
      { title: t('Conformal Field Theory and Vertex Algebras', '共形场论与顶点代数') },
      { title: t('Topological Quantum Field Theory', '拓扑量子场论') },
      { title: t('Integrable Systems and Random Matrices', '可积系统与随机矩阵') },
      { title: t('Spectral Theory of Schrödinger Operators', '薛定谔算子的谱理论') },
      { title: t('Mathematical Foundations of Statistical Mechanics', '统计力学的数学基础') },
    ],
  },
  {
    title: t('Monographs in Analysis and Partial Differential Equations', '分析与偏微分方程专著'),
    description: t(
      'Research monographs on modern analysis and the theory of partial differential equations.',
      '现代分析与偏微分方程理论方面的研究专著。',
    ),
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
  },
  {
    title: t('Surveys in Geometry and Topology', '几何与拓扑综述'),
    description: t(
      'Expository accounts of active areas of geometry and topology, written for researchers entering the field.',
      '为进入该领域的研究者撰写的几何与拓扑前沿方向综述。',
    ),
    msc2020: ['53E20', '53D40', '53A10', '57K10', '14H10', '32Q15'],
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
    ],
  },
  {
    title: t('Undergraduate Mathematics Library', '本科数学文库'),
    description: t(
      'Textbooks for the first years of a mathematics degree, tested in the classroom.',
      '经过课堂检验的数学专业本科低年级教材。',
    ),
    msc2020: ['15-01', '26-01', '20-01', '30-01', '34-01', '60-01'],
    generalEditor: 'Hong Zhou',
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
  },
  {
    title: t('Studies in Number Theory', '数论研究丛书'),
    description: t(
      'Monographs and advanced texts across analytic, algebraic and arithmetic-geometric number theory.',
      '涵盖解析数论、代数数论与算术几何的专著与高级教材。',
    ),
    msc2020: ['11M06', '11F80', '11N35', '11G05', '11J68', '11R23'],
    books: [
      { title: t('Analytic Number Theory', '解析数论') },
      { title: t('Modular Forms and Galois Representations', '模形式与伽罗瓦表示') },
      { title: t('Sieve Methods', '筛法') },
      { title: t('Elliptic Curves and Arithmetic', '椭圆曲线与算术') },
      { title: t('Diophantine Approximation', '丢番图逼近') },
      { title: t('p-adic Analysis and Iwasawa Theory', 'p进分析与岩泽理论') },
    ],
  },
  {
    title: t('Probability and Its Applications', '概率及其应用丛书'),
    description: t(
      'Probability theory and stochastic processes, from foundations to applications in physics and data science.',
      '概率论与随机过程，从基础理论到物理与数据科学中的应用。',
    ),
    msc2020: ['60H05', '60G50', '60K35', '60F10', '60H15', '60J10'],
    books: [
      { title: t('Stochastic Calculus and Diffusions', '随机分析与扩散过程') },
      { title: t('Random Walks on Groups', '群上的随机游动') },
      { title: t('Percolation and Random Graphs', '渗流与随机图') },
      { title: t('Large Deviations', '大偏差理论') },
      { title: t('Stochastic Partial Differential Equations', '随机偏微分方程') },
      { title: t('Markov Chains and Mixing Times', '马尔可夫链与混合时间') },
    ],
  },
  {
    title: t('Computational Mathematics Series', '计算数学丛书'),
    description: t(
      'Numerical methods with their analysis and implementation, for students and practitioners.',
      '数值方法及其分析与实现，面向学生与工程实践者。',
    ),
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
    msc2020: ['00B25', '53C21', '11-06', '35-06', '60-06', '81-06'],
    edited: true,
    books: [
      {
        title: t('Geometric Analysis', '几何分析'),
        subtitle: t('Summer School 2020', '2020年暑期学校'),
        eventYear: 2020,
      },
      {
        title: t('Arithmetic Geometry', '算术几何'),
        subtitle: t('Summer School 2021', '2021年暑期学校'),
        eventYear: 2021,
      },
      {
        title: t('Nonlinear Waves', '非线性波'),
        subtitle: t('Summer School 2022', '2022年暑期学校'),
        eventYear: 2022,
      },
      {
        title: t('Random Structures', '随机结构'),
        subtitle: t('Summer School 2023', '2023年暑期学校'),
        eventYear: 2023,
      },
      {
        title: t('Quantum Symmetries', '量子对称性'),
        subtitle: t('Summer School 2024', '2024年暑期学校'),
        eventYear: 2024,
      },
      {
        title: t('Mathematics of Machine Learning', '机器学习的数学'),
        subtitle: t('Summer School 2025', '2025年暑期学校'),
        eventYear: 2025,
      },
    ],
  },
  {
    title: t('Classics of Chinese Mathematics', '中国数学经典'),
    description: t(
      'Bilingual critical editions of the classical texts of Chinese mathematics, with commentary.',
      '中国古代数学经典的中英双语校注本，附评注。',
    ),
    msc2020: ['01A25', '01A25', '01A25', '01A25', '01A25', '01A25'],
    volumeEditors: true,
    books: [
      {
        title: t('The Nine Chapters on the Mathematical Art', '九章算术'),
        authors: ['Liu Hui (commentator)'],
      },
      { title: t('Mathematical Treatise in Nine Sections', '数书九章'), authors: ['Qin Jiushao'] },
      { title: t('Sea Mirror of Circle Measurements', '测圆海镜'), authors: ['Li Ye'] },
      { title: t('The Arithmetical Classic of the Gnomon', '周髀算经') },
      { title: t('The Sea Island Mathematical Manual', '海岛算经'), authors: ['Liu Hui'] },
      { title: t('Jade Mirror of the Four Unknowns', '四元玉鉴'), authors: ['Zhu Shijie'] },
    ],
  },
];

/** Books outside any series. */
const STANDALONE_BOOKS: readonly BookDefinition[] = [
  { title: t('A History of Mathematics in China', '中国数学史') },
  {
    title: t('Problems from Mathematical Olympiads', '数学奥林匹克问题选'),
    subtitle: t('With Complete Solutions', '附完整解答'),
  },
  { title: t('The Art of Mathematical Writing', '数学写作的艺术') },
];

const CHINESE_SURNAMES = [
  'Zhang',
  'Wang',
  'Li',
  'Liu',
  'Chen',
  'Yang',
  'Zhao',
  'Huang',
  'Wu',
  'Xu',
  'Sun',
  'Ma',
  'Zhu',
  'Hu',
  'Guo',
  'Lin',
  'Gao',
  'Luo',
];
const CHINESE_GIVEN = [
  'Wei',
  'Jun',
  'Hao',
  'Yifan',
  'Xiaoming',
  'Lei',
  'Ning',
  'Jian',
  'Qiang',
  'Mei',
  'Lan',
  'Tao',
  'Bo',
  'Yuxin',
  'Zhiwei',
  'Chen',
];
const OTHER_GIVEN = [
  'Anna',
  'Pierre',
  'Hans',
  'Maria',
  'David',
  'Elena',
  'Kenji',
  'Sofia',
  'Andrei',
  'Laura',
  'Thomas',
  'Ingrid',
  'Rafael',
  'Yuki',
  'Michael',
  'Claire',
];
const OTHER_SURNAMES = [
  'Müller',
  'Dubois',
  'Rossi',
  'Novak',
  'Schmidt',
  'Tanaka',
  'Ivanov',
  'García',
  'Andersson',
  'Kowalski',
  'Moreau',
  'Bianchi',
  'Petrov',
  'Lindqvist',
  'Okafor',
  'Nakamura',
];
const AFFILIATIONS = [
  'School of Mathematical Sciences, Eastbridge University',
  'Institute of Mathematics, Academy of Sciences of Lanzhou',
  'Department of Mathematics, University of Westmoor',
  'Centre for Mathematical Physics, Northfield Institute of Technology',
  'Faculty of Mathematics, Riverside University',
  'Institute for Advanced Study in Mathematics, Hangzhou',
];
/** Modern editors of the classics. */
const CLASSICS_EDITORS = ['Guo Shuchun', 'Karine Chemla', 'Joseph Dauben', 'Li Jimin'];

/** Date of the newest publication; forthcoming books follow it. */
const CATALOGUE_DATE = new Date(Date.UTC(2026, 10, 15));
const FIRST_PUBLICATION = new Date(Date.UTC(2015, 0, 1));
const DAY_MS = 86_400_000;
const FORTHCOMING_COUNT = 8;
const FEATURED_COUNT = 10;

export interface SeriesRow {
  id: number;
  title_zh: string;
  title_en: string;
  description_zh: string;
  description_en: string;
  issn: string | null;
}

export interface ContributorRow {
  id: number;
  name: string;
  affiliation: string | null;
}

export interface BookRow {
  id: number;
  series_id: number | null;
  series_number: number | null;
  parent_book_id: number | null;
  title_zh: string;
  title_en: string;
  subtitle_zh: string | null;
  subtitle_en: string | null;
  publish_date: string;
  medium: BookMedium;
  binding: BookBinding;
  page_count: number;
  trim_size: string;
  list_price: number;
  currency: 'CNY';
  isbn: string;
  publish_status: PublishStatus;
  featured: boolean;
  msc2020: string[];
}

export interface BookContributorRow {
  book_id: number;
  contributor_id: number;
  role: ContributorRole;
  position: number;
}

export interface BookCatalogue {
  series: SeriesRow[];
  contributors: ContributorRow[];
  books: BookRow[];
  bookContributors: BookContributorRow[];
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function isbnFor(bookId: number): string {
  const title = String(2000 + bookId * 37).padStart(4, '0');
  const digits = `${PUBLISHER.isbnPrefix}-${title}`;
  return `${digits}-${isbn13CheckDigit(digits.replaceAll('-', ''))}`;
}

/** A list price in yuan ending in 8 (the usual retail pattern), by format. */
function priceFor(random: Random, binding: BookBinding): number {
  const [min, max] =
    binding === 'hardcover' ? [13, 40] : binding === 'softcover' ? [6, 17] : [4, 13];
  return random.int(min, max) * 10 - 2;
}

function pickFormat(
  random: Random,
  textbook: boolean,
): { medium: BookMedium; binding: BookBinding } {
  const roll = random.next();
  if (roll < 0.25) return { medium: 'electronic', binding: 'electronic' };
  if (textbook || roll < 0.55) return { medium: 'print', binding: 'softcover' };
  return { medium: 'print', binding: 'hardcover' };
}

export function buildBookCatalogue(random: Random): BookCatalogue {
  const contributors: ContributorRow[] = [];
  const contributorIds = new Map<string, number>();
  const contributorId = (name: string, affiliation: string | null = null) => {
    const known = contributorIds.get(name);
    if (known) return known;
    const id = contributors.length + 1;
    contributors.push({ id, name, affiliation });
    contributorIds.set(name, id);
    return id;
  };
  const modernAuthor = () => {
    const name = random.chance(0.55)
      ? `${random.pick(CHINESE_GIVEN)} ${random.pick(CHINESE_SURNAMES)}`
      : `${random.pick(OTHER_GIVEN)} ${random.pick(OTHER_SURNAMES)}`;
    return contributorId(name, random.pick(AFFILIATIONS));
  };

  const series: SeriesRow[] = SERIES.map((s, index) => ({
    id: index + 1,
    title_zh: s.title.zh,
    title_en: s.title.en,
    description_zh: s.description.zh,
    description_en: s.description.en,
    // Collections of proceedings and classics carry no series ISSN.
    issn:
      s.edited || s.volumeEditors
        ? null
        : formatIssn(`27${String(4100 + index * 131).padStart(5, '0')}`),
  }));

  const books: BookRow[] = [];
  /** Books whose date follows from their content (proceedings), never made forthcoming. */
  const fixedDates = new Set<number>();
  const bookContributors: BookContributorRow[] = [];
  const credit = (bookId: number, role: ContributorRole, ids: readonly number[]) =>
    ids.forEach((id, position) =>
      bookContributors.push({ book_id: bookId, contributor_id: id, role, position: position + 1 }),
    );

  const addBook = (
    definition: Pick<BookDefinition, 'title' | 'subtitle' | 'eventYear'>,
    placement: {
      seriesId: number | null;
      seriesNumber: number | null;
      msc2020: string[];
      textbook: boolean;
    },
    parent?: BookRow,
  ): BookRow => {
    const id = books.length + 1;
    const format = pickFormat(random, placement.textbook);
    // Skewed towards recent years, as a living list is.
    const ageMs = random.next() ** 1.6 * (CATALOGUE_DATE.getTime() - FIRST_PUBLICATION.getTime());
    const published = definition.eventYear
      ? new Date(Date.UTC(definition.eventYear + 1, random.int(0, 9), random.int(1, 28)))
      : new Date(CATALOGUE_DATE.getTime() - Math.floor(ageMs / DAY_MS) * DAY_MS);
    const book: BookRow = {
      id,
      series_id: placement.seriesId,
      series_number: placement.seriesNumber,
      parent_book_id: parent?.id ?? null,
      title_zh: definition.title.zh,
      title_en: definition.title.en,
      subtitle_zh: definition.subtitle?.zh ?? null,
      subtitle_en: definition.subtitle?.en ?? null,
      publish_date: parent?.publish_date ?? isoDate(published),
      medium: parent?.medium ?? format.medium,
      binding: parent?.binding ?? format.binding,
      page_count: random.int(18, 72) * 10,
      trim_size: placement.textbook ? '170 × 240 mm' : '155 × 235 mm',
      // A volume bought alone costs a little more than its share of the set.
      list_price: parent
        ? Math.ceil((parent.list_price * 0.55) / 10) * 10 - 2
        : priceFor(random, format.binding),
      currency: 'CNY',
      isbn: isbnFor(id),
      publish_status: 'published',
      featured: false,
      msc2020: placement.msc2020,
    };
    books.push(book);
    if (definition.eventYear) fixedDates.add(id);
    return book;
  };

  SERIES.forEach((definition, seriesIndex) => {
    const seriesId = seriesIndex + 1;
    const generalEditor = definition.generalEditor ? contributorId(definition.generalEditor) : null;
    definition.books.forEach((bookDefinition, bookIndex) => {
      const msc2020 = [definition.msc2020[bookIndex] ?? '00A05'];
      const textbook = generalEditor !== null;
      const book = addBook(bookDefinition, {
        seriesId,
        seriesNumber: bookIndex + 1,
        msc2020,
        textbook,
      });
      const people = bookDefinition.authors
        ? bookDefinition.authors.map((name) => contributorId(name))
        : Array.from({ length: random.int(1, 3) }, modernAuthor);
      const uniquePeople = [...new Set(people)];
      if (definition.edited) credit(book.id, 'EDITOR', uniquePeople);
      else if (!bookDefinition.authors && definition.volumeEditors) {
        // A text of unknown authorship is credited to its modern editor alone.
        credit(book.id, 'VOLUME_EDITOR', [contributorId(random.pick(CLASSICS_EDITORS))]);
      } else {
        credit(book.id, 'AUTHOR', uniquePeople);
        if (definition.volumeEditors) {
          credit(book.id, 'VOLUME_EDITOR', [contributorId(random.pick(CLASSICS_EDITORS))]);
        }
      }
      if (generalEditor !== null) credit(book.id, 'GENERAL_EDITOR', [generalEditor]);
      for (const volume of bookDefinition.volumes ?? []) {
        const child = addBook(
          { title: volume },
          { seriesId, seriesNumber: null, msc2020, textbook },
          book,
        );
        credit(child.id, 'AUTHOR', uniquePeople);
        if (generalEditor !== null) credit(child.id, 'GENERAL_EDITOR', [generalEditor]);
      }
    });
  });
  for (const definition of STANDALONE_BOOKS) {
    const placement = { seriesId: null, seriesNumber: null, msc2020: ['00A05'], textbook: false };
    const book = addBook(definition, placement);
    credit(book.id, 'AUTHOR', [modernAuthor()]);
  }

  // Forthcoming books are chosen among whole books (not sets or their volumes) without a fixed
  // year; featured ones among everything published.
  const candidates = books.filter(
    (book) =>
      book.parent_book_id === null &&
      !books.some((b) => b.parent_book_id === book.id) &&
      !fixedDates.has(book.id),
  );
  for (const book of random.sample(candidates, FORTHCOMING_COUNT)) {
    book.publish_status = 'forthcoming';
    book.publish_date = isoDate(new Date(CATALOGUE_DATE.getTime() + random.int(20, 220) * DAY_MS));
  }
  for (const book of random.sample(
    books.filter((b) => b.publish_status === 'published'),
    FEATURED_COUNT,
  )) {
    book.featured = true;
  }
  return { series, contributors, books, bookContributors };
}
