export { ACTION_LINK_VARIANTS, ActionLink } from './ActionLink';
export type { ActionLinkProps, ActionLinkVariant } from './ActionLink';
