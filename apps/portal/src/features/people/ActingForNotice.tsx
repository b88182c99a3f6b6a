import { formatMessage, messages } from '@careportal/domain';
import { Button, Card } from '@careportal/ui';
import { layout } from './layout';

/** Props of {@link ActingForNotice}. */
export interface ActingForNoticeProps {
  /** The loved one's name. */
  name: string;
  onSwitchBack: () => void;
}

/** Says plainly whose profile the page shows when it is a loved one's, with the way back to oneself. */
export function ActingForNotice({ name, onSwitchBack }: ActingForNoticeProps) {
  return (
    <Card tone="muted">
      <div className={layout.stack}>
        <p role="status" className={layout.strong}>
          {formatMessage(messages.profilePage.actingForNotice, { name })}
        </p>
        <div className={layout.actions}>
          <Button variant="secondary" onPress={onSwitchBack}>
            {messages.profilePage.switchBackToYourself}
          </Button>
        </div>
      </div>
    </Card>
  );
}
