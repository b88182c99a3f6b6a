export { PageLoading } from './PageLoading';
export type { PageLoadingProps } from './PageLoading';
