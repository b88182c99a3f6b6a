/**
 * The texts of pages that load on demand (the registration wizard, the cart review and the product page): part
 * of the catalogue like every other text, but in a module of their own, so that only the pages that show them
 * download them, not every page's first download.
 */

/**
 * The registration wizard's page (/register-service): whom it is for, the service and its programmes, each
 * step's title, the review and the hand-over to the cart. The steps' names and the forms' own texts are in
 * `registration` and the forms' groups.
 */
export const registerPageMessages = {
  intro:
    'Register for a service for yourself or for someone you care for. It takes about {min} to {max} minutes.',
  whoFor: 'Who is this for?',
  whoForMyself: 'Myself',
  whoForNew: 'A new loved one',
  whoForNewHint: 'You will give their details in a later step.',
  category: 'Which service?',
  programmesTitle: 'Programmes',
  marketingChannel: 'Where did you hear about us?',
  sourceOthers: 'Please tell us where',
  loadingCatalogue: 'Loading the services…',
  detailsTitleMyself: 'Your details',
  detailsTitleLovedOne: 'Details of {name}',
  detailsTitleNew: 'Details of your loved one',
  relationshipHint: 'How is this person related to you?',
  addressTitle: 'Addresses',
  addressIntro: 'Each address is saved as soon as it is complete.',
  addressSaved: 'Saved',
  contactTitle: 'Emergency contact',
  contactIntro: 'Who should we call if something happens during a session?',
  reviewIntro: 'Please check everything before adding it to your cart. Use Edit to change any part.',
  reviewFor: 'For',
  reviewService: 'Service',
  reviewProgramme: 'Programme {index}',
  reviewProgrammeValue: '{programme}, {offer}, at {centre}',
  reviewHeardFrom: 'Heard about us from',
  reviewHealthAnswered: 'Answered',
  reviewName: 'Name',
  reviewId: 'ID number',
  reviewDateOfBirth: 'Date of birth',
  reviewMobile: 'Mobile number',
  reviewEmail: 'Email',
  reviewBilling: 'Billing address',
  reviewServiceAddress: 'Service address',
  reviewResidential: 'Residential address',
  reviewSameAsBilling: 'Same as billing address',
  reviewContactName: 'Name',
  reviewContactRelationship: 'Relationship',
  reviewContactMobile: 'Mobile number',
  marketingConsent: 'Keep me informed of programmes and offers by email and SMS.',
  addToCart: 'Add to cart',
  addingToCart: 'Adding to your cart…',
  changeOfferTitle: 'Change offer?',
  replaceCartTitle: 'Replace your cart?',
  replaceCartBody:
    'Your cart holds programmes for {name} in {category}. A cart is for one person and one service: these programmes will take their place.',
  programmeUnavailable: 'Not available: {reason}',
  denticareNext: 'Your details are saved. Book your first dental appointment next.',
  addedToCart: 'Your programmes are in your cart. Check the amounts there, then check out.',
  goToCart: 'Go to my cart',
} as const;

/**
 * The cart review (ProductCatalogCartReview), its checkout summary and promotion code, and the product page's
 * choice of offer and centre. Amounts and the server's refusals come from the API; these frame them.
 */
export const cartPageMessages = {
  servicesFor: 'Services for',
  programmesTitle: 'Programmes',
  offer: 'Offer',
  centre: 'Centre',
  price: 'Price',
  removeProgramme: 'Remove',
  removeProgrammeNamed: 'Remove {name}',
  removeProgrammeTitle: 'Remove {name} from the cart?',
  removeProgrammeBody: 'The programme will be taken out of your cart. You can register for it again later.',
  emptyCart: 'Empty cart',
  emptyCartTitle: 'Empty the cart?',
  emptyCartBody: 'Every programme will be taken out of your cart. You can register for them again later.',
  emptyTitle: 'Your cart is empty',
  emptyBody: 'Register for a service to choose its programmes, offers and centres.',
  registerService: 'Register a service',
  summaryTitle: 'Order summary',
  summaryItem: 'Item',
  summaryQuantity: 'Quantity',
  summaryAmount: 'Amount',
  subtotal: 'Subtotal',
  discount: 'Discount',
  gst: 'GST ({percentage}%)',
  totalPayable: 'Total payable',
  promoCode: 'Promotion code',
  promoCodeHint: 'Have a promotion or referral code? Enter it here.',
  applyPromoCode: 'Apply',
  removePromoCode: 'Remove',
  removePromoCodeNamed: 'Remove promotion code {code}',
  promoCodeApplied: 'Promotion code {code} applied',
  checkout: 'Checkout',
  restoringCart: 'Adding your saved programmes to the cart…',
  orderPlacedTitle: 'Your order is waiting for payment',
  orderPlacedBody: 'Your order has been placed. Pay for it to confirm your programmes.',
  orderNumber: 'Order number',
  amountPayable: 'Amount payable',
  orderStatus: 'Status',
  /** An order's status, by `ORDER_STATUSES`. */
  orderStatuses: {
    PENDING: 'Pending payment',
    PAID: 'Paid',
    FAILED: 'Payment failed',
    CANCELLED: 'Cancelled',
    EXPIRED: 'Expired',
    REFUNDED: 'Refunded',
  },
  continueToPayment: 'Continue to payment',
  productPackage: 'Package',
  offersTitle: 'Choose an offer',
  centresTitle: 'Choose a centre',
  checkOutProduct: 'Check out',
  chooseOfferFirst: 'Please choose an offer and a centre.',
  noOffers: 'This programme has no offer open for registration at the moment.',
  noCentres: 'No centre runs this programme at the moment.',
  backToHome: 'Go to the home page',
} as const;

/**
 * The payment pages' own words (PayNow QR, card, completion). The seeds' payment messages, which the API sends,
 * stay in the catalogue (`messages.payment`); these frame them.
 */
export const paymentPageMessages = {
  payNowTitle: 'Pay by PayNow',
  payNowSteps: [
    'Open your banking app and choose PayNow or Scan & Pay.',
    'Scan this QR code.',
    'Check that the amount and the reference are the ones shown here, then pay.',
  ],
  qrAlt: 'PayNow QR code for {amount}, reference {reference}',
  amount: 'Amount',
  reference: 'Reference',
  copyReference: 'Copy reference',
  payWithin: 'Pay within',
  minutesLeft: '{minutes} minutes left to pay by this QR code.',
  oneMinuteLeft: '1 minute left to pay by this QR code.',
  qrExpiredTitle: 'This QR code has expired',
  qrExpiredBody: 'Nothing was charged. Show a new QR code to pay.',
  newQr: 'Show a new QR code',
  loadingQr: 'Getting your QR code…',
} as const;
