import { Skeleton, SkeletonGroup } from '@careportal/ui';

/** Props of {@link OrderLoading}. */
export interface OrderLoadingProps {
  /** The lines of the order's details card. */
  lines: number;
}

/** An order's placeholders while it is read: its details card, then its lines. */
export function OrderLoading({ lines }: OrderLoadingProps) {
  return (
    <SkeletonGroup>
      <Skeleton shape="card" lines={lines} />
      <Skeleton shape="block" aspectRatio={3} />
    </SkeletonGroup>
  );
}
