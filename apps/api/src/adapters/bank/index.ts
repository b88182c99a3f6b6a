export {
  BankError,
  type BankAdapter,
  type BankNotification,
  type DebitDecision,
  type MandateDecision,
  type NotificationOutcome,
  type PayNowAccount,
} from './types.ts';
export {
  createSandboxBank,
  SANDBOX_DEBIT_FAILS,
  SANDBOX_PAYNOW_ACCOUNT,
  type SandboxBank,
  type SandboxBankOptions,
} from './sandbox.ts';
