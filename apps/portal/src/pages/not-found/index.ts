/**
 * The not-found page of every group (/page-not-found, /denticare/page-not-found, …). Part of the entry, not a
 * chunk of its own (see pageModules): every unknown address lands here.
 */
export { GroupNotFoundPage } from './GroupNotFoundPage';
