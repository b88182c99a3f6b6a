export { ErrorPage, ERROR_PAGE_VARIANTS } from './ErrorPage';
export type { ErrorPageProps, ErrorPageVariant } from './ErrorPage';
