export { Banner, BANNER_VARIANTS } from './Banner';
export type { BannerProps, BannerVariant } from './Banner';
