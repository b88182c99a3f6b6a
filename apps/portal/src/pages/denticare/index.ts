/** /denticare, the public Denticare landing page (see src/pageModules.ts). */
export { LandingPage, type LandingPageProps } from './LandingPage';
/** The route's page. */
export { LandingPage as Page } from './LandingPage';
