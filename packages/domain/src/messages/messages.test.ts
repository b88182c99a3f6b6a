import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messages } from './catalogue.js';
import { bookingPageMessages } from './pagesBooking.js';
import { denticarePageMessages } from './pagesDenticare.js';
import { myDenticarePageMessages } from './pagesMyDenticare.js';
import { cardPageMessages, invoicePageMessages } from './paymentPages.js';
import { cartPageMessages, registerPageMessages } from './pages.js';
import { portalMessages } from './portal.js';
import { formatMessage, withSupportContact } from './format.js';

/** Every entry of the catalogue as [path, text]. */
function entries(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]];
  if (Array.isArray(node)) return node.flatMap((item, index) => entries(item, [...path, String(index)]));
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => entries(value, [...path, key]));
  }
  return [];
}

describe('messages', () => {
  it.each([
    ['generic.somethingWentWrong', "We're sorry, Something went wrong. Please try again!"],
    ['generic.noResults', 'No results found, Please check again later'],
    ['generic.sessionExpiredTitle', 'Sorry!! Your session has expired'],
    [
      'generic.sessionExpiredBody',
      "Please refresh the page. Don't worry, we kept all of your filter in place.",
    ],
    ['generic.newVersion', 'There is newer version, Click Refresh to upgrade now?'],
    [
      'generic.remoteConfigUnavailable',
      'Firebase has not been initialized successfully. Please refresh application!',
    ],
    ['generic.oopsTitle', 'Oops! Something went wrong'],
    ['generic.refreshThisPage', 'Refresh this page'],
    ['generic.notFoundTitle', '404 error: Page not found'],
    ['generic.notFoundBody', "It appears the page you were trying to access doesn't exist."],
    ['validation.passportTooShort', 'Passport number should be atleast 4 characters long'],
    ['validation.finInvalid', 'Fin is invalid'],
    ['validation.otherResidentStatusRequired', 'Other Residential Status is required'],
    ['validation.contactMobileNumberInvalid', 'Mobile number is invalid '],
    ['validation.nricAlreadyExists', 'The NRIC is already found in the system. Please link your profile'],
    ['validation.lovedOneAlreadyMapped', 'Loved one is already mapped under your profile'],
    ['validation.fileTooLarge', 'The file size is too large. Maximum file size is {maxSizeAllowedInMB}MB.'],
    ['validation.fileExtensionNotAllowed', 'You can only upload with {fileExtensionAllowed} extensions.'],
    ['auth.loginRetryExhausted', 'Error in login, Please re-try!'],
    ['auth.clientAccountMissing', 'Client account does not exist, Please sign-up'],
    ['auth.reLogin', 'Something went wrong, Please re-login!'],
    ['auth.createAccountFailed', 'Error in creating user account, Please re-try'],
    [
      'auth.loginSessionExpired',
      'Oops! It looks like your login session has expired, please refresh the page or log in again to continue.',
    ],
    ['auth.tokenInvalid', 'Your login token is invalid, Please re-login'],
    ['auth.tokenExpired', 'Your login token is expired, Please re-login!'],
    ['auth.tokenMissing', 'Your token is expired'],
    [
      'linking.incorrectClientId',
      'Incorrect Client ID. Please check case sensitivity and try again. For assistance, contact {email}.',
    ],
    [
      'linking.incorrectIdentification',
      'Incorrect identification details. Please verify your NRIC, passport ID, or other info and try again. For assistance, contact {email}.',
    ],
    [
      'linking.technicalDifficulties',
      'Technical difficulties. Please retry later or contact {email} for help.',
    ],
    ['linking.clientIdSentToEmail', 'Client ID Has Been Sent To Your Email Address'],
    ['linking.clientIdSentToMobile', 'Client ID Has Been Sent To Your Mobile Number'],
    ['payment.cardNotValid', 'Your credit / debit card is not valid'],
    ['payment.noCards', 'No added cards are available, please save your card details.'],
    ['egiro.noExistingClient', "We don't have an existing client attached to this {idType} you've provided."],
    [
      'catalogue.offerAlreadyInCart',
      'You already have an offer of this product in cart. Do you want to change offer?',
    ],
    ['catalogue.cannotRenew', 'The service is purchased and can not be renewed'],
    ['catalogue.programmeNotAvailable', 'Not available at this moment, please select other programme.'],
    ['health.declarationSaved', 'Save Health Declaration successfully'],
    ['health.declarationSaveFailed', 'Save Health Declaration failed.'],
    ['health.medicalHistoryStale', 'Your Medical History is more than 1 year'],
    ['success.personalDetailUpdated', 'Updated personal detail successfully'],
    ['success.lovedOneCreated', 'Created your loved one successfully'],
    ['success.addressesCreated', 'Created addresses successfully'],
    ['success.intakeEnrolled', 'Enrol intake successfully'],
    ['success.appointmentBooked', 'Book appointment successfully'],
    ['success.appointmentRescheduled', 'Reschedule appointment successfully'],
    ['success.appointmentCancelled', 'Cancelled appointment successfully'],
    ['success.denticareClientCreated', 'Created denticare client successfully'],
    ['generic.copiedToClipboard', 'Copied to clipboard'],
    ['labels.editClientDetails', 'Edit client details'],
    ['labels.cancellationReasons', 'Reasons*'],
    ['labels.preAssessment', 'Pre-assessment'],
  ])('%s is the specification text, verbatim', (path, text) => {
    const found = new Map(entries(messages)).get(path);
    expect(found).toBe(text);
  });

  const everyText = () => [
    ...entries(messages),
    ...entries({
      registerPage: registerPageMessages,
      cartPage: cartPageMessages,
      invoicePage: invoicePageMessages,
      cardPage: cardPageMessages,
      bookingPage: bookingPageMessages,
      denticarePage: denticarePageMessages,
      myDenticarePage: myDenticarePageMessages,
      portal: portalMessages,
    }),
  ];

  it('uses single-brace named placeholders only, in the pages’ own texts too', () => {
    for (const [path, text] of everyText()) {
      expect(text, path).not.toMatch(/\{\{|\}\}/);
      for (const match of text.matchAll(/\{([^}]*)\}/g)) expect(match[1], path).toMatch(/^[a-zA-Z]\w*$/);
    }
  });

  it('has no empty entries', () => {
    for (const [path, text] of everyText()) expect(text.trim(), path).not.toBe('');
  });
});

describe('formatMessage', () => {
  it('fills every named placeholder', () => {
    expect(formatMessage(messages.validation.fileTooLarge, { maxSizeAllowedInMB: 2 })).toBe(
      'The file size is too large. Maximum file size is 2MB.',
    );
    expect(formatMessage(messages.egiro.noExistingClient, { idType: 'NRIC' })).toBe(
      "We don't have an existing client attached to this NRIC you've provided.",
    );
    expect(formatMessage(messages.labels.addAddressTitle, { type: 'billing' })).toBe(
      'Add billing address details',
    );
  });

  it("fills the portal's own templates as the portal wrote them before they were templates", () => {
    expect(formatMessage(portalMessages.greeting, { name: 'Tan Ah Kow' })).toBe('Hello, Tan Ah Kow');
    expect(formatMessage(portalMessages.home.helpHours, { hours: '9:00 am to 5:00 pm' })).toBe(
      'Support hours: 9:00 am to 5:00 pm.',
    );
    expect(formatMessage(portalMessages.home.programmeLink, { name: 'Gym Tonic' })).toBe(
      'Find out more about Gym Tonic',
    );
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage('Hello {name}', {} as { name: string })).toBe('Hello {name}');
  });

  it('does not re-read placeholders inside the values it inserts', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(formatMessage('<{a}>', { a: value })).toBe(`<${value}>`);
      }),
    );
  });
});

describe('withSupportContact', () => {
  it.each([
    ['Payment is not valid', 'Payment is not valid. Please contact help@care.sg for assistance.'],
    ['Invalid Card.', 'Invalid Card. Please contact help@care.sg for assistance.'],
    [
      'Error in login, Please re-try!',
      'Error in login, Please re-try! Please contact help@care.sg for assistance.',
    ],
    ['Trailing space  ', 'Trailing space. Please contact help@care.sg for assistance.'],
  ])('%j', (message, expected) => {
    expect(withSupportContact(message, 'help@care.sg')).toBe(expected);
  });
});
