import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Cover, PageTitle, useFormatters, useLocalized } from '@portal/shared';
import { AccessStatement, CitePanel, TexText, titleTextOf, usePageMeta } from '@portal/reading';
import type { BookDetail, ChapterDetail } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { RecordStates } from '../../../components/record-states';
import { useRecordVisit } from '../../../hooks/use-record-visit';
import { useTopOnChange } from '../../../hooks/use-top-on-change';
import { pathId } from '../../../utils/id-param';
import { fileSlug } from '../../../utils/reading';
import { useChapter } from '../api/get-chapter';
import { useChapterBook } from '../api/get-chapter-book';
import { chapterMetaTags, citableChapter } from '../utils/chapter-meta-tags';

const Page = styled.article`
  max-width: 52rem;
`;

const BookLine = styled.aside`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Label = styled.p`
  margin: ${({ theme }) => `${theme.space(6)} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const Title = styled(PageTitle)`
  margin-top: ${({ theme }) => theme.space(1)};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Authors = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Name = styled.span`
  font-weight: 600;
`;

const Pages = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};

  > h2 {
    margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Abstract = styled.p`
  margin: 0;
  line-height: 1.7;
  overflow-wrap: anywhere;
`;

const Neighbours = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  a {
    max-width: 48%;
    overflow-wrap: anywhere;
  }

  a[rel='next'] {
    margin-left: auto;
    text-align: right;
  }

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;

    a {
      max-width: none;
    }
  }
`;

const NeighbourLabel = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function ChapterSection({
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

/** The chapter's authors with affiliations; a monograph's chapter is by the book's authors. */
function ChapterAuthors({ chapter }: { chapter: ChapterDetail }) {
  const { t } = useTranslation('books');
  const people =
    chapter.contributors.length > 0
      ? chapter.contributors
      : chapter.book.authors.map((name, index) => ({ id: -index - 1, name, affiliation: null }));
  if (people.length === 0) return null;
  return (
    <Authors aria-label={t('chapter.authors', { count: people.length })}>
      {people.map((person) => (
        <li key={person.id}>
          <Name>{person.name}</Name>
          {person.affiliation && <Muted>{person.affiliation}</Muted>}
        </li>
      ))}
    </Authors>
  );
}

/** The previous and next chapter of the book, by title once the book's contents are known. */
function ChapterNeighbours({
  chapter,
  book,
}: {
  chapter: ChapterDetail;
  book: BookDetail | undefined;
}) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  if (chapter.previousId === null && chapter.nextId === null) return null;
  const titleOf = (id: number) => {
    const entry = book?.chapters.find((candidate) => candidate.id === id);
    return entry ? <TexText text={`${entry.label} ${localize(entry.title)}`} /> : null;
  };
  return (
    <Neighbours aria-label={t('chapter.neighbours.label')}>
      {chapter.previousId !== null && (
        <Link to={PAGES.chapter.href({ id: chapter.previousId })} rel="prev">
          <NeighbourLabel>{t('chapter.neighbours.previous')}</NeighbourLabel>
          {titleOf(chapter.previousId)}
        </Link>
      )}
      {chapter.nextId !== null && (
        <Link to={PAGES.chapter.href({ id: chapter.nextId })} rel="next">
          <NeighbourLabel>{t('chapter.neighbours.next')}</NeighbourLabel>
          {titleOf(chapter.nextId)}
        </Link>
      )}
    </Neighbours>
  );
}

function ChapterContent({ chapter }: { chapter: ChapterDetail }) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const { number } = useFormatters();
  const titleId = useId();
  const { book } = chapter;
  const bookDetail = useChapterBook(book.id);
  const title = localize(chapter.title);
  // Citations and crawlers name the publisher in English, whatever the reader's language.
  const publisher = t('common:siteName', { lng: 'en' });

  const titleText = localize(titleTextOf(chapter));
  usePageMeta({
    title: titleText,
    documentTitle: `${titleText} · ${localize(titleTextOf(book))} | ${t('common:siteName')}`,
    description: localize(chapter.abstract),
    path: PAGES.chapter.href({ id: chapter.id }),
    type: 'book',
    tags: chapterMetaTags(chapter, publisher),
  });

  return (
    <Page aria-labelledby={titleId}>
      <BookLine aria-label={t('chapter.inBook')}>
        <Link to={PAGES.book.href({ id: book.id })} tabIndex={-1} aria-hidden="true">
          <Cover src={book.coverUrl} alt="" width={48} height={64} />
        </Link>
        <p>
          <Muted>{t('chapter.inBook')}</Muted>
          <Link to={PAGES.book.href({ id: book.id })}>{localize(book.title)}</Link>
          {book.seriesTitle && <Muted>{localize(book.seriesTitle)}</Muted>}
        </p>
      </BookLine>

      <Label>
        {t(/^[0-9]+$/.test(chapter.label) ? 'chapter.label' : 'chapter.appendix', {
          label: chapter.label,
        })}
      </Label>
      <Title id={titleId}>
        <TexText text={title} />
      </Title>
      <ChapterAuthors chapter={chapter} />
      {/* A chapter of a book published online before it is paged has no pages yet. */}
      {chapter.firstPage !== null && chapter.pageCount !== null && (
        <Pages>
          {chapter.firstPage === chapter.lastPage
            ? t('chapter.page', { page: chapter.firstPage })
            : t('chapter.pages', {
                first: chapter.firstPage,
                last: chapter.lastPage,
                count: chapter.pageCount,
                total: number(chapter.pageCount),
              })}
        </Pages>
      )}

      <AccessStatement
        type="chapter"
        id={chapter.id}
        fileName={`${fileSlug(book.title.en)}-chapter-${chapter.label}.pdf`}
        preview
      />

      <ChapterSection id={`${titleId}-abstract`} heading={t('chapter.abstract')}>
        <Abstract>
          <TexText text={localize(chapter.abstract)} />
        </Abstract>
      </ChapterSection>

      {bookDetail.data && (
        <ChapterSection id={`${titleId}-cite`} heading={t('chapter.cite')}>
          <CitePanel item={citableChapter(chapter, bookDetail.data, publisher)} />
        </ChapterSection>
      )}

      <ChapterNeighbours chapter={chapter} book={bookDetail.data} />
    </Page>
  );
}

/**
 * The chapter page (`/ChapterDetail/:id`): the book it belongs to, title and abstract, authors
 * with affiliations, pages, the previous and next chapter. Loading, not found and error states.
 */
export function ChapterPage() {
  const { id } = useParams();
  const chapterId = pathId(id);
  const chapter = useChapter(chapterId);
  useTopOnChange(chapterId);
  useRecordVisit('chapter', chapterId, chapter.isSuccess);
  // Keyed: what one chapter showed (a message, an open viewer) is not carried to the next.
  return (
    <RecordStates id={chapterId} query={chapter} texts="chapter">
      {(record) => <ChapterContent chapter={record} key={record.id} />}
    </RecordStates>
  );
}
