import { messages } from '@careportal/domain';
import { Spinner } from '../Spinner';
import * as styles from './PageLoading.css';

/** Props of {@link PageLoading}. */
export interface PageLoadingProps {
  /** What is happening, shown and announced; defaults to the catalogue's 'Loading'. */
  label?: string;
}

/**
 * The calm state of a page whose content is still on its way (its code, or the sign-in check): a quiet spinner
 * with its label after a short pause, holding the page's place so nothing moves when the content arrives.
 */
export function PageLoading({ label = messages.generic.loading }: PageLoadingProps) {
  return (
    <div className={styles.root}>
      <Spinner label={label} showLabel size="large" />
    </div>
  );
}
