/**
 * `@careportal/domain`: the rules of the careportal elder-care portal, in pure TypeScript.
 *
 * Validators, zod schemas, formatters, business rules, constants and the message catalogue, shared by the UI
 * package, the portal and the API so that each rule lives once. No React, no I/O, no clock reads: functions
 * take `now` and dates as arguments.
 *
 * @packageDocumentation
 */
export * from './messages/index.js';
export * from './constants.js';
export * from './errors/index.js';
export * from './national-id/index.js';
export * from './contact/index.js';
export * from './format/index.js';
export * from './calendar/index.js';
export * from './scheduling/index.js';
export * from './denticare/index.js';
export * from './services/index.js';
export * from './payment/index.js';
export * from './schemas/index.js';
export * from './auth/index.js';
export * from './registration/index.js';
export * from './cart/index.js';
export * from './profile/index.js';
export * from './products/index.js';
export * from './postal/index.js';
export * from './public-links/index.js';
export * from './help/index.js';
export { singaporeIsoDate } from './schemas/shared.js';
export { isFilled } from './schemas/filled.js';
export * from './volunteer/index.js';
export * from './caregiving/index.js';
export * from './i18n/index.js';
