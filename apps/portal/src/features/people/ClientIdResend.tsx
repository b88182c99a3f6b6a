import { formatMessage, messages } from '@careportal/domain';
import { Button, Card } from '@careportal/ui';
import { useId } from 'react';
import { layout } from './linkAccountLayout';
import type { ClientIdResend as ClientIdResendState } from './useLinkAccount';

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
    <section aria-labelledby={headingId} className={layout.stack}>
      <h2 id={headingId}>{text.noClientIdTitle}</h2>
      <p>{text.noClientIdBody}</p>
      <div className={layout.actions}>
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
      </div>
      <div role="status">
        {sent !== null ? (
          <Card tone="muted" padding="small">
            <div className={layout.stack}>
              <p className={layout.noticeLead}>{sent.message}</p>
              {sent.sentTo !== null ? (
                <p className={layout.noticeText}>
                  {formatMessage(text.clientIdSentTo, { sentTo: sent.sentTo })}
                </p>
              ) : null}
            </div>
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
    </section>
  );
}
