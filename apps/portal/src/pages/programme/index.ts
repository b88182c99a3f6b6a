export { ProgrammePage, type ProgrammePageProps } from './ProgrammePage';
/** The route's page (see src/pageModules.tsx). */
export { ProgrammePage as Page } from './ProgrammePage';
