import { sprinkles } from '@careportal/ui';
import type { ReactNode } from 'react';

/** The spacing of the signed-in pages that open with an intro (as My Services' layout spaces them). */
const styles = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  heading: sprinkles({ display: 'grid', gap: 'sm' }),
} as const;

/** Props of {@link PageWithIntro}. */
export interface PageWithIntroProps {
  /** The route's title, the page's h1. */
  title: string;
  /** What the page is for, in a sentence under the h1. */
  intro: string;
  /** The page's content, under its intro. */
  children: ReactNode;
}

/**
 * A signed-in page that opens by saying what it is for (My Services, the care calendar, My dental
 * appointments): its h1 with the intro under it, then its content.
 */
export function PageWithIntro({ title, intro, children }: PageWithIntroProps) {
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
      {children}
    </div>
  );
}
