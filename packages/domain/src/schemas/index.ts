/**
 * The zod schemas of every entity of the specification, with their inferred types and option lists.
 *
 * Form schemas report the catalogue's messages at each field's path; record and request schemas describe what
 * the API sends and receives.
 */
export * from './text.js';
export * from './ids.js';
export * from './enums.js';
export * from './personalDetails.js';
export * from './lovedOne.js';
export * from './profileRequest.js';
export * from './address.js';
export * from './emergencyContact.js';
export * from './services.js';
export * from './orders.js';
export * from './payment.js';
export * from './egiro.js';
export * from './health.js';
export * from './cart.js';
export * from './config.js';
export * from './startup.js';
export * from './serviceSelection.js';
export * from './linking.js';
export * from './denticare.js';
export * from './public.js';
export * from './showcase.js';
export * from './catalogue.js';
