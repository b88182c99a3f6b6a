import { lazy } from 'react';

// The steps after the first load when they are reached: the service selection, which every visit opens at, comes
// with the page; the forms (and their validation) follow on demand.

/** The health declaration step (Active Ageing), on demand. */
export const HealthDeclarationStep = lazy(() =>
  import('./HealthDeclarationStep').then((module) => ({ default: module.HealthDeclarationStep })),
);
/** The health declaration's Result, which ends the wizard, on demand. */
export const HealthDeclarationResultStep = lazy(() =>
  import('./HealthDeclarationStep').then((module) => ({ default: module.HealthDeclarationResultStep })),
);
/** Your details, on demand. */
export const DetailsStep = lazy(() =>
  import('./DetailsStep').then((module) => ({ default: module.DetailsStep })),
);
/** Your address, on demand. */
export const AddressStep = lazy(() =>
  import('./AddressStep').then((module) => ({ default: module.AddressStep })),
);
/** Emergency contact, on demand. */
export const ContactStep = lazy(() =>
  import('./ContactStep').then((module) => ({ default: module.ContactStep })),
);
/** Review information, on demand. */
export const ReviewStep = lazy(() =>
  import('./ReviewStep').then((module) => ({ default: module.ReviewStep })),
);
