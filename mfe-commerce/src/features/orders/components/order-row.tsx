import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormatters, useLocalized } from '@portal/shared';
import type { Order, OrderItem } from '@portal/contract';
import { TexText } from '@portal/reading';
import { PAGES } from '@portal/pages';
import { RowMeta } from '../../../components/account-list';

const Items = styled.ul`
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Status = styled.strong<{ $status: Order['status'] }>`
  color: ${({ theme, $status }) =>
    $status === 'paid'
      ? theme.colors.open
      : $status === 'failed'
        ? theme.colors.danger
        : theme.colors.text};
`;

/** Where an item of an order is read: the book, or the subscribed journal. */
function itemPath(item: OrderItem): string | null {
  if (item.subscription) return PAGES.journal.href({ cid: item.subscription.journalId });
  if (item.bookId !== undefined) return PAGES.book.href({ id: item.bookId });
  return null;
}

function ItemLine({ item }: { item: OrderItem }) {
  const { t } = useTranslation('commerce');
  const localize = useLocalized();
  const path = itemPath(item);
  const title = <TexText text={localize(item.title)} />;
  const kind = item.subscription
    ? t('mine.orders.subscription', {
        year: item.subscription.year,
        medium: t(`mine.subscriptions.medium.${item.subscription.medium}`),
      })
    : item.medium
      ? t(`mine.orders.medium.${item.medium}`)
      : '';
  return (
    <li>
      {path ? <Link to={path}>{title}</Link> : title}
      {kind && ` (${kind})`}
      {' × '}
      {item.quantity}
    </li>
  );
}

/** One order: number, time, payment status, items and total; a waiting one links to its result. */
export function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation('commerce');
  const { date, price } = useFormatters();
  return (
    <article aria-label={t('mine.orders.orderNo', { orderNo: order.orderNo })}>
      <h3>{t('mine.orders.orderNo', { orderNo: order.orderNo })}</h3>
      <RowMeta>
        <time dateTime={order.orderTime}>
          {date(order.orderTime, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        <Status $status={order.status}>{t(`mine.orders.status.${order.status}`)}</Status>
        <span>{t('mine.orders.total', { total: price(order.amount, order.currency) })}</span>
      </RowMeta>
      <Items aria-label={t('mine.orders.items')}>
        {order.items.map((item, index) => (
          // An order's lines have no id of their own; their order never changes.
          <ItemLine key={index} item={item} />
        ))}
      </Items>
      {order.status === 'waiting' && (
        <p>
          <Link to={PAGES.paid.href({ orderNo: order.orderNo })}>{t('mine.orders.seeResult')}</Link>
        </p>
      )}
      {order.status === 'failed' && order.failureReason && (
        <RowMeta>{t('mine.orders.failureReason', { reason: order.failureReason })}</RowMeta>
      )}
    </article>
  );
}
