import { cartPageMessages, messages } from '@careportal/domain';
import { EmptyState, Link, Skeleton, SkeletonGroup } from '@careportal/ui';
import type { ApiResult } from '../../data/client';

/** A product's page while it loads: the description's lines, then the offers' and centres' cards. */
export function ProductLoading() {
  return (
    <SkeletonGroup>
      <Skeleton lines={3} />
      <Skeleton shape="card" lines={3} />
      <Skeleton shape="card" lines={3} />
    </SkeletonGroup>
  );
}

/** A product that is not offered: the server's message ('Product is not valid.' by default) and the way home. */
export function ProductNotFound({ refusal }: { refusal: ApiResult }) {
  return (
    <EmptyState
      title={refusal.errorMessage ?? messages.catalogue.productNotValid}
      headingLevel={2}
      action={
        <Link href="/" variant="primaryButton">
          {cartPageMessages.backToHome}
        </Link>
      }
    />
  );
}
