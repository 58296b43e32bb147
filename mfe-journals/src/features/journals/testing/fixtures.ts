import type { JournalSummary, OrgAuthJournal, Page } from '@portal/contract';

export function journal(
  id: number,
  en: string,
  zh: string,
  { abbreviation = 'J. Math.', openAccess = false } = {},
): JournalSummary {
  return {
    id,
    abbreviation,
    title: { en, zh },
    issnPrint: '1234-5679',
    issnOnline: '2345-6785',
    coverUrl: `/api/covers/journal/${id}.svg`,
    subject: 'algebra',
    subjectName: { en: 'Algebra', zh: '代数' },
    openAccess,
    frequency: { en: 'Quarterly', zh: '季刊' },
  };
}

export function page<T>(
  records: T[],
  { current = 1, total = records.length, size = 30 } = {},
): Page<T> {
  return { records, total, size, current, pages: Math.ceil(total / size) };
}

export const JOURNALS = [
  journal(1, 'Journal of Algebra and Geometry', '代数与几何学报', {
    abbreviation: 'J. Algebra Geom.',
    openAccess: true,
  }),
  journal(2, 'Annals of Mathematical Physics', '数学物理年刊', {
    abbreviation: 'Ann. Math. Phys.',
  }),
  journal(3, 'Frontiers of Topology', '拓扑前沿', { abbreviation: 'Front. Topol.' }),
];

export function grant(
  summary: JournalSummary,
  grantScope: OrgAuthJournal['grantScope'],
  volumeCount = 3,
): OrgAuthJournal {
  return { ...summary, grantScope, volumeCount };
}
