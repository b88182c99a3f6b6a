import { cartPageMessages } from '@careportal/domain';
import { DetailList, Stack } from '@careportal/ui';
import { useParams } from 'react-router';
import { Query } from '../../data/Query';
import { useProductDetail } from '../../features/catalogue/productApi';
import { ProductChoice } from '../../features/catalogue/ProductChoice';
import { ProductLoading, ProductNotFound } from '../../features/catalogue/ProductStates';

/** Props of {@link ProductPage}. */
export interface ProductPageProps {
  /** The route's title, shown until the product's own name is known. */
  title: string;
}

/**
 * A product's page (route ProductDetail), public: its name, description and package text, its offers with
 * their prices and its centres with their addresses, a choice of one of each, and Check out. A customer's cart
 * is saved (PUT cart, for themselves) and the cart review opens; a visitor's is kept in the browser through the
 * sign-in, which returns to the cart review.
 */
export function ProductPage({ title }: ProductPageProps) {
  const { id = '' } = useParams();
  const { detail, notFound, name } = useProductDetail(id);
  return (
    <Stack space="xl">
      <h1>{name ?? title}</h1>
      <Query
        query={detail}
        loading={<ProductLoading />}
        refusal={() => (notFound === null ? undefined : <ProductNotFound refusal={notFound} />)}
      >
        {([product, offerings, centres]) => (
          <>
            <p>{product.description}</p>
            {product.packageDescription === null ? null : (
              <DetailList
                items={[{ label: cartPageMessages.productPackage, value: product.packageDescription }]}
              />
            )}
            <ProductChoice product={product} offerings={offerings} centres={centres} />
          </>
        )}
      </Query>
    </Stack>
  );
}
