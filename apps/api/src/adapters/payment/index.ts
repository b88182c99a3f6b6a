export {
  PaymentGatewayError,
  type CardDetails,
  type Challenge,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  type PaymentGatewayAdapter,
  type SavedCard,
} from './types.ts';
export {
  cardBrand,
  cardExpired,
  createSandboxPaymentGateway,
  luhnValid,
  SANDBOX_CHALLENGE_MINUTES,
  SANDBOX_TEST_CARDS,
  type CardFormInput,
  type SandboxCard,
  type SandboxCardBehaviour,
  type SandboxGatewayOptions,
  type SandboxPaymentGateway,
} from './sandbox.ts';
