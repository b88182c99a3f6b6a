/**
 * The words of the payment pages that load on demand (Payment History, an order's invoice, Card Management), in
 * a module of their own: the portal's build keeps them out of the catalogue chunk every page downloads, so only
 * those pages carry them.
 */
/**
 * Payment History (InvoiceList) and an order's invoice (InvoiceDetail). Amounts, statuses and the seeds' payment
 * messages come from the API and the catalogue; these frame them.
 */
export const invoicePageMessages = {
  intro: 'Every order you have placed. Open one to see what you paid and download its tax invoice.',
  ordersTitle: 'Your orders',
  sortBy: 'Sort by',
  sortOptions: {
    'createdDate,desc': 'Newest first',
    'createdDate,asc': 'Oldest first',
    'payableAmount,desc': 'Amount, highest first',
    'payableAmount,asc': 'Amount, lowest first',
    'orderNumber,asc': 'Order number',
    'status,asc': 'Status',
  },
  orderNumber: 'Order number',
  orderDate: 'Order date',
  amountPayable: 'Amount payable',
  status: 'Status',
  viewOrder: 'View details',
  viewOrderNamed: 'View details of order {orderNumber}',
  payNow: 'Pay now',
  payNowNamed: 'Pay now for order {orderNumber}',
  emptyTitle: 'No orders yet',
  emptyBody: 'When you check out a service, its order and invoice appear here.',
  pagination: 'Pages of orders',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  firstPage: 'Go to the first page',
  pageOf: 'Page {page} of {pages}',
  shownRange: 'Orders {from} to {to} of {total}',
  backToHistory: 'Back to Payment History',
  detailsTitle: 'Order details',
  invoiceNumber: 'Invoice number',
  paidDate: 'Paid on',
  servicesFor: 'Services for',
  payer: 'Paid by',
  billingAddress: 'Billing address',
  promotionCode: 'Promotion code',
  paymentTitle: 'Payment',
  paymentMethod: 'Method',
  paymentMethods: { CARD: 'Card', PAYNOW: 'PayNow', EGIRO: 'eGIRO' },
  paymentCard: 'Card',
  paymentReference: 'Reference',
  paymentStatus: 'Payment status',
  paymentDate: 'Date',
  /** A payment's status, by the API's `Payment.status`. */
  paymentStatuses: {
    PROCESSING: 'Processing',
    REQUIRES_AUTHENTICATION: 'Waiting for your bank to confirm',
    SUCCEEDED: 'Paid',
    FAILED: 'Unsuccessful',
    CANCELLED: 'Cancelled',
    REFUNDED: 'Refunded',
  },
  noPayment: 'No payment has been made for this order yet.',
  unpaidNote: 'This order is waiting for payment.',
  downloadInvoice: 'Download invoice',
  downloadingInvoice: 'Preparing your invoice…',
  invoiceDownloaded: 'Your invoice {fileName} has been downloaded.',
} as const;

/**
 * Card Management, adding a card through the card gateway's own page, and its 3-D Secure verification. The seeds'
 * card messages ('Invalid Card', 'No added cards are available…') stay in the catalogue (`messages.payment`).
 */
export const cardPageMessages = {
  intro:
    'The cards you have saved for paying your orders. Your card number is kept by our payment provider, not by us.',
  savedCardsTitle: 'Saved cards',
  expires: 'Expires {month}/{year}',
  defaultCard: 'Default card',
  defaultCardNote: 'Used first when you pay',
  pendingVerification: 'Waiting for your bank to confirm',
  defaultSet: '{card} is now your default card.',
  deleteCard: 'Delete',
  deleteCardNamed: 'Delete {card}',
  deleteTitle: 'Delete {card}?',
  deleteBody: 'You will not be able to pay with this card unless you add it again.',
  cardDeleted: '{card} has been deleted.',
  addCardIntro:
    'For your security, you will type your card details on the secure page of our payment provider. Your card number never reaches careportal.',
  addCardSteps: [
    'Press "Continue to the secure card page".',
    'Type your card number, its expiry date and the 3 or 4 digits on the back (CVC).',
    'If your bank asks, confirm the card on its page. You will then come back here.',
  ],
  continueToGateway: 'Continue to the secure card page',
  backToCards: 'Back to Card Management',
  savingCard: 'Saving your card…',
  toBankTitle: 'Your bank needs to confirm this card',
  toBankBody: "Taking you to your bank's page…",
  goToBank: "Go to your bank's page",
  cardSavedTitle: 'Your card is saved',
  cardSavedBody: '{card} can now be used to pay your orders.',
  cardNotSavedTitle: 'Your card was not saved',
  tryAgain: 'Try again',
  verifyingCard: 'Checking with your bank…',
  verificationPendingTitle: 'Your bank has not confirmed this card yet',
  verificationPendingBody: "Go back to your bank's page to confirm it.",
  noCardToVerify: 'There is no card to confirm here. Add a card from Card Management.',
} as const;
