export {
  formatSingaporePhone,
  isValidPhoneForCountry,
  isValidSingaporePhone,
  singaporePhoneUri,
} from './phone.js';
export { isValidPostalCode } from './postalCode.js';
export { EMAIL_PATTERN, isEmailOrSingaporePhone } from './reachable.js';
