export { ProductPage, type ProductPageProps } from './ProductPage';
/** The route's page (see src/pageModules.tsx). */
export { ProductPage as Page } from './ProductPage';
