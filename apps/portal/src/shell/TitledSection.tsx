import { Stack } from '@careportal/ui';
import { useId, type ReactNode } from 'react';
import { textStyles } from './textStyles';

/** Props of {@link TitledSection}. */
export interface TitledSectionProps {
  /** The section's h2, which also names it for a screen reader's list of regions. */
  title: string;
  children: ReactNode;
}

/** A page's section under its h2, named by it (`aria-labelledby`): a showcase's or the eGIRO landing page's parts. */
export function TitledSection({ title, children }: TitledSectionProps) {
  const id = useId();
  return (
    <Stack as="section" space="md" aria-labelledby={id}>
      <h2 id={id} className={textStyles.sectionTitle}>
        {title}
      </h2>
      {children}
    </Stack>
  );
}
