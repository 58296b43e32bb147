/** The 26 journals (data/journals.json) as rows: titles, subjects, frequencies and ISSNs. */
import { JOURNAL_SUBJECTS, type LocalizedText } from '@portal/contract';
import { formatIssn } from '../../lib/identifiers';
import type { JournalRow, SubjectRow } from '../../repositories/catalogue-rows';
import { localizedColumns } from '../../services/catalogue-writer';
import { oneOf } from './data-values';
import journalsData from './data/journals.json';
import type { Random } from './random';

const FREQUENCIES: Readonly<Record<string, LocalizedText>> = journalsData.frequencies;

export function buildSubjects(): SubjectRow[] {
  return journalsData.subjects.map((s, i) => ({
    code: oneOf(JOURNAL_SUBJECTS, s.code, 'journal subject'),
    ...localizedColumns('name', s.name),
    sort_order: i + 1,
  }));
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
  return journalsData.journals.map((journal, index) => {
    const frequency = FREQUENCIES[journal.issuesPerYear];
    if (!frequency) throw new Error(`Seed data: no frequency of ${journal.issuesPerYear} issues`);
    return {
      id: index + 1,
      abbreviation: journal.abbreviation,
      ...localizedColumns('title', journal.title),
      issn_print: freshIssn(random, usedIssns),
      issn_online: freshIssn(random, usedIssns),
      subject_code: oneOf(JOURNAL_SUBJECTS, journal.subject, 'journal subject'),
      open_access: journal.openAccess,
      ...localizedColumns('frequency', frequency),
      founded_year: journal.foundedYear,
    };
  });
}
