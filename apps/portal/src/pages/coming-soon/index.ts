/** The page of a route whose page is not built yet: it says so, in the route's frame. Part of the entry. */
export { ComingSoonPage } from './ComingSoonPage';
