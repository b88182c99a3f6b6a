import { invoicePageMessages } from '@careportal/domain';
import { EmptyState, FileTextIcon, Stack } from '@careportal/ui';
import { useSearchParams } from 'react-router';
import { useApi } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import {
  orderListSearch,
  orderPageIndex,
  orderSort,
  ordersUrl,
  type OrderPage,
} from '../../features/payments/orderApi';
import { OrderList, OrderListLoading } from '../../features/payments/OrderList';

const text = invoicePageMessages;

/** Props of {@link InvoiceListPage}. */
export interface InvoiceListPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * Payment History (route InvoiceList): the account's orders, a page at a time, each with its number, date, amount
 * payable and status, a way to its invoice and, while it waits for payment, to pay it. The page and the sort
 * order live in the address (`?page=2&sort=payableAmount,desc`), so Back and a reload keep them.
 */
export function InvoiceListPage({ title }: InvoiceListPageProps) {
  const [params, setParams] = useSearchParams();
  const sort = orderSort(params.get('sort'));
  const orders = useApi<OrderPage>(ordersUrl(orderPageIndex(params.get('page')), sort), { quiet: true });
  return (
    <Stack space="xl">
      <h1>{title}</h1>
      <p>{text.intro}</p>
      <Query
        query={orders}
        loading={<OrderListLoading />}
        isEmpty={(page) => page.totalElements === 0}
        empty={
          <EmptyState title={text.emptyTitle} headingLevel={2} icon={FileTextIcon}>
            {text.emptyBody}
          </EmptyState>
        }
      >
        {(page) => (
          <OrderList
            page={page}
            sort={sort}
            onSortChange={(next) => {
              setParams(orderListSearch(0, next));
            }}
          />
        )}
      </Query>
    </Stack>
  );
}
