import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContributorGroup } from '@portal/contract';
import { groupContributors } from '../utils/group-contributors';

const Roles = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    margin-bottom: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  dd {
    margin: 0;
  }
`;

const People = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Name = styled.span`
  font-weight: 600;
`;

const Affiliation = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The book's people by role, in the order of its title page (editors, authors, volume editors,
 * the series' general editors), each with their affiliation.
 */
export function BookContributors({ groups }: { groups: readonly ContributorGroup[] }) {
  const { t } = useTranslation('books');
  return (
    <Roles>
      {groupContributors(groups).map((group) => (
        <div key={group.role}>
          <dt>{t(`detail.role.${group.role}`, { count: group.contributors.length })}</dt>
          <dd>
            <People>
              {group.contributors.map((contributor) => (
                <li key={contributor.id}>
                  <Name>{contributor.name}</Name>
                  {contributor.affiliation && <Affiliation>{contributor.affiliation}</Affiliation>}
                </li>
              ))}
            </People>
          </dd>
        </div>
      ))}
    </Roles>
  );
}
