import type { ReactNode } from 'react';
import { useCatalogue } from '../LocaleProvider';
import { SkeletonGroup } from '../Skeleton';
import { Spinner } from '../Spinner';
import * as styles from './PageLoading.css';

/** Props of {@link PageLoading}. */
export interface PageLoadingProps {
  /** What is happening, shown and announced; defaults to the catalogue's 'Loading'. */
  label?: string;
  /**
   * The page's shape as placeholders ({@link Skeleton}s), shown instead of the spinner, so the page keeps its
   * layout while it loads. Screen readers hear `label` once.
   */
  children?: ReactNode;
}

/**
 * The calm state of a page whose content is still on its way (its code, or the sign-in check): after a short
 * pause, a quiet spinner with its label, or the page's shape in placeholders, holding the page's place so
 * nothing moves when the content arrives.
 */
export function PageLoading({ label: labelProp, children }: PageLoadingProps) {
  const catalogue = useCatalogue();
  const label = labelProp ?? catalogue.generic.loading;
  return (
    <div className={styles.root}>
      {children ? (
        <div className={styles.placeholders}>
          <SkeletonGroup label={label}>{children}</SkeletonGroup>
        </div>
      ) : (
        <Spinner label={label} showLabel size="large" />
      )}
    </div>
  );
}
