import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccessBadge, Card, Cover, useLocalized } from '@portal/shared';
import type { JournalSummary } from '@portal/shared/contract';

const Article = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Abbreviation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Issns = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Badge = styled.div`
  margin-top: auto;
`;

export const JOURNAL_COVER_SIZE = { width: 90, height: 120 } as const;

/** One journal on the journal home: cover, title in the reader's language, ISSNs and access. */
export function JournalCard({ journal }: { journal: JournalSummary }) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const href = `/JDetail/${journal.id}`;
  const title = localize(journal.title);
  const titleId = useId();
  return (
    <Article as="article" aria-labelledby={titleId}>
      {/* The title link beside it leads to the same page; one tab stop per journal is enough. */}
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <Cover src={journal.coverUrl} alt="" {...JOURNAL_COVER_SIZE} />
      </Link>
      <Body>
        <Title id={titleId}>
          <Link to={href}>{title}</Link>
        </Title>
        <Abbreviation>{journal.abbreviation}</Abbreviation>
        <Issns>
          <dt>{t('home.issnPrint')}</dt>
          <dd>{journal.issnPrint}</dd>
          <dt>{t('home.issnOnline')}</dt>
          <dd>{journal.issnOnline}</dd>
        </Issns>
        <Badge>
          <AccessBadge status={journal.openAccess ? 'open' : 'locked'} />
        </Badge>
      </Body>
    </Article>
  );
}
