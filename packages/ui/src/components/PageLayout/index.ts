export { PageLayout, PAGE_CONTENT_WIDTHS, PAGE_LAYOUT_VARIANTS } from './PageLayout';
export type { PageContentWidth, PageLayoutProps, PageLayoutVariant } from './PageLayout';
