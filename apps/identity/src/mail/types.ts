// Mail: how the sign-in provider sends a person their password-reset code. Routes depend on this interface only;
// sandbox.ts is the embedded implementation, CONTRACT.md what a production one must do.

/** One email to one recipient, in plain text. */
export interface OutgoingMail {
  /** An email address. */
  to: string;
  subject: string;
  text: string;
}

/** What the provider accepted. */
export interface SentMail extends OutgoingMail {
  /** The provider's message id. */
  id: string;
  sentAt: Date;
}

export type MailFailureReason = 'rejected' | 'unavailable' | 'timeout';

export interface MailAdapter {
  /**
   * Hands the mail to the provider. Resolves when the provider accepted it (delivery is asynchronous, as with
   * every mail provider); rejects with {@link MailFailed}: `rejected` for a recipient the provider refuses (a bad
   * address, a bounced domain), `unavailable` or `timeout` for an outage.
   */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<SentMail>;
}

export class MailFailed extends Error {
  readonly reason: MailFailureReason;
  constructor(message: string, reason: MailFailureReason) {
    super(message);
    this.name = 'MailFailed';
    this.reason = reason;
  }
}
