import { PageLayout } from '@careportal/ui';
import type { Decorator } from '@storybook/react-vite';

/**
 * A screen in the standard frame's content column, as wide as a signed-in page is in the portal (the frame's
 * PageLayout, `contentWidth="wide"`), without the header and footer, whose calls the screen's fake API does not
 * answer. `hasContentCard` as the route table says for the page (My Services lays out cards of its own).
 */
export function inContentColumn({ hasContentCard = true }: { hasContentCard?: boolean } = {}): Decorator {
  return (Story) => (
    <PageLayout contentWidth="wide" hasContentCard={hasContentCard}>
      <Story />
    </PageLayout>
  );
}
