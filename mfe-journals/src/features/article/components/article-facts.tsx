import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DetailList, useFormatters } from '@portal/shared';
import type { ArticleDetail, MscCode } from '@portal/contract';

const Facts = styled(DetailList)`
  font-size: ${({ theme }) => theme.fontSizes.md};
  row-gap: ${({ theme }) => theme.space(2)};
  column-gap: ${({ theme }) => theme.space(4)};
`;

const MscList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: 600;
    margin-right: ${({ theme }) => theme.space(2)};
  }
`;

const LICENSE_URLS: Record<string, string> = {
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
};

/** MSC2020 first: the scheme in use today, then the older ones. */
const SCHEME_ORDER: MscCode['scheme'][] = ['MSC2020', 'MSC2010', 'MSC2000'];

export function groupMscCodes(codes: readonly MscCode[]) {
  return SCHEME_ORDER.map((scheme) => ({
    scheme,
    codes: codes.filter((code) => code.scheme === scheme),
  })).filter((group) => group.codes.length > 0);
}

function DateValue({ date }: { date: string | null }) {
  const { t } = useTranslation('journals');
  const format = useFormatters();
  if (!date) return <>{t('article.facts.none')}</>;
  return <time dateTime={date}>{format.date(date, { dateStyle: 'long' })}</time>;
}

/**
 * The article's record: classification, the five dates, where it appeared, DOI, MR and Zbl ids,
 * funding and license.
 */
export function ArticleFacts({
  article,
  localize,
}: {
  article: ArticleDetail;
  localize: (text: { zh: string; en: string }) => string;
}) {
  const { t } = useTranslation('journals');
  const pages =
    article.firstPage === null
      ? null
      : article.lastPage !== null && article.lastPage !== article.firstPage
        ? `${article.firstPage}–${article.lastPage}`
        : String(article.firstPage);
  const licenseUrl =
    article.licenseUrl ?? (article.license ? LICENSE_URLS[article.license] : undefined);

  return (
    <Facts>
      {groupMscCodes(article.mscCodes).map((group) => (
        <Fragment key={group.scheme}>
          <dt>{t('article.facts.msc', { year: group.scheme.slice(3) })}</dt>
          <dd>
            <MscList>
              {group.codes.map((code) => (
                <li key={code.code}>
                  <code>{code.code}</code>
                  {localize(code.label)}
                </li>
              ))}
            </MscList>
          </dd>
        </Fragment>
      ))}
      <dt>{t('article.facts.received')}</dt>
      <dd>
        <DateValue date={article.receivedDate} />
      </dd>
      <dt>{t('article.facts.revised')}</dt>
      <dd>
        <DateValue date={article.revisedDate} />
      </dd>
      <dt>{t('article.facts.accepted')}</dt>
      <dd>
        <DateValue date={article.acceptedDate} />
      </dd>
      <dt>{t('article.facts.publishedOnline')}</dt>
      <dd>
        <DateValue date={article.publishedOnlineDate} />
      </dd>
      <dt>{t('article.facts.published')}</dt>
      <dd>
        <DateValue date={article.publishedDate} />
      </dd>
      {article.volumeNumber !== null && (
        <>
          <dt>{t('article.facts.volume')}</dt>
          <dd>{article.volumeNumber}</dd>
        </>
      )}
      {article.issueNumber !== null && (
        <>
          <dt>{t('article.facts.issue')}</dt>
          <dd>{article.issueNumber}</dd>
        </>
      )}
      {article.year !== null && (
        <>
          <dt>{t('article.facts.year')}</dt>
          <dd>{article.year}</dd>
        </>
      )}
      {pages && (
        <>
          <dt>{t('article.facts.pages')}</dt>
          <dd>{pages}</dd>
        </>
      )}
      {article.elocationId && (
        <>
          <dt>{t('article.facts.articleNumber')}</dt>
          <dd>{article.elocationId}</dd>
        </>
      )}
      {article.doi && (
        <>
          <dt>DOI</dt>
          <dd>
            <a href={`https://doi.org/${article.doi}`} rel="noopener">
              {`https://doi.org/${article.doi}`}
            </a>
          </dd>
        </>
      )}
      {article.mrId && (
        <>
          <dt>{t('article.facts.mr')}</dt>
          <dd>
            <a
              href={`https://mathscinet.ams.org/mathscinet/relay-station?mr=${encodeURIComponent(article.mrId)}`}
              rel="noopener"
            >
              {article.mrId}
            </a>
          </dd>
        </>
      )}
      {article.zblId && (
        <>
          <dt>{t('article.facts.zbl')}</dt>
          <dd>
            <a
              href={`https://zbmath.org/?q=an:${encodeURIComponent(article.zblId)}`}
              rel="noopener"
            >
              {`Zbl ${article.zblId}`}
            </a>
          </dd>
        </>
      )}
      {article.funding.length > 0 && (
        <>
          <dt>{t('article.facts.funding')}</dt>
          <dd>
            <MscList>
              {article.funding.map((award) => (
                <li key={award.funder}>
                  {award.funder}
                  {award.awardIds.length > 0 &&
                    ` (${t('article.facts.awards', { ids: award.awardIds.join(', ') })})`}
                </li>
              ))}
            </MscList>
          </dd>
        </>
      )}
      <dt>{t('article.facts.license')}</dt>
      <dd>
        {licenseUrl ? (
          <a href={licenseUrl} rel="license noopener">
            {article.license}
          </a>
        ) : (
          (article.license ?? t('article.facts.allRightsReserved'))
        )}
      </dd>
    </Facts>
  );
}
