import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink, EmptyState, QueryState, useFormatters, useLocalized } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { AccountList, RowMeta, TabHeading } from '../../../components/account-list';
import { useSubscriptions } from '../api/get-subscriptions';

/** My subscriptions (/mine/subscriptions): each journal, its period, medium and whether current. */
export function SubscriptionsPage() {
  const { t } = useTranslation('commerce');
  const localize = useLocalized();
  const { date } = useFormatters();
  const subscriptions = useSubscriptions();
  return (
    <>
      <TabHeading id="mine-subscriptions">{t('mine.tab.subscriptions')}</TabHeading>
      <QueryState
        query={subscriptions}
        loadingLabel={t('mine.subscriptions.loading')}
        empty={
          <EmptyState message={t('mine.subscriptions.empty')}>
            <ButtonLink to={PAGES.journalHome.href()}>
              {t('mine.subscriptions.browseJournals')}
            </ButtonLink>
          </EmptyState>
        }
      >
        {(records) => (
          <AccountList aria-labelledby="mine-subscriptions">
            {records.map((subscription) => (
              <li key={subscription.id}>
                <h3>
                  <Link to={PAGES.journal.href({ cid: subscription.journal.id })}>
                    {localize(subscription.journal.title)}
                  </Link>
                </h3>
                <RowMeta>
                  <span>
                    {t('mine.subscriptions.period', {
                      start: date(subscription.startDate),
                      end: date(subscription.endDate),
                    })}
                  </span>
                  <span>{t(`mine.subscriptions.medium.${subscription.medium}`)}</span>
                  <strong>
                    {subscription.active
                      ? t('mine.subscriptions.active')
                      : t('mine.subscriptions.inactive')}
                  </strong>
                </RowMeta>
              </li>
            ))}
          </AccountList>
        )}
      </QueryState>
    </>
  );
}
