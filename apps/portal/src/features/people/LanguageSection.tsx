import { Card, Stack, useCatalogue } from '@careportal/ui';
import { LanguageMenu } from '../../shell/LanguageMenu';

/**
 * The portal's language on My Profile (issue 19): the header's language menu, explained. It is the customer's own
 * choice, whoever they act for; their account keeps it, and the reminders and confirmations are written in it.
 */
export function LanguageSection() {
  const text = useCatalogue().language;
  return (
    <Card title={text.label} headingLevel={2}>
      <Stack space="sm">
        <p>{text.description}</p>
        <div>
          <LanguageMenu />
        </div>
      </Stack>
    </Card>
  );
}
