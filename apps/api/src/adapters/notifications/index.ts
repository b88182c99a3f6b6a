export {
  NotificationFailed,
  type NotificationAdapter,
  type NotificationChannel,
  type OutgoingMessage,
  type SentMessage,
} from './types.ts';
export {
  createSandboxNotifications,
  OUTBOX_LIMIT,
  type SandboxNotifications,
  type SandboxNotificationsOptions,
} from './sandbox.ts';
