export { Link, LINK_VARIANTS } from './Link';
export type { LinkProps, LinkVariant } from './Link';
