/**
 * The public catalogue's product reads (docs/cart-api.md, "Public catalogue reads"): a product with its offers and
 * centres. A visitor reads them too, so none sends a token, and a failure is shown on the page rather than as a
 * toast. A programme's showcase is read in ./showcaseApi.
 */
import type { CatalogueCentre, CatalogueOffering, CatalogueProduct } from '@careportal/domain';
import { useApi } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { allOf, type Read } from '../../data/Query';

/** A product's paths, relative to the API; the registration wizard reads a programme's offers and centres here too. */
export const PRODUCT_URLS = {
  product: (id: string) => `products/v2/${encodeURIComponent(id)}`,
  offerings: (id: string) => `products-ext/${encodeURIComponent(id)}/offerings/list?nonSellable=false`,
  centres: (id: string) => `products/${encodeURIComponent(id)}/centers/list`,
} as const;

/** A product page's reads: they run behind the page, so a failure never takes the visitor to an error page. */
const PRODUCT_READ = { auth: false, quiet: true, background: true } as const;
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
    notFound: product.data?.error === true && product.data.httpCode === HTTP_NOT_FOUND ? product.data : null,
    name: answer === undefined || answer.error || answer.data === null ? undefined : answer.data[0].name,
  };
}
