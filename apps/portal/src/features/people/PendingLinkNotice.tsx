import { messages } from '@careportal/domain';
import { Card, Link } from '@careportal/ui';
import { layout } from './layout';
import { LINK_ACCOUNT_PATH } from './profileApi';

/** A calm note for a profile pending link (domain isPendingLink), leading to the link-profile screen. */
export function PendingLinkNotice() {
  return (
    <Card title={messages.profilePage.pendingLinkTitle} headingLevel={2} tone="muted">
      <div className={layout.stack}>
        <p>{messages.profilePage.pendingLinkBody}</p>
        <p>
          <Link href={LINK_ACCOUNT_PATH} variant="standalone">
            {messages.profilePage.pendingLinkAction}
          </Link>
        </p>
      </div>
    </Card>
  );
}
