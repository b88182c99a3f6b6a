/**
 * The error page of every group (/denticare/something-went-wrong, …). Part of the entry, not a chunk of its own
 * (see pageModules): a server error sends a visitor here from any page.
 */
export { SomethingWentWrongPage } from './SomethingWentWrongPage';
