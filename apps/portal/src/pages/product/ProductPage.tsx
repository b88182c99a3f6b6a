import {
  CART_SOURCE,
  formatMoney,
  messages,
  type Cart,
  type CatalogueCentre,
  type CatalogueOffering,
  type CatalogueProduct,
  cartPageMessages,
} from '@careportal/domain';
import {
  Button,
  DetailList,
  EmptyState,
  Link,
  LoadError,
  RadioGroup,
  Skeleton,
  SkeletonGroup,
  sprinkles,
} from '@careportal/ui';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApi, useApiClient } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { useSession } from '../../auth/session';
import { CART_URLS, saveCartForSignIn, useCart, useRefreshCart } from '../../shell/cart';

const text = cartPageMessages;
const CART_REVIEW = '/cart-review';
/** Public reads: a visitor sees the product too (docs/cart-api.md, "Public catalogue reads"). */
const PUBLIC_READ = { auth: false, quiet: true, background: true } as const;

/** The product page's paths, relative to the API. */
export const PRODUCT_URLS = {
  product: (id: string) => `products/v2/${encodeURIComponent(id)}`,
  offerings: (id: string) => `products-ext/${encodeURIComponent(id)}/offerings/list?nonSellable=false`,
  centres: (id: string) => `products/${encodeURIComponent(id)}/centers/list`,
} as const;

const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
} as const;

/** Props of {@link ProductPage}. */
export interface ProductPageProps {
  /** The route's title, shown until the product's own name is known. */
  title: string;
}

/** The offer's choice text: '24 sessions, $360.00'. */
function offerLabel(offering: CatalogueOffering): string {
  return `${offering.name}, ${formatMoney(offering.priceCents)}`;
}

/** The answer's data, or why there is none: still loading, failed or missing. */
function dataOf<T>(response: ApiResult<T> | undefined): T | 'loading' | ApiResult<T> {
  if (response === undefined) return 'loading';
  if (response.error || response.data === null) return response;
  return response.data;
}

interface ChoiceProps {
  product: CatalogueProduct;
  offerings: CatalogueOffering[];
  centres: CatalogueCentre[];
}

/** The choice of offer and centre, and Check out. */
function Choice({ product, offerings, centres }: ChoiceProps) {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const refresh = useRefreshCart();
  const { setCart } = useCart();
  const [offeringId, setOfferingId] = useState<string | null>(
    offerings.length === 1 ? (offerings[0]?.id ?? null) : null,
  );
  const [centreId, setCentreId] = useState<string | null>(
    centres.length === 1 ? (centres[0]?.id ?? null) : null,
  );
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const offersId = useId();
  const centresId = useId();

  const checkOut = async () => {
    setSubmitted(true);
    if (offeringId === null || centreId === null) return;
    const cart: Cart = {
      categoryId: product.categoryId,
      customerId: null,
      referralSource: null,
      marketingConsent: false,
      items: [{ categoryId: product.categoryId, productId: product.id, offeringId, centerId: centreId }],
    };
    if (session.status !== 'signed-in') {
      // Kept through the sign-in, sent from the cart review once the visitor is back. The cart review needs a
      // sign-in and starts it from there, so the provider returns to the page the sign-in started on.
      saveCartForSignIn(cart);
      setCart(cart);
      await navigate(CART_REVIEW);
      return;
    }
    setSaving(true);
    const result = await client.request('PUT', CART_URLS.cart, { body: { ...cart, source: CART_SOURCE } });
    setSaving(false);
    if (result.error) return;
    await refresh();
    await navigate(CART_REVIEW);
  };

  return (
    <>
      <section className={layout.section} aria-labelledby={offersId}>
        <h2 id={offersId} className={layout.sectionTitle}>
          {text.offersTitle}
        </h2>
        {offerings.length === 0 ? (
          <p>{text.noOffers}</p>
        ) : (
          <RadioGroup
            aria-label={text.offersTitle}
            isRequired
            value={offeringId}
            onChange={setOfferingId}
            errorMessage={isSubmitted && offeringId === null ? text.chooseOfferFirst : undefined}
            options={offerings.map((offering) => ({
              value: offering.id,
              label: offerLabel(offering),
            }))}
          />
        )}
      </section>
      <section className={layout.section} aria-labelledby={centresId}>
        <h2 id={centresId} className={layout.sectionTitle}>
          {text.centresTitle}
        </h2>
        {centres.length === 0 ? (
          <p>{text.noCentres}</p>
        ) : (
          <RadioGroup
            aria-label={text.centresTitle}
            isRequired
            value={centreId}
            onChange={setCentreId}
            errorMessage={isSubmitted && centreId === null ? text.chooseOfferFirst : undefined}
            options={centres.map((centre) => ({
              value: centre.id,
              label: centre.name,
              description: centre.address,
            }))}
          />
        )}
      </section>
      <div className={layout.actions}>
        <Button
          isLoading={isSaving}
          isDisabled={offerings.length === 0 || centres.length === 0}
          onPress={() => {
            void checkOut();
          }}
        >
          {text.checkOutProduct}
        </Button>
      </div>
    </>
  );
}

/**
 * A product's page (route ProductDetail), public: its name, description and package text, its offers with
 * their prices and its centres with their addresses, a choice of one of each, and Check out. A customer's cart
 * is saved (PUT cart, for themselves) and the cart review opens; a visitor's is kept in the browser through the
 * sign-in, which returns to the cart review.
 */
export function ProductPage({ title }: ProductPageProps) {
  const { id = '' } = useParams();
  const productAnswer = useApi<CatalogueProduct>(PRODUCT_URLS.product(id), PUBLIC_READ);
  const offeringsAnswer = useApi<CatalogueOffering[]>(PRODUCT_URLS.offerings(id), PUBLIC_READ);
  const centresAnswer = useApi<CatalogueCentre[]>(PRODUCT_URLS.centres(id), PUBLIC_READ);
  const product = dataOf(productAnswer.data);
  const offerings = dataOf(offeringsAnswer.data);
  const centres = dataOf(centresAnswer.data);

  if (product === 'loading' || offerings === 'loading' || centres === 'loading') {
    return (
      <div className={layout.page}>
        <h1>{title}</h1>
        <SkeletonGroup>
          <Skeleton lines={3} />
          <Skeleton shape="card" lines={3} />
          <Skeleton shape="card" lines={3} />
        </SkeletonGroup>
      </div>
    );
  }
  if (!Array.isArray(offerings) || !Array.isArray(centres) || 'httpCode' in product) {
    return (
      <div className={layout.page}>
        <h1>{title}</h1>
        {'httpCode' in product && product.httpCode === 404 ? (
          <EmptyState
            title={product.errorMessage ?? messages.catalogue.productNotValid}
            headingLevel={2}
            action={
              <Link href="/" variant="primaryButton">
                {text.backToHome}
              </Link>
            }
          />
        ) : (
          <LoadError
            onRetry={() => {
              void productAnswer.mutate();
              void offeringsAnswer.mutate();
              void centresAnswer.mutate();
            }}
          />
        )}
      </div>
    );
  }
  return (
    <div className={layout.page}>
      <h1>{product.name}</h1>
      <p>{product.description}</p>
      {product.packageDescription === null ? null : (
        <DetailList items={[{ label: text.productPackage, value: product.packageDescription }]} />
      )}
      <Choice product={product} offerings={offerings} centres={centres} />
    </div>
  );
}
