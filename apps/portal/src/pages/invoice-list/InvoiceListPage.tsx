import {
  formatDisplayDate,
  formatMessage,
  formatMoney,
  cartPageMessages,
  invoicePageMessages,
  messages,
} from '@careportal/domain';
import {
  Card,
  DetailList,
  EmptyState,
  FileTextIcon,
  Link,
  Select,
  Skeleton,
  SkeletonGroup,
} from '@careportal/ui';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { layout } from '../../features/payments/invoiceLayout';
import {
  ORDER_SORTS,
  invoicePath,
  isPayable,
  orderPageIndex,
  orderSort,
  ordersUrl,
  paymentPath,
  type OrderDetail,
  type OrderPage,
  type OrderSort,
} from '../../features/payments/orderApi';

const text = invoicePageMessages;
const SORT_OPTIONS = ORDER_SORTS.map((value) => ({ value, label: text.sortOptions[value] }));

/** Props of {@link InvoiceListPage}. */
export interface InvoiceListPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

function OrderCard({ order }: { order: OrderDetail }) {
  return (
    <Card
      title={order.orderNumber}
      headingLevel={3}
      actionsPlacement="footer"
      actions={
        <>
          <Link
            href={invoicePath(order.id)}
            variant="secondaryButton"
            aria-label={formatMessage(text.viewOrderNamed, { orderNumber: order.orderNumber })}
          >
            {text.viewOrder}
          </Link>
          {isPayable(order) ? (
            <Link
              href={paymentPath(order.id)}
              variant="primaryButton"
              aria-label={formatMessage(text.payNowNamed, { orderNumber: order.orderNumber })}
            >
              {text.payNow}
            </Link>
          ) : null}
        </>
      }
    >
      <DetailList
        columns={2}
        items={[
          { label: text.orderDate, value: formatDisplayDate(order.createdDate) },
          { label: text.amountPayable, value: formatMoney(order.payableCents) },
          { label: text.status, value: cartPageMessages.orderStatuses[order.status] },
        ]}
      />
    </Card>
  );
}

interface PagerProps {
  page: OrderPage;
  hrefFor: (index: number) => string;
}

/** Previous and Next as links (the page is in the address, so Back returns to it), and where the person is. */
function Pager({ page, hrefFor }: PagerProps) {
  if (page.totalPages <= 1) return null;
  const first = page.page * page.size + 1;
  const last = Math.min(first + page.content.length - 1, page.totalElements);
  return (
    <nav aria-label={text.pagination} className={layout.section}>
      <p>
        {formatMessage(text.pageOf, { page: page.page + 1, pages: page.totalPages })}.{' '}
        {formatMessage(text.shownRange, { from: first, to: last, total: page.totalElements })}.
      </p>
      <div className={layout.actions}>
        {page.page > 0 ? (
          <Link href={hrefFor(page.page - 1)} variant="secondaryButton">
            {text.previousPage}
          </Link>
        ) : null}
        {page.page + 1 < page.totalPages ? (
          <Link href={hrefFor(page.page + 1)} variant="secondaryButton">
            {text.nextPage}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

function Loading() {
  return (
    <SkeletonGroup>
      <Skeleton shape="card" lines={3} />
      <Skeleton shape="card" lines={3} />
    </SkeletonGroup>
  );
}

/**
 * Payment History (route InvoiceList): the account's orders, a page at a time, each with its number, date, amount
 * payable and status, a way to its invoice and, while it waits for payment, to pay it. The page and the sort
 * order live in the address (`?page=2&sort=payableAmount,desc`), so Back and a reload keep them.
 */
export function InvoiceListPage({ title }: InvoiceListPageProps) {
  const [params, setParams] = useSearchParams();
  const sort = orderSort(params.get('sort'));
  const index = orderPageIndex(params.get('page'));
  const orders = useApi<OrderPage>(ordersUrl(index, sort), { quiet: true });
  const titleId = useId();

  const query = (pageIndex: number, nextSort: OrderSort) => {
    const next = new URLSearchParams();
    if (pageIndex > 0) next.set('page', String(pageIndex + 1));
    if (nextSort !== ORDER_SORTS[0]) next.set('sort', nextSort);
    return next;
  };
  const hrefFor = (pageIndex: number) => {
    const search = query(pageIndex, sort).toString();
    return search === '' ? '/invoice' : `/invoice?${search}`;
  };

  const body = (
    <Query
      query={orders}
      loading={<Loading />}
      isEmpty={(page) => page.totalElements === 0}
      empty={
        <EmptyState title={text.emptyTitle} headingLevel={2} icon={FileTextIcon}>
          {text.emptyBody}
        </EmptyState>
      }
    >
      {(page) =>
        page.content.length === 0 ? (
          // A page past the last (an old link, orders since cancelled).
          <div className={layout.section}>
            <p>{messages.generic.noResults}</p>
            <div className={layout.actions}>
              <Link href={hrefFor(0)} variant="secondaryButton">
                {text.firstPage}
              </Link>
            </div>
          </div>
        ) : (
          <section className={layout.section} aria-labelledby={titleId}>
            <div className={layout.toolbar}>
              <h2 id={titleId} className={layout.sectionTitle}>
                {text.ordersTitle}
              </h2>
              <Select
                label={text.sortBy}
                options={SORT_OPTIONS}
                value={sort}
                onChange={(value) => {
                  if (value !== null) setParams(query(0, value));
                }}
              />
            </div>
            <div className={layout.list}>
              {page.content.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </div>
            <Pager page={page} hrefFor={hrefFor} />
          </section>
        )
      }
    </Query>
  );

  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      <p>{text.intro}</p>
      {body}
    </div>
  );
}
