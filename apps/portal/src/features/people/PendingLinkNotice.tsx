import { messages } from '@careportal/domain';
import { Card, Link, Stack } from '@careportal/ui';
import { LINK_ACCOUNT_PATH } from './profileApi';

/** A calm note for a profile pending link (domain isPendingLink), leading to the link-profile screen. */
export function PendingLinkNotice() {
  return (
    <Card title={messages.profilePage.pendingLinkTitle} headingLevel={2} tone="muted">
      <Stack space="sm">
        <p>{messages.profilePage.pendingLinkBody}</p>
        <p>
          <Link href={LINK_ACCOUNT_PATH} variant="standalone">
            {messages.profilePage.pendingLinkAction}
          </Link>
        </p>
      </Stack>
    </Card>
  );
}
