export { EgiroLandingPage as Page } from './EgiroLandingPage';
