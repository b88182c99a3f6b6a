import { messages } from '@careportal/domain';
import { Card, Stack } from '@careportal/ui';
import { DisplayModeSwitch } from '../../shell/DisplayModeSwitch';

const text = messages.displayMode;

/**
 * Senior mode on My Profile (issue 19): the header's Larger text switch, explained. It is the customer's own
 * choice, whoever they act for, and their account keeps it for every device they sign in on.
 */
export function DisplayModeSection() {
  return (
    <Card title={text.title} headingLevel={2}>
      <Stack space="sm">
        <p>{text.description}</p>
        <DisplayModeSwitch id="profile-larger-text" />
        <p>{text.remembered}</p>
      </Stack>
    </Card>
  );
}
