import { cartPageMessages } from '@careportal/domain';
import { EmptyState, Link, ShoppingCartIcon, Skeleton, SkeletonGroup } from '@careportal/ui';
import { REGISTER_SERVICE_PATH } from '../../paths';

const text = cartPageMessages;

/** The cart review while the cart loads: who for, the programmes and the summary in placeholders. */
export function CartLoading() {
  return (
    <SkeletonGroup>
      <Skeleton shape="heading" />
      <Skeleton shape="card" lines={3} />
      <Skeleton shape="block" aspectRatio={3} />
    </SkeletonGroup>
  );
}

/** The cart review while the cart saved before sign-in is on its way to the server. */
export function RestoringCart() {
  return (
    <SkeletonGroup label={text.restoringCart}>
      <Skeleton shape="card" lines={3} />
    </SkeletonGroup>
  );
}

/** A cart with no programmes (or no cart at all), with the way to register for a service. */
export function EmptyCart() {
  return (
    <EmptyState
      title={text.emptyTitle}
      headingLevel={2}
      icon={ShoppingCartIcon}
      action={
        <Link href={REGISTER_SERVICE_PATH} variant="primaryButton">
          {text.registerService}
        </Link>
      }
    >
      {text.emptyBody}
    </EmptyState>
  );
}
