export { messages, type Messages } from './catalogue.js';
export { formatMessage, withSupportContact, type MessageValues, type Placeholders } from './format.js';
export { cartPageMessages, paymentPageMessages, registerPageMessages } from './pages.js';
export { bookingPageMessages } from './pagesBooking.js';
export { egiroPageMessages } from './pagesEgiro.js';
export { egiroLandingMessages } from './pagesPublic.js';
export { cardPageMessages, invoicePageMessages } from './paymentPages.js';
export { myServicesPageMessages } from './pagesServices.js';
export { myDenticarePageMessages } from './pagesMyDenticare.js';
