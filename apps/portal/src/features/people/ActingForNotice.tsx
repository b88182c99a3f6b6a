import { formatMessage, messages } from '@careportal/domain';
import { Button, Card, Inline, Stack } from '@careportal/ui';
import { textStyles } from '../../shell/textStyles';

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
      <Stack space="sm">
        <p role="status" className={textStyles.strong}>
          {formatMessage(messages.profilePage.actingForNotice, { name })}
        </p>
        <Inline space="sm" alignY="center">
          <Button variant="secondary" onPress={onSwitchBack}>
            {messages.profilePage.switchBackToYourself}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
