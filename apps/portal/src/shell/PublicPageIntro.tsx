import { Stack } from '@careportal/ui';
import type { ReactNode } from 'react';
import { textStyles } from './textStyles';

/** Props of {@link PublicPageIntro}. */
export interface PublicPageIntroProps {
  /** The route's title, the page's h1. */
  title: string;
  /** What the page is for, or where the visitor stands, in a sentence under the h1. */
  intro: ReactNode;
}

/**
 * How a page in the public layout's narrow card opens (the help centre, feedback, a Denticare appointment): its h1
 * with a sentence under it, close together, the stack around them spacing what follows.
 */
export function PublicPageIntro({ title, intro }: PublicPageIntroProps) {
  return (
    <Stack space="sm">
      <h1 className={textStyles.title}>{title}</h1>
      <p className={textStyles.flush}>{intro}</p>
    </Stack>
  );
}
