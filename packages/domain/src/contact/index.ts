export { isValidPhoneForCountry, isValidSingaporePhone } from './phone.js';
export { isValidPostalCode } from './postalCode.js';
