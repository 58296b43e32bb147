import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Cover, PageTitle, useLocalized } from '@portal/shared';
import { AccessStatement, CitePanel, TexText, titleTextOf, usePageMeta } from '@portal/reading';
import type { BookDetail } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { RecordStates } from '../../../components/record-states';
import { useRecordVisit } from '../../../hooks/use-record-visit';
import { useTopOnChange } from '../../../hooks/use-top-on-change';
import { citableBook } from '../../../utils/citable-book';
import { pathId } from '../../../utils/id-param';
import { fileSlug } from '../../../utils/reading';
import { useBook } from '../api/get-book';
import { bookMetaTags } from '../utils/book-meta-tags';
import { BookContributors } from './book-contributors';
import { BookFacts } from './book-facts';
import { EditionOffers } from './edition-offers';
import { OrderedNotice } from './ordered-notice';
import { TableOfContents } from './table-of-contents';
import { VolumeSetSection } from './volume-set';

const Page = styled.article`
  max-width: ${({ theme }) => theme.layout.maxWidth};
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: 180px minmax(0, 1fr) minmax(16rem, 20rem);
  grid-template-areas: 'cover heading offers';
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  margin-top: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 96px minmax(0, 1fr);
    grid-template-areas:
      'cover heading'
      'offers offers';
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const CoverCell = styled.div`
  grid-area: cover;

  img,
  div {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
  }
`;

const Heading = styled.header`
  grid-area: heading;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Offers = styled.div`
  grid-area: offers;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Series = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Title = styled(PageTitle)`
  margin: 0;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Byline = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Status = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};

  > h2 {
    margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Description = styled.p`
  max-width: 48rem;
  margin: 0;
  line-height: 1.7;
  overflow-wrap: anywhere;
`;

/** The id of the section that reads the book, for the "You bought this" link. */
const READ_SECTION = 'book-read';

function BookSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </Section>
  );
}

/**
 * "Read it now": to the access statement below, its "Read PDF" button focused, so a keyboard
 * reader is where a pointer reader looks.
 */
function goToReading() {
  const section = document.getElementById(READ_SECTION);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  section.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
}

function BookContent({ book }: { book: BookDetail }) {
  const { t, i18n } = useTranslation('books');
  const localize = useLocalized();
  const titleId = useId();
  const title = localize(book.title);
  const byline = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(book.authors);
  // Citations and crawlers name the publisher in English, whatever the reader's language.
  const publisher = t('common:siteName', { lng: 'en' });

  usePageMeta({
    title: localize(titleTextOf(book)),
    description: localize(book.description),
    path: PAGES.book.href({ id: book.id }),
    type: 'book',
    tags: bookMetaTags(book, publisher),
  });

  return (
    <Page aria-labelledby={titleId}>
      <Top>
        <CoverCell>
          <Cover src={book.coverUrl} alt="" width={180} height={240} loading="eager" />
        </CoverCell>
        <Heading>
          {book.series && (
            <Series>
              <Link to={PAGES.series.href({ id: book.series.id })}>
                {localize(book.series.title)}
              </Link>
            </Series>
          )}
          {book.volumeSet && book.volumeSet.set.id !== book.id && (
            <Series>
              {t('detail.set.ofSet', { number: book.volumeNumber ?? '' })}{' '}
              <Link to={PAGES.book.href({ id: book.volumeSet.set.id })}>
                {localize(book.volumeSet.set.title)}
              </Link>
            </Series>
          )}
          <Title id={titleId}>
            <TexText text={title} />
          </Title>
          {book.subtitle && <Subtitle>{localize(book.subtitle)}</Subtitle>}
          {byline && <Byline>{byline}</Byline>}
          {book.publishStatus === 'forthcoming' && (
            <Status>{t('detail.status.forthcoming')}</Status>
          )}
        </Heading>
        <Offers>
          <OrderedNotice book={book} onRead={goToReading} />
          <EditionOffers book={book} />
        </Offers>
      </Top>

      <div id={READ_SECTION}>
        <AccessStatement
          type="book"
          id={book.id}
          fileName={`${fileSlug(book.title.en)}.pdf`}
          preview
        />
      </div>

      <BookSection id={`${titleId}-description`} heading={t('detail.description')}>
        <Description>
          <TexText text={localize(book.description)} />
        </Description>
      </BookSection>

      {book.volumeSet && (
        <BookSection id={`${titleId}-set`} heading={t('detail.set.heading')}>
          <VolumeSetSection book={book} volumeSet={book.volumeSet} />
        </BookSection>
      )}

      {book.chapters.length > 0 && (
        <BookSection id={`${titleId}-contents`} heading={t('detail.toc.heading')}>
          <TableOfContents book={book} chapters={book.chapters} />
        </BookSection>
      )}

      <BookSection id={`${titleId}-contributors`} heading={t('detail.contributors')}>
        <BookContributors groups={book.contributors} />
      </BookSection>

      <BookSection id={`${titleId}-facts`} heading={t('detail.facts.heading')}>
        <BookFacts book={book} />
      </BookSection>

      <BookSection id={`${titleId}-cite`} heading={t('detail.cite')}>
        <CitePanel item={citableBook(book, publisher)} />
      </BookSection>
    </Page>
  );
}

/**
 * The book page (`/BDetail/:id`): cover, title, contributors by role with affiliations, the
 * editions with prices and "Add to cart", "You bought this", the description, the volume set,
 * the table of contents and the book's record. Loading, not found and error states.
 */
export function BookDetailPage() {
  const { id } = useParams();
  const bookId = pathId(id);
  const book = useBook(bookId);
  useTopOnChange(bookId);
  useRecordVisit('book', bookId, book.isSuccess);
  // Keyed: what one book showed (a message, an open viewer) is not carried to the next.
  return (
    <RecordStates id={bookId} query={book} texts="detail">
      {(record) => <BookContent book={record} key={record.id} />}
    </RecordStates>
  );
}
