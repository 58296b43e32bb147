/**
 * The words of the book catalogue beyond titles: chapter titles by field, chapter abstracts,
 * blurbs by kind of book, notes and supplements, the MSC areas that are the subject tags, the
 * featured authors and the collections.
 */
import type { LocalizedText } from '@portal/contract';
import { t, type BookKind } from './books-definitions';
import bookTexts from './data/book-texts.json';

const FIELDS = [
  'algebra',
  'number',
  'geometry',
  'topology',
  'analysis',
  'pde',
  'probability',
  'physics',
  'numerics',
  'combinatorics',
  'history',
  'general',
] as const;

export type Field = (typeof FIELDS)[number];

/** A field named in data/book-texts.json, checked: JSON reads it as any string. */
function asField(field: string): Field {
  const known = FIELDS.find((name) => name === field);
  if (!known) throw new Error(`data/book-texts.json names an unknown field: ${field}`);
  return known;
}

/** The field of an MSC2020 area (its first two digits), for chapter titles and abstracts. */
export const AREAS: Readonly<Record<string, { name: LocalizedText; field: Field }>> =
  Object.fromEntries(
    Object.entries(bookTexts.areas).map(([code, area]) => [
      code,
      { name: area.name, field: asField(area.field) },
    ]),
  );

export const CHAPTER_TITLES: Readonly<Record<Field, readonly LocalizedText[]>> =
  bookTexts.chapterTitles;

/** First chapter of an authored book, before those drawn from its field. */
export const FIRST_CHAPTERS: readonly LocalizedText[] = bookTexts.firstChapters;

/** One sentence per field that a chapter abstract adds, in TeX. */
export const FIELD_SENTENCES: Readonly<Record<Field, readonly LocalizedText[]>> =
  bookTexts.fieldSentences;

/** How a chapter abstract begins: an authored chapter, or a contribution to an edited volume. */
export const CHAPTER_OPENINGS: readonly LocalizedText[] = bookTexts.chapterOpenings;
export const CONTRIBUTION_OPENINGS: readonly LocalizedText[] = bookTexts.contributionOpenings;

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

export const AUDIENCES: Readonly<Record<BookKind, LocalizedText>> = bookTexts.audiences;

export const NOTES: readonly LocalizedText[] = bookTexts.notes;
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

export const FEATURED_AUTHORS: readonly FeaturedAuthor[] = bookTexts.featuredAuthors;

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

export const COLLECTIONS = bookTexts.collections;
