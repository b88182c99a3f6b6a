/**
 * Mail and SMS: how the API sends a customer a message (CONTRACT.md lists them: the Client ID, eGIRO decisions,
 * Denticare confirmations and cancellations, payment receipts).
 */
import { AdapterError, type AdapterErrorOptions } from '../errors.ts';

/** EMAIL or SMS (domain REFERRAL_CHANNELS). */
export type NotificationChannel = 'EMAIL' | 'SMS';

/** One message to one recipient. */
export interface OutgoingMessage {
  channel: NotificationChannel;
  /** An email address, or a mobile number in E.164 (`+6591234567`). */
  to: string;
  /** The email's subject; SMS has none. */
  subject?: string | undefined;
  /** Plain text. An SMS longer than one segment is split by the provider. */
  text: string;
}

/** What the provider accepted. */
export interface SentMessage extends OutgoingMessage {
  /** The provider's message id. */
  id: string;
  sentAt: Date;
}

export interface NotificationAdapter {
  /**
   * Hands the message to the provider. Resolves when the provider accepted it (delivery is asynchronous, as with
   * every mail and SMS provider); rejects with {@link NotificationFailed}: `rejected` for a recipient the provider
   * refuses (bad address, a landline for SMS, a bounced domain), `unavailable` or `timeout` for an outage.
   */
  send(message: OutgoingMessage, signal?: AbortSignal): Promise<SentMessage>;
}

export class NotificationFailed extends AdapterError {
  constructor(message: string, options: AdapterErrorOptions) {
    super('notifications', message, options);
    this.name = 'NotificationFailed';
  }
}
