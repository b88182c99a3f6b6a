import {
  discountLabel,
  formatMessage,
  formatMoney,
  cartPageMessages,
  summaryTotals,
} from '@careportal/domain';
import * as styles from './CheckoutSummary.css';

/** A line's discount, as the API sends it: the promotion's own text and its amount in cents. */
export interface CheckoutSummaryDiscount {
  description: string;
  amountCents: number;
}

/** One checkout line, as the API sends it (`GET cart/checkout-info`). */
export interface CheckoutSummaryLine {
  id: string;
  /** The product, offer and centre. */
  description: string;
  quantity: number;
  /** Before discounts and GST, in cents. */
  amountCents: number;
  discount?: CheckoutSummaryDiscount | null;
}

/** Props of {@link CheckoutSummary}: everything in cents, as computed by the server. */
export interface CheckoutSummaryProps {
  items: readonly CheckoutSummaryLine[];
  subTotalCents: number;
  discountCents: number;
  gstCents: number;
  /** The GST rate from the data, such as 9; shown as 'GST (9%)'. */
  gstPercentage: number;
  payableCents: number;
  /** The table's caption. Default the catalogue's 'Order summary'. */
  title?: string;
}

/** What is taken off, shown with a minus sign (a zero shows as $0.00). */
function minus(cents: number): string {
  return formatMoney(-cents);
}

/**
 * What the customer pays, line by line, as the server computed it: each programme (description, quantity,
 * amount), each discount under its line as 'Less - {description}' with a minus amount, then the subtotal after
 * those discounts, a discount only if the order has one no line shows (each discount is stated once), GST at the
 * data's rate and the total payable. A table with a caption, column headers and row
 * headers for the totals, so a screen reader names every figure. It only shows what it is given.
 */
export function CheckoutSummary({
  items,
  subTotalCents,
  discountCents,
  gstCents,
  gstPercentage,
  payableCents,
  title = cartPageMessages.summaryTitle,
}: CheckoutSummaryProps) {
  const text = cartPageMessages;
  // Each discount once: under its line, and in the totals only what no line shows (domain summaryTotals).
  const { subtotalCents, discountRowCents } = summaryTotals(
    items.map((item) => item.discount?.amountCents ?? 0),
    subTotalCents,
    discountCents,
  );
  const totals = [
    { label: text.subtotal, amount: formatMoney(subtotalCents) },
    ...(discountRowCents === null ? [] : [{ label: text.discount, amount: minus(discountRowCents) }]),
    { label: formatMessage(text.gst, { percentage: gstPercentage }), amount: formatMoney(gstCents) },
  ];
  // A narrow summary lays its rows out as grids (see the styles' `frame`); the elements stay a table's.
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <thead className={styles.group}>
          <tr className={styles.row}>
            <th scope="col" className={`${styles.columnHeader} ${styles.nameCell}`}>
              {text.summaryItem}
            </th>
            <th scope="col" className={`${styles.columnHeader} ${styles.number}`}>
              {text.summaryQuantity}
            </th>
            <th scope="col" className={`${styles.columnHeader} ${styles.number}`}>
              {text.summaryAmount}
            </th>
          </tr>
        </thead>
        {items.map((item) => (
          <tbody key={item.id} className={`${styles.line} ${styles.group}`}>
            <tr className={styles.row}>
              <td className={`${styles.cell} ${styles.nameCell}`}>{item.description}</td>
              <td className={`${styles.cell} ${styles.number}`}>{item.quantity}</td>
              <td className={`${styles.cell} ${styles.number}`}>{formatMoney(item.amountCents)}</td>
            </tr>
            {item.discount ? (
              <tr className={`${styles.discountRow} ${styles.labelRow}`}>
                <td className={`${styles.cell} ${styles.discountCell}`} colSpan={2}>
                  {discountLabel(item.discount.description)}
                </td>
                <td className={`${styles.cell} ${styles.discountCell} ${styles.number}`}>
                  {minus(item.discount.amountCents)}
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
        <tfoot className={styles.group}>
          {totals.map(({ label, amount }, index) => (
            <tr key={label} className={`${styles.labelRow}${index === 0 ? ` ${styles.totalsStart}` : ''}`}>
              <th scope="row" colSpan={2} className={`${styles.cell} ${styles.totalLabel}`}>
                {label}
              </th>
              <td className={`${styles.cell} ${styles.number}`}>{amount}</td>
            </tr>
          ))}
          <tr className={`${styles.payable} ${styles.labelRow}`}>
            <th scope="row" colSpan={2} className={`${styles.cell} ${styles.payableLabel}`}>
              {text.totalPayable}
            </th>
            <td className={`${styles.cell} ${styles.number}`}>{formatMoney(payableCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
