export { ProgrammePage, SHOWCASE_URLS, Showcase, type ProgrammePageProps } from './ProgrammePage';
/** The route's page (see src/pageModules.tsx). */
export { ProgrammePage as Page } from './ProgrammePage';
