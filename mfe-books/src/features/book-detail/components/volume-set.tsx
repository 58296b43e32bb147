import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Cover, useFormatters, useLocalized } from '@portal/shared';
import type { BookDetail, BookSummary, VolumeSet } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { editionsOf, sumPrices } from '../utils/editions';

const Lead = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space(3)}`};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

const Volumes = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Volume = styled.li`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 48px minmax(0, 1fr);

    > :last-child {
      grid-column: 2;
      text-align: left;
    }
  }
`;

const VolumeLabel = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Price = styled.p`
  margin: 0;
  text-align: right;
  font-variant-numeric: tabular-nums;

  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Total = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Prices({ book }: { book: BookSummary }) {
  const { t } = useTranslation('books');
  const { price } = useFormatters();
  const [first] = editionsOf(book);
  if (!first) return null;
  return (
    <Price>
      {price(first.listPrice, book.currency)}
      {typeof first.listPriceUsd === 'number' && <span>{price(first.listPriceUsd, 'USD')}</span>}
      {book.publishStatus === 'forthcoming' && <span>{t('detail.status.forthcoming')}</span>}
    </Price>
  );
}

/** Whether the page's book is the set itself or one of its volumes. */
export function isWholeSet(book: BookDetail, volumeSet: VolumeSet): boolean {
  return volumeSet.set.id === book.id;
}

/**
 * The multi-volume set, seen from either side: the set lists its volumes, each with its price
 * and page; a volume names its set and links it. Every volume is sold on its own, and the set
 * as a whole.
 */
export function VolumeSetSection({ book, volumeSet }: { book: BookDetail; volumeSet: VolumeSet }) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const { price } = useFormatters();
  const { set, volumes } = volumeSet;
  const wholeSet = isWholeSet(book, volumeSet);
  const [setEdition] = editionsOf(set);
  const volumesTotal = sumPrices(volumes.map((volume) => editionsOf(volume)[0]?.listPrice ?? 0));

  return (
    <>
      <Lead>
        {wholeSet ? (
          t('detail.set.lead', { count: volumes.length })
        ) : (
          <>
            {t('detail.set.partOf', { number: book.volumeNumber ?? '' })}{' '}
            <Link to={PAGES.book.href({ id: set.id })}>{localize(set.title)}</Link>
            {setEdition &&
              ` · ${t('detail.set.setPrice', { price: price(setEdition.listPrice, set.currency) })}`}
          </>
        )}
      </Lead>
      <Volumes aria-label={t('detail.set.volumes', { title: localize(set.title) })}>
        {volumes.map((volume) => {
          const current = volume.id === book.id;
          return (
            <Volume key={volume.id}>
              <Cover src={volume.coverUrl} alt="" width={48} height={64} />
              <div>
                <VolumeLabel>
                  {t('detail.set.volumeNumber', { number: volume.volumeNumber })}
                </VolumeLabel>
                <Link
                  to={PAGES.book.href({ id: volume.id })}
                  aria-current={current ? 'page' : undefined}
                >
                  {localize(volume.title)}
                </Link>
              </div>
              <Prices book={volume} />
            </Volume>
          );
        })}
      </Volumes>
      {setEdition && (
        <Total>
          {t('detail.set.soldBoth', {
            set: price(setEdition.listPrice, set.currency),
            volumes: price(volumesTotal, set.currency),
          })}
        </Total>
      )}
    </>
  );
}
