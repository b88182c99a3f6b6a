export { CartLink, cartCountText } from './CartLink';
export type { CartLinkProps } from './CartLink';
