import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  EmptyState,
  fieldControlStyles,
  FilterBar,
  FormField,
  Pagination,
  QueryState,
} from '@portal/shared';
import { ORDER_STATUSES } from '@portal/contract/constants';
import type { OrderStatus } from '@portal/contract';
import { usePageParam } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';
import { AccountList, TabHeading } from '../../../components/account-list';
import { useOrders } from '../api/get-orders';
import { OrderRow } from './order-row';

const ORDERS_PER_PAGE = 10;

const Select = styled.select`
  ${fieldControlStyles}
`;

const Filters = styled(FilterBar)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

function isOrderStatus(value: string | null): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status === value);
}

/**
 * My orders (/mine/orders?status=&page=): newest first, ten to a page, of one payment status or
 * all. The filter and the page are in the URL, so Back and a shared link find the same list.
 */
export function OrdersPage() {
  const { t } = useTranslation('commerce');
  const statusId = useId();
  const { page, setPage, params, setParams } = usePageParam();
  const rawStatus = params.get('status');
  const status = isOrderStatus(rawStatus) ? rawStatus : undefined;
  const orders = useOrders({ current: page, size: ORDERS_PER_PAGE, status });

  const changeStatus = (next: string) => {
    const updated = new URLSearchParams(params);
    // Another filter is another list: it starts at its first page.
    updated.delete('page');
    if (isOrderStatus(next)) updated.set('status', next);
    else updated.delete('status');
    setParams(updated);
  };

  return (
    <>
      <TabHeading id="mine-orders">{t('mine.tab.orders')}</TabHeading>
      <Filters>
        <FormField>
          <label htmlFor={statusId}>{t('mine.orders.statusFilter')}</label>
          <Select
            id={statusId}
            value={status ?? ''}
            onChange={(event) => changeStatus(event.target.value)}
          >
            <option value="">{t('mine.orders.allStatuses')}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`mine.orders.status.${value}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </Filters>
      <QueryState
        query={orders}
        loadingLabel={t('mine.orders.loading')}
        empty={
          <EmptyState message={status ? t('mine.orders.noneOfStatus') : t('mine.orders.empty')}>
            {status ? (
              <Link to={PAGES.mineOrders.href()}>{t('mine.orders.showAll')}</Link>
            ) : (
              <ButtonLink to={PAGES.bookHome.href()}>{t('mine.orders.browseBooks')}</ButtonLink>
            )}
          </EmptyState>
        }
      >
        {(result) => (
          <>
            <AccountList
              aria-labelledby="mine-orders"
              aria-busy={orders.isPlaceholderData}
              $stale={orders.isPlaceholderData}
            >
              {result.records.map((order) => (
                <li key={order.orderNo}>
                  <OrderRow order={order} />
                </li>
              ))}
            </AccountList>
            <Pagination
              page={page}
              pageCount={result.pages}
              label={t('mine.orders.pages')}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
