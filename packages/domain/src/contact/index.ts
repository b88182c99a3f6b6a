export { isValidPhoneForCountry, isValidSingaporePhone } from './phone.js';
export { isValidPostalCode } from './postalCode.js';
export { EMAIL_PATTERN, isEmailOrSingaporePhone } from './reachable.js';
