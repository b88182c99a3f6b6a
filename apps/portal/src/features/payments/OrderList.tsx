import {
  cartPageMessages,
  formatDisplayDate,
  formatMessage,
  formatMoney,
  invoicePageMessages,
  messages,
} from '@careportal/domain';
import { Card, DetailList, Inline, Link, Select, Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { useId } from 'react';
import {
  ORDER_SORTS,
  invoicePath,
  isPayable,
  orderListPath,
  paymentPath,
  type OrderDetail,
  type OrderPage,
  type OrderSort,
} from './orderApi';
import { textStyles } from '../../shell/textStyles';

const text = invoicePageMessages;
const SORT_OPTIONS = ORDER_SORTS.map((value) => ({ value, label: text.sortOptions[value] }));

/** Payment History's placeholders while a page of orders is read. */
export function OrderListLoading() {
  return (
    <SkeletonGroup>
      <Skeleton shape="card" lines={3} />
      <Skeleton shape="card" lines={3} />
    </SkeletonGroup>
  );
}

/** An order on Payment History: its number, date, amount payable and status, View order and, while unpaid, Pay now. */
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
  sort: OrderSort;
}

/** Previous and Next as links (the page is in the address, so Back returns to it), and where the person is. */
function Pager({ page, sort }: PagerProps) {
  if (page.totalPages <= 1) return null;
  const first = page.page * page.size + 1;
  const last = Math.min(first + page.content.length - 1, page.totalElements);
  return (
    <Stack aria-label={text.pagination} as="nav" space="md">
      <p>
        {formatMessage(text.pageOf, { page: page.page + 1, pages: page.totalPages })}.{' '}
        {formatMessage(text.shownRange, { from: first, to: last, total: page.totalElements })}.
      </p>
      <Inline space="sm" alignY="center">
        {page.page > 0 ? (
          <Link href={orderListPath(page.page - 1, sort)} variant="secondaryButton">
            {text.previousPage}
          </Link>
        ) : null}
        {page.page + 1 < page.totalPages ? (
          <Link href={orderListPath(page.page + 1, sort)} variant="secondaryButton">
            {text.nextPage}
          </Link>
        ) : null}
      </Inline>
    </Stack>
  );
}

/** Props of {@link OrderList}. */
export interface OrderListProps {
  /** The page of orders read. */
  page: OrderPage;
  /** Its sort order. */
  sort: OrderSort;
  /** Another sort order was chosen: the list starts again at its first page. */
  onSortChange: (sort: OrderSort) => void;
}

/**
 * A page of Payment History: the orders under their heading with Sort by, then the pager. A page past the last
 * (an old link, orders since cancelled) says there is nothing here, with the way to the first page.
 */
export function OrderList({ page, sort, onSortChange }: OrderListProps) {
  const titleId = useId();
  if (page.content.length === 0) {
    return (
      <Stack space="md">
        <p>{messages.generic.noResults}</p>
        <Inline space="sm" alignY="center">
          <Link href={orderListPath(0, sort)} variant="secondaryButton">
            {text.firstPage}
          </Link>
        </Inline>
      </Stack>
    );
  }
  return (
    <Stack as="section" space="md" aria-labelledby={titleId}>
      <Inline space="md" align="spaceBetween" alignY="bottom">
        <h2 id={titleId} className={textStyles.sectionTitle}>
          {text.ordersTitle}
        </h2>
        <Select
          label={text.sortBy}
          options={SORT_OPTIONS}
          value={sort}
          onChange={(value) => {
            if (value !== null) onSortChange(value);
          }}
        />
      </Inline>
      <Stack space="md">
        {page.content.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </Stack>
      <Pager page={page} sort={sort} />
    </Stack>
  );
}
