/**
 * Failures of outside systems, as values the routes can map to the envelope (a 503 or a catalogue message,
 * never a 500 with the vendor's text). Messages are written by us and carry no secrets or vendor bodies.
 */

/** Why an outside system did not answer usefully. */
export type AdapterFailureReason = 'unavailable' | 'rejected' | 'timeout';

export interface AdapterErrorOptions {
  reason: AdapterFailureReason;
  /** The vendor's HTTP status, when it answered. */
  status?: number | undefined;
  cause?: unknown;
}

export class AdapterError extends Error {
  /** The outside system, e.g. `postal`. */
  readonly adapter: string;
  readonly reason: AdapterFailureReason;
  readonly status: number | undefined;

  constructor(adapter: string, message: string, options: AdapterErrorOptions) {
    super(message, { cause: options.cause });
    this.name = 'AdapterError';
    this.adapter = adapter;
    this.reason = options.reason;
    this.status = options.status;
  }
}
