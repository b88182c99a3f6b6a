/**
 * The words of the PDF tax invoice (GET order/{id}/invoice and an e-invoice link's PDF), which the API writes in the
 * customer's language. A module of its own: the portal never shows them, so its build leaves them out.
 *
 * Labels that show a value are templates of the whole line (`Invoice number: {invoiceNumber}`), so a translation
 * can put the value where its language does. The issuer, names, product names, amounts and dates are values, and
 * stay as they are.
 */
export const taxInvoiceMessages = {
  title: 'Tax Invoice',
  /** The PDF's own title and subject, which a PDF reader shows in its window and document properties. */
  documentTitle: 'Tax Invoice {invoiceNumber}',
  documentSubject: 'Order {orderNumber}',
  gstRegistrationNumber: 'GST Reg. No.: {number}',
  invoiceNumber: 'Invoice number: {invoiceNumber}',
  orderNumber: 'Order number: {orderNumber}',
  invoiceDate: 'Invoice date: {date}',
  status: 'Status: {status}',
  /** An order's status, by `ORDER_STATUSES`. */
  orderStatuses: {
    PENDING: 'Pending payment',
    PAID: 'Paid',
    FAILED: 'Payment failed',
    CANCELLED: 'Cancelled',
    EXPIRED: 'Expired',
    REFUNDED: 'Refunded',
  },
  billTo: 'Bill to',
  /** A corporate customer's invoice is made out to the company, for the attention of the payer. */
  attention: 'Attn: {name}',
  nationalId: 'NRIC/FIN: {maskedId}',
  servicesFor: 'Services for: {name}',
  description: 'Description',
  amount: 'Amount (SGD)',
  lineQuantity: '{description} x {quantity}',
  lineDiscount: 'Less - {description}',
  subtotal: 'Subtotal',
  discount: 'Discount',
  gst: 'GST {rate}%',
  total: 'Total',
  amountPayable: 'Amount payable',
  paidByPayNow: 'Paid by PayNow, bill reference {reference}',
  paidByPayNowOn: 'Paid by PayNow on {date}, bill reference {reference}',
  paidByEgiro: 'Paid by eGIRO',
  paidByEgiroOn: 'Paid by eGIRO on {date}',
  paidByCard: 'Paid by {brand} ending in {last4}',
  paidByCardOn: 'Paid by {brand} ending in {last4} on {date}',
  /** The brand of a card the gateway did not name. */
  card: 'card',
  notPaidYet: 'Not paid yet.',
  computerGenerated: 'This is a computer-generated invoice. No signature is required.',
} as const;
