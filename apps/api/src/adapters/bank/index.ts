export {
  BankError,
  type BankAdapter,
  type BankNotification,
  type NotificationOutcome,
  type PayNowAccount,
} from './types.ts';
export {
  createSandboxBank,
  SANDBOX_PAYNOW_ACCOUNT,
  type SandboxBank,
  type SandboxBankOptions,
} from './sandbox.ts';
