import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle } from '@portal/shared';

const Intro = styled.section`
  max-width: 48rem;
  line-height: 1.7;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Intro aria-labelledby="home-title">
      <PageTitle id="home-title">{t('shell:home.title')}</PageTitle>
      <p>{t('shell:home.intro')}</p>
      <Links>
        <li>
          <Link to="/journals/journal">{t('shell:home.browseJournals')}</Link>
        </li>
        <li>
          <Link to="/books/book">{t('shell:home.browseBooks')}</Link>
        </li>
        <li>
          <Link to="/ordering">{t('shell:home.subscriptions')}</Link>
        </li>
      </Links>
    </Intro>
  );
}
