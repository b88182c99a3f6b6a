/**
 * The public catalogue's reads: a product with its offers and centres (docs/cart-api.md, "Public catalogue
 * reads"), and a programme's showcase (public/v1/showcases). A visitor reads them too, so none sends a token, and
 * a failure is shown on the page rather than as a toast.
 */
import type {
  CatalogueCentre,
  CatalogueOffering,
  CatalogueProduct,
  PublicShowcase,
} from '@careportal/domain';
import { useApi } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { allOf, type Read } from '../../data/Query';

/** A product's paths, relative to the API; the registration wizard reads a programme's offers and centres here too. */
export const PRODUCT_URLS = {
  product: (id: string) => `products/v2/${encodeURIComponent(id)}`,
  offerings: (id: string) => `products-ext/${encodeURIComponent(id)}/offerings/list?nonSellable=false`,
  centres: (id: string) => `products/${encodeURIComponent(id)}/centers/list`,
} as const;

/** The showcase pages' paths: the API's, and the portal's readable page of a slug. */
export const SHOWCASE_URLS = {
  list: 'public/v1/showcases',
  showcase: (slugOrId: string) => `public/v1/showcases/${encodeURIComponent(slugOrId)}`,
  page: (slug: string) => `/programmes/${encodeURIComponent(slug)}`,
} as const;

/** A product page's reads: they run behind the page, so a failure never takes the visitor to an error page. */
const PRODUCT_READ = { auth: false, quiet: true, background: true } as const;
/** A showcase's read. */
const SHOWCASE_READ = { auth: false, quiet: true } as const;
const HTTP_NOT_FOUND = 404;

/** What a product's page shows: the product, its offers and its centres. */
export type ProductDetail = readonly [CatalogueProduct, CatalogueOffering[], CatalogueCentre[]];

/** What {@link useProductDetail} gives a product's page. */
export interface ProductDetailRead {
  /**
   * The three reads as one: loading until all have answered, failed as soon as one has (the product's own
   * refusal first), and Retry reads all three again.
   */
  detail: Read<ProductDetail>;
  /** The product's refusal when it is not offered (404, with the server's message); else null. */
  notFound: ApiResult<CatalogueProduct> | null;
  /** The product's name once all three reads have answered, for the page's heading; else undefined. */
  name: string | undefined;
}

/** A product's page reads: GET products/v2/{id}, its offers and its centres. */
export function useProductDetail(id: string): ProductDetailRead {
  const product = useApi<CatalogueProduct>(PRODUCT_URLS.product(id), PRODUCT_READ);
  const offerings = useApi<CatalogueOffering[]>(PRODUCT_URLS.offerings(id), PRODUCT_READ);
  const centres = useApi<CatalogueCentre[]>(PRODUCT_URLS.centres(id), PRODUCT_READ);
  const detail = allOf<ProductDetail>(product, offerings, centres);
  const answer = detail.data;
  return {
    detail,
    notFound: product.data !== undefined && isNotFound(product.data) ? product.data : null,
    name: answer === undefined || answer.error || answer.data === null ? undefined : answer.data[0].name,
  };
}

/** What {@link useShowcase} gives a programme's page. */
export interface ShowcaseRead {
  showcase: Read<PublicShowcase>;
  /** The showcase has answered: the page shows it under its own heading, not the route's title. */
  isShown: boolean;
}

/** A programme's showcase by its slug or its id (GET public/v1/showcases/{slugOrId}); '' reads nothing. */
export function useShowcase(slugOrId: string): ShowcaseRead {
  const showcase = useApi<PublicShowcase>(
    slugOrId === '' ? null : SHOWCASE_URLS.showcase(slugOrId),
    SHOWCASE_READ,
  );
  const answer = showcase.data;
  return { showcase, isShown: answer?.error === false && answer.data !== null };
}

/** Whether a read was refused because what it names does not exist (404): an unknown product or programme. */
export function isNotFound(answer: ApiResult): boolean {
  return answer.error && answer.httpCode === HTTP_NOT_FOUND;
}
