import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLocalized } from '@portal/shared';
import type { NewsLink } from '@portal/contract';
import { PAGES } from '@portal/pages';

const Nav = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Neighbour = styled(Link)<{ $next?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  grid-column: ${({ $next }) => ($next ? 2 : 1)};
  text-align: ${({ $next }) => ($next ? 'end' : 'start')};
  color: ${({ theme }) => theme.colors.link};
  overflow-wrap: anywhere;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-column: 1;
    text-align: start;
  }
`;

/**
 * The items of the same kind published just before and just after this one. The link's name
 * says which it is ("Previous: ...") before the title.
 */
export function NewsNeighbours({ previous, next }: { previous?: NewsLink; next?: NewsLink }) {
  const { t } = useTranslation('news');
  const localize = useLocalized();
  if (!previous && !next) return null;
  return (
    <Nav aria-label={t('detail.neighbours')}>
      {previous && (
        <Neighbour to={PAGES.newsItem.href({ id: previous.id })} rel="prev">
          <span>{t('detail.previous')}</span> {localize(previous.title)}
        </Neighbour>
      )}
      {next && (
        <Neighbour to={PAGES.newsItem.href({ id: next.id })} rel="next" $next>
          <span>{t('detail.next')}</span> {localize(next.title)}
        </Neighbour>
      )}
    </Nav>
  );
}
