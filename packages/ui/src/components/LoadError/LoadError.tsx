import type { ReactNode } from 'react';
import { Button } from '../Button';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './LoadError.css';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** Reads the part again; the Retry button calls it. */
  onRetry: () => void;
  /** What went wrong. Default the catalogue's 'We're sorry, Something went wrong. Please try again!'. */
  children?: ReactNode;
}

/**
 * A part of a page that could not be read: what happened and a Retry button, announced to screen readers when it
 * appears. Nothing the person typed elsewhere on the page is lost; Retry only reads the part again.
 */
export function LoadError({ onRetry, children }: LoadErrorProps) {
  const catalogue = useCatalogue();
  return (
    <div role="alert" className={styles.loadError}>
      <p>{children ?? catalogue.generic.somethingWentWrong}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onRetry}>
          {catalogue.generic.retry}
        </Button>
      </div>
    </div>
  );
}
