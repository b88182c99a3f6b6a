/**
 * My Services, the signed-in person's home: a chunk of its own that the home page loads for a signed-in person
 * only, so a visitor's first download stays as light as before (see pageModules and budget.json's MyService).
 */
export { MyServicesPage, type MyServicesPageProps } from './MyServicesPage';
/** The page (see src/pageModules.ts). */
export { MyServicesPage as Page } from './MyServicesPage';
