import { formatMessage, messages } from '@careportal/domain';
import { Button, Card, Inline, Stack } from '@careportal/ui';
import { useId } from 'react';
import { layout } from './linkAccountLayout';
import type { ClientIdResend as ClientIdResendState } from './useLinkAccount';
import { textStyles } from '../../shell/textStyles';

const text = messages.linking;

/** Props of {@link ClientIdResend}: the state and action of useLinkAccount's `resend`. */
export type ClientIdResendProps = ClientIdResendState;

/**
 * "Didn't get your Client ID?": send it again by email or by SMS (one at a time), then where it went, or why it
 * could not be sent.
 */
export function ClientIdResend({ sending, sent, sendError, send }: ClientIdResendProps) {
  const headingId = useId();
  return (
    <Stack aria-labelledby={headingId} as="section" space="sm">
      <h2 id={headingId}>{text.noClientIdTitle}</h2>
      <p>{text.noClientIdBody}</p>
      <Inline space="sm" alignY="center">
        <Button
          variant="secondary"
          isLoading={sending === 'EMAIL'}
          isDisabled={sending === 'SMS'}
          onPress={() => {
            void send('EMAIL');
          }}
        >
          {text.sendByEmail}
        </Button>
        <Button
          variant="secondary"
          isLoading={sending === 'SMS'}
          isDisabled={sending === 'EMAIL'}
          onPress={() => {
            void send('SMS');
          }}
        >
          {text.sendBySms}
        </Button>
      </Inline>
      <div role="status">
        {sent !== null ? (
          <Card tone="muted" padding="small">
            <Stack space="sm">
              <p className={layout.noticeLead}>{sent.message}</p>
              {sent.sentTo !== null ? (
                <p className={textStyles.flush}>
                  {formatMessage(text.clientIdSentTo, { sentTo: sent.sentTo })}
                </p>
              ) : null}
            </Stack>
          </Card>
        ) : null}
      </div>
      <div role="alert">
        {sendError !== null ? (
          <Card tone="muted" padding="small">
            <p className={layout.noticeError}>{sendError}</p>
          </Card>
        ) : null}
      </div>
    </Stack>
  );
}
