export { ProfilePage, type ProfilePageProps } from './ProfilePage';
/** The route's page (see src/pageModules.tsx). */
export { ProfilePage as Page } from './ProfilePage';
