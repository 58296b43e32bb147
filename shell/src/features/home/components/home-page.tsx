import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle } from '@portal/shared';
import { PAGES } from '@portal/pages';

/** One widget of the home page: its heading, and its content (a remote's widget). */
export interface HomeWidget {
  key: string;
  /** i18n key of the widget's heading. */
  titleKey: string;
  content: ReactNode;
}

const Intro = styled.section`
  max-width: 48rem;
  line-height: 1.7;
`;

const Facts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(5)} 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space(3)};
    border-top: 3px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
  }

  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.1;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

const Widgets = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(8)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const WidgetFrame = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const FACTS = [
  { value: '26', key: 'journals', to: PAGES.journalHome.href() },
  { value: '2', key: 'annualBooks', to: PAGES.bookHome.href() },
  { value: '1992', key: 'founded', to: null },
  { value: '2026', key: 'subscriptions', to: PAGES.ordering.href() },
] as const;

/**
 * The home page (issue 4, item 10): the publisher's introduction with links, then the widgets
 * the remotes expose. A widget that fails shows its own small error; the rest of the page stays.
 */
export function HomePage({ widgets = [] }: { widgets?: readonly HomeWidget[] }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Intro aria-labelledby="home-title">
        <PageTitle id="home-title">{t('home.title')}</PageTitle>
        <p>{t('home.intro')}</p>
        <Facts aria-label={t('home.factsLabel')}>
          {FACTS.map((fact) => (
            <li key={fact.key}>
              <strong>{fact.value}</strong>
              {fact.to ? (
                <Link to={fact.to}>{t(`home.facts.${fact.key}`)}</Link>
              ) : (
                <span>{t(`home.facts.${fact.key}`)}</span>
              )}
            </li>
          ))}
        </Facts>
        <Links>
          <li>
            <Link to={PAGES.journalHome.href()}>{t('home.browseJournals')}</Link>
          </li>
          <li>
            <Link to={PAGES.bookHome.href()}>{t('home.browseBooks')}</Link>
          </li>
          <li>
            <Link to={PAGES.ordering.href()}>{t('home.subscriptions')}</Link>
          </li>
        </Links>
      </Intro>
      {widgets.length > 0 && (
        <Widgets>
          {widgets.map((widget) => (
            <WidgetFrame key={widget.key} aria-labelledby={`home-widget-${widget.key}`}>
              <h2 id={`home-widget-${widget.key}`}>{t(widget.titleKey)}</h2>
              {widget.content}
            </WidgetFrame>
          ))}
        </Widgets>
      )}
    </>
  );
}
