import type { ContributorGroup } from '@portal/contract';
import { groupContributors } from '../utils/group-contributors';

const person = (id: number, name: string) => ({ id, name, affiliation: null });

describe('groupContributors', () => {
  it('orders the roles editors, authors, volume editors, general editors, whatever the API sent', () => {
    const groups: ContributorGroup[] = [
      { role: 'GENERAL_EDITOR', contributors: [person(1, 'Yau')] },
      { role: 'AUTHOR', contributors: [person(2, 'Liu'), person(3, 'Schmidt')] },
      { role: 'VOLUME_EDITOR', contributors: [person(4, 'Chen')] },
      { role: 'EDITOR', contributors: [person(5, 'Zhang')] },
    ];
    expect(groupContributors(groups).map((group) => group.role)).toEqual([
      'EDITOR',
      'AUTHOR',
      'VOLUME_EDITOR',
      'GENERAL_EDITOR',
    ]);
  });

  it('keeps the order the book credits people in within a role', () => {
    const [authors] = groupContributors([
      { role: 'AUTHOR', contributors: [person(3, 'Schmidt'), person(2, 'Liu')] },
    ]);
    expect(authors?.contributors.map((contributor) => contributor.name)).toEqual([
      'Schmidt',
      'Liu',
    ]);
  });

  it('merges a role given twice, lists a person once per role and leaves empty roles out', () => {
    const groups: ContributorGroup[] = [
      { role: 'AUTHOR', contributors: [person(2, 'Liu')] },
      { role: 'EDITOR', contributors: [] },
      { role: 'AUTHOR', contributors: [person(3, 'Schmidt'), person(2, 'Liu')] },
    ];
    expect(groupContributors(groups)).toEqual([
      { role: 'AUTHOR', contributors: [person(2, 'Liu'), person(3, 'Schmidt')] },
    ]);
  });

  it('returns nothing for a book without contributors', () => {
    expect(groupContributors([])).toEqual([]);
  });
});
