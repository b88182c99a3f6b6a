/**
 * The home page. Part of the entry, not a chunk of its own (see pageModules): its heading is the first screen's
 * largest paint.
 */
export { HomePage, type HomePageProps } from './HomePage';
