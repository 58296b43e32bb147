import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DetailList, useFormatters, useLocalized } from '@portal/shared';
import type { Order, OrderItem } from '@portal/contract';
import { DividedList } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';

const Item = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Amount = styled.span`
  grid-row: 1 / span 3;
  grid-column: 2;
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const ReadLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
`;

const Facts = styled(DetailList)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Where what was bought is read: the book's page, or the subscribed journal's. */
function readingPath(item: OrderItem): string | null {
  if (item.subscription) return PAGES.journal.href({ cid: item.subscription.journalId });
  if (item.bookId !== undefined) return PAGES.book.href({ id: item.bookId });
  return null;
}

function PaidItem({ item, currency }: { item: OrderItem; currency: string }) {
  const { t } = useTranslation('commerce');
  const { date, price } = useFormatters();
  const localize = useLocalized();
  const title = localize(item.title);
  const path = readingPath(item);
  const { subscription } = item;
  return (
    <Item aria-label={title}>
      <h3>{title}</h3>
      <p>
        {subscription
          ? t(`paid.subscription.${subscription.medium}`, {
              year: subscription.year,
              start: date(subscription.startDate, { dateStyle: 'medium', timeZone: 'UTC' }),
              end: date(subscription.endDate, { dateStyle: 'medium', timeZone: 'UTC' }),
            })
          : t(`paid.medium.${item.medium ?? 'print'}`)}
        {' · '}
        {t('paid.quantity', { count: item.quantity })}
      </p>
      {path && (
        <p>
          <ReadLink to={path}>
            {t(subscription ? 'paid.readJournal' : 'paid.readBook', { title })}
          </ReadLink>
        </p>
      )}
      <Amount>{price(item.unitPrice * item.quantity, currency)}</Amount>
    </Item>
  );
}

/** The paid order as the reader will find it in My orders: number, time, items and total. */
export function PaidOrder({ order }: { order: Order }) {
  const { t } = useTranslation('commerce');
  const { date, price } = useFormatters();
  return (
    <>
      <Facts>
        <dt>{t('paid.orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        {order.paidTime && (
          <>
            <dt>{t('paid.paidTime')}</dt>
            <dd>{date(order.paidTime, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
          </>
        )}
        {order.card && (
          <>
            <dt>{t('paid.card')}</dt>
            <dd>{t('paid.cardEnding', { brand: order.card.brand, last4: order.card.last4 })}</dd>
          </>
        )}
        <dt>{t('paid.total')}</dt>
        <dd>
          <strong>{price(order.amount, order.currency)}</strong>
        </dd>
      </Facts>
      <DividedList aria-label={t('paid.items')}>
        {order.items.map((item) => (
          <li
            key={
              item.subscription
                ? `journal-${item.subscription.journalId}-${item.subscription.year}`
                : `book-${item.bookId}-${item.medium}`
            }
          >
            <PaidItem item={item} currency={order.currency} />
          </li>
        ))}
      </DividedList>
    </>
  );
}
