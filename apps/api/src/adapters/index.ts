/**
 * Outside systems, each behind an interface with a sandbox implementation (see README.md in this folder).
 *
 * `adaptersFromConfig` picks the real client where configuration names one and the sandbox otherwise;
 * `buildApp({ adapters })` takes overrides, so tests and local runs never call a real outside system.
 */
import type { Config } from '../config.ts';
import {
  createSandboxNotifications,
  type NotificationAdapter,
  type SandboxNotifications,
} from './notifications/index.ts';
import {
  createOneMapPostalLookup,
  createSandboxPostalLookup,
  type PostalLookupAdapter,
} from './postal/index.ts';

export { AdapterError, type AdapterFailureReason } from './errors.ts';
export { PostalLookupUnavailable, type PostalLookupAdapter } from './postal/index.ts';
export {
  NotificationFailed,
  type NotificationAdapter,
  type SandboxNotifications,
  type SentMessage,
} from './notifications/index.ts';

/** Every adapter the app uses. */
export interface Adapters {
  /** Postal-code lookup: OneMap, or the embedded directory of real addresses. */
  postal: PostalLookupAdapter;
  /**
   * Mail and SMS. Only the sandbox exists today (its outbox is at GET /dev/outbox); the production provider's
   * contract is notifications/CONTRACT.md.
   */
  notifications: NotificationAdapter | SandboxNotifications;
}

/** The sandbox adapters. */
export function sandboxAdapters(
  options: { postalFail?: boolean; notificationsFail?: boolean } = {},
): Adapters {
  return {
    postal: createSandboxPostalLookup({ fail: options.postalFail ?? false }),
    notifications: createSandboxNotifications({ fail: options.notificationsFail ?? false }),
  };
}

/** The real adapters the configuration names, sandboxes for the rest. */
export function adaptersFromConfig(config: Config, clock: () => Date): Adapters {
  const oneMap = config.postalLookup.oneMap;
  return {
    postal: oneMap
      ? createOneMapPostalLookup({ ...oneMap, now: clock })
      : createSandboxPostalLookup({ fail: config.postalLookup.sandboxFail }),
    notifications: createSandboxNotifications({ fail: config.notificationsSandboxFail, now: clock }),
  };
}
