import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DetailList, useFormatters, useLocalized } from '@portal/shared';
import { TexText } from '@portal/reading';
import type { JournalPrice } from '@portal/contract';
import { PRICE_MEDIA, SUBSCRIBER_TYPES } from '@portal/contract/constants';
import { useJournal } from '../hooks/use-journal';
import { useJournalViewMeta } from '../hooks/use-journal-view-meta';
import { SubscribeOffer } from './subscribe-offer';
import { ViewSection } from './view-section';

const Part = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  max-width: 52rem;

  h3 {
    margin: ${({ theme }) => `0 0 ${theme.space(2)}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    line-height: 1.7;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: min(100%, 32rem);

  caption {
    text-align: start;
    color: ${({ theme }) => theme.colors.textMuted};
    padding-bottom: ${({ theme }) => theme.space(2)};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }

  td {
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  thead th {
    text-align: end;
  }

  thead th:first-child {
    text-align: start;
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
`;

/** The subscription year the price table shows (the API holds the current year's prices). */
export const PRICE_YEAR = 2026;

function priceOf(
  prices: readonly JournalPrice[],
  subscriber: JournalPrice['subscriber'],
  medium: JournalPrice['medium'],
  currency: JournalPrice['currency'],
) {
  return prices.find(
    (price) =>
      price.year === PRICE_YEAR &&
      price.subscriber === subscriber &&
      price.medium === medium &&
      price.currency === currency,
  );
}

/**
 * `/JDetail/:cid/about` (and `/JDetail/:cid`): the journal's scope, indexing, sponsors, facts,
 * the year's prices and how to submit.
 */
export function JournalAboutPage() {
  const { t } = useTranslation('journals');
  const journal = useJournal();
  useJournalViewMeta('about');
  const localize = useLocalized();
  const format = useFormatters();
  const yearPrices = journal.prices.filter((price) => price.year === PRICE_YEAR);
  // Online access to an open-access journal costs nothing: say so rather than "0.00".
  const amount = (price: JournalPrice | undefined) =>
    !price
      ? '–'
      : price.amount === 0
        ? t('detail.about.free')
        : format.price(price.amount, price.currency);
  return (
    <ViewSection id="journal-view-about" title={t('detail.view.about')}>
      <Part aria-labelledby="about-scope">
        <h3 id="about-scope">{t('detail.about.scope')}</h3>
        <p>
          <TexText text={localize(journal.aimsAndScope)} />
        </p>
      </Part>
      <Part aria-labelledby="about-indexing">
        <h3 id="about-indexing">{t('detail.about.indexing')}</h3>
        {journal.indexing.length > 0 ? (
          <ul>
            {journal.indexing.map((database) => (
              <li key={database}>{database}</li>
            ))}
          </ul>
        ) : (
          <p>{t('detail.about.none')}</p>
        )}
      </Part>
      <Part aria-labelledby="about-sponsors">
        <h3 id="about-sponsors">{t('detail.about.sponsors')}</h3>
        {journal.sponsors.length > 0 ? (
          <ul>
            {journal.sponsors.map((sponsor) => (
              <li key={sponsor.en}>{localize(sponsor)}</li>
            ))}
          </ul>
        ) : (
          <p>{t('detail.about.none')}</p>
        )}
      </Part>
      <Part aria-labelledby="about-facts">
        <h3 id="about-facts">{t('detail.about.facts')}</h3>
        <DetailList>
          <dt>{t('detail.issnPrint')}</dt>
          <dd>{journal.issnPrint}</dd>
          <dt>{t('detail.issnOnline')}</dt>
          <dd>{journal.issnOnline}</dd>
          <dt>{t('detail.about.frequency')}</dt>
          <dd>{localize(journal.frequency)}</dd>
          <dt>{t('detail.about.subject')}</dt>
          <dd>{localize(journal.subjectName)}</dd>
          <dt>{t('detail.about.founded')}</dt>
          <dd>{journal.foundedYear}</dd>
          <dt>{t('detail.about.publisher')}</dt>
          <dd>{localize(journal.publisher)}</dd>
          <dt>{t('detail.about.articles')}</dt>
          <dd>{format.number(journal.articleCount)}</dd>
        </DetailList>
      </Part>
      <Part aria-labelledby="about-prices">
        <h3 id="about-prices">{t('detail.about.prices', { year: PRICE_YEAR })}</h3>
        {yearPrices.length > 0 ? (
          <TableScroll>
            <Table>
              <caption>{t('detail.about.pricesCaption', { year: PRICE_YEAR })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('detail.about.subscription')}</th>
                  <th scope="col">CNY</th>
                  <th scope="col">USD</th>
                </tr>
              </thead>
              <tbody>
                {SUBSCRIBER_TYPES.flatMap((subscriber) =>
                  PRICE_MEDIA.map((medium) => {
                    const cny = priceOf(yearPrices, subscriber, medium, 'CNY');
                    const usd = priceOf(yearPrices, subscriber, medium, 'USD');
                    if (!cny && !usd) return null;
                    return (
                      <tr key={`${subscriber}-${medium}`}>
                        <th scope="row">
                          {t(`detail.about.subscriber.${subscriber}`)} ·{' '}
                          {t(`detail.about.medium.${medium}`)}
                        </th>
                        <td>{amount(cny)}</td>
                        <td>{amount(usd)}</td>
                      </tr>
                    );
                  }),
                )}
              </tbody>
            </Table>
          </TableScroll>
        ) : (
          <p>{t('detail.about.noPrices')}</p>
        )}
      </Part>
      <SubscribeOffer journal={journal} year={PRICE_YEAR} />
      <Part aria-labelledby="about-submission">
        <h3 id="about-submission">{t('detail.about.submission')}</h3>
        <p>{localize(journal.submission)}</p>
      </Part>
    </ViewSection>
  );
}
