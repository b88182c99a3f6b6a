/**
 * The words of the volunteer check-in and check-out pages (issue 17): /check-in-check-out/individual/{activityId}
 * and /check-in-check-out/org/{activityId}, and the API's answers to them. The seed names the steps and statuses
 * only; these are the pages' own words, plainly, for a volunteer on a phone at the activity.
 */
export const checkInMessages = {
  linkNotValid:
    'This check-in link is not valid. Please scan the QR code at the activity again, or ask the staff there.',
  linkNotValidTitle: 'This check-in link is not valid',
  activity: 'Activity',
  centre: 'Centre',
  dates: 'Dates',
  hours: 'Hours',
  individualIntro: 'Tell us who you are to check in or check out.',
  orgIntro: 'Enter your organisation’s code and PIN to check your group in or out.',
  nric: 'NRIC / FIN',
  nricDescription: 'For example S1234567D',
  lastFour: 'Last 4 digits of your mobile number',
  lastFourRequired: 'The last 4 digits of your mobile number are required',
  lastFourInvalid: 'Enter the last 4 digits of your mobile number',
  orgCode: 'Organisation code',
  orgCodeRequired: 'Organisation code is required',
  orgCodeInvalid: 'Organisation code is invalid',
  pin: 'PIN',
  pinDescription: '4 digits, from your volunteer coordinator',
  pinRequired: 'PIN is required',
  pinInvalid: 'Enter the 4-digit PIN',
  headcount: 'Number of volunteers with you today',
  headcountInvalid: 'Enter a number from 1 to 500',
  continue: 'Continue',
  identityNotMatched:
    'We could not find you on this activity with those details. Please check them and try again.',
  orgNotMatched:
    'The organisation code or PIN is not right for this activity. Please check them and try again.',
  tooManyTries: 'Too many tries. Please wait a few minutes, or ask the staff at the activity for help.',
  toCheckInTitle: 'Ready to check in',
  checkIn: 'Check in',
  checkedInTitle: 'You are checked in',
  checkedInBody: 'Thank you for volunteering today. Come back to this page when you leave, to check out.',
  /** A volunteer who checked in earlier today and came back to the link: the check-out step. */
  toCheckOutTitle: 'Ready to check out',
  toCheckOutBody: 'You checked in earlier today. Check out when you are leaving.',
  checkOut: 'Check out',
  /** Check-out asks first: one check-in and one check-out a day, so it cannot be undone. */
  checkOutConfirmTitle: 'Check out now?',
  checkOutConfirmBody:
    'You can check in and check out only once a day. After you check out, you cannot check in again today.',
  checkOutConfirm: 'Yes, check out',
  checkOutNotYet: 'Not yet',
  checkOutSuccessTitle: 'You are checked out',
  checkOutSuccessBody: 'Thank you for volunteering with us today. See you again!',
  checkedInAt: 'Checked in',
  checkedOutAt: 'Checked out',
  volunteer: 'Volunteer',
  organisation: 'Organisation',
  notYou: 'Not you? Start again',
  nextVolunteer: 'Check in someone else',
  actionFailed: "We're sorry, Something went wrong. Please try again!",
  /** API answers. */
  activityNotFound: 'This check-in link is not valid.',
  alreadyCheckedIn: 'You have already checked in today.',
  notCheckedIn: 'Please check in before you check out.',
  alreadyCheckedOut: 'You have already checked out today.',
  notToday: 'This activity is not running today.',
  /**
   * Outside the activity's hours (domain volunteerHoursRefusal): check-in opens {minutes} minutes before the start
   * and closes at the end; check-out closes {hoursAfter} hours after the end. Times `HH:mm`, as the page's Hours.
   */
  checkInNotOpen:
    'Check-in is not open yet. It opens at {opensAt}, {minutes} minutes before the activity starts (hours {start} – {end}). Please come back then.',
  checkInClosed:
    'Check-in is closed for today: the activity ended at {end} (hours {start} – {end}). If you helped today, please ask the staff at the activity to record it.',
  checkOutClosed:
    'Check-out is closed for today: it closed at {closesAt}, {hoursAfter} hours after the activity ended. Please ask the staff at the activity to record when you left.',
} as const;
