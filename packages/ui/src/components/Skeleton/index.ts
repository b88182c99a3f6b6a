export { Skeleton, SkeletonGroup, SKELETON_SHAPES } from './Skeleton';
export type { SkeletonGroupProps, SkeletonProps, SkeletonShape } from './Skeleton';
