export { BRAND_SIZES, Mark, Wordmark } from './Brand';
export type { BrandSize, MarkProps, WordmarkProps } from './Brand';
