import type { Contributor, ContributorGroup, ContributorRole } from '@portal/contract';

/**
 * The order a book's title page credits its people in: the editors of the book, its authors,
 * the editors of this volume, then the general editors of the series.
 */
export const CONTRIBUTOR_ORDER = [
  'EDITOR',
  'AUTHOR',
  'VOLUME_EDITOR',
  'GENERAL_EDITOR',
] as const satisfies readonly ContributorRole[];

/**
 * The contributors by role in `CONTRIBUTOR_ORDER`, whatever order the API answers in: a role
 * given twice is merged (first credited first), a person credited twice in one role appears
 * once, and an empty role is left out.
 */
export function groupContributors(groups: readonly ContributorGroup[]): ContributorGroup[] {
  return CONTRIBUTOR_ORDER.map((role) => {
    const seen = new Set<number>();
    const contributors: Contributor[] = [];
    for (const group of groups) {
      if (group.role !== role) continue;
      for (const contributor of group.contributors) {
        if (seen.has(contributor.id)) continue;
        seen.add(contributor.id);
        contributors.push(contributor);
      }
    }
    return { role, contributors };
  }).filter((group) => group.contributors.length > 0);
}
