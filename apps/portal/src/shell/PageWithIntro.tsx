import { Stack } from '@careportal/ui';
import type { ReactNode } from 'react';

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
    <Stack space="xl">
      <Stack space="sm">
        <h1>{title}</h1>
        <p>{intro}</p>
      </Stack>
      {children}
    </Stack>
  );
}
