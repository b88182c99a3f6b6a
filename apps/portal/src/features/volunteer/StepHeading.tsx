import type { RefObject } from 'react';
import { textStyles } from '../../shell/textStyles';

/** Props of {@link StepHeading}. */
export interface StepHeadingProps {
  /** The check-in's heading ref: the heading takes the focus when its step comes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: string;
}

/** A check-in step's heading. */
export function StepHeading({ headingRef, children }: StepHeadingProps) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className={textStyles.subtitle}>
      {children}
    </h2>
  );
}
