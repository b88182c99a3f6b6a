/**
 * What a route group shows when a page fails to render or its chunk cannot load (each group's errorElement), and
 * the last resort at the root. Part of the entry: it must show when nothing else can load.
 */
export { GroupErrorPage, RootErrorPage } from './GroupErrorPage';
