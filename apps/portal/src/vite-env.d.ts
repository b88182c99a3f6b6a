/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_ENVIRONMENT?: string;
  readonly VITE_LINKPASS_URL?: string;
  readonly VITE_LINKPASS_PREPROD_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The phone number a client who cannot book dental care online is told to call. */
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_CONTACT_URL?: string;
  readonly VITE_WEBSITE_URL?: string;
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_FEEDBACK_URL?: string;
  readonly VITE_FORMS_URL?: string;
  readonly VITE_BROCHURES_URL?: string;
  readonly VITE_REPORT_VULNERABILITY_URL?: string;
  /** The provider's legal name, shown in the footer's copyright line (domain providerFacts). */
  readonly VITE_PROVIDER_LEGAL_NAME?: string;
  /** The billing hotline's number, e.g. '+65 6123 4567' (domain providerFacts). */
  readonly VITE_BILLING_HOTLINE?: string;
  /** The general hotline's number, e.g. '+65 6123 4567' (domain providerFacts). */
  readonly VITE_GENERAL_HOTLINE?: string;
  readonly VITE_SOCIAL_LINKS?: string;
  readonly VITE_OIDC_AUTHORITY?: string;
  readonly VITE_OIDC_CLIENT_ID?: string;
  readonly VITE_OIDC_KNOWN_AUTHORITIES?: string;
  readonly VITE_API_SCOPES?: string;
  readonly VITE_OIDC_API_SCOPE?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_CARD_GATEWAY_URL?: string;
  readonly VITE_APP_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
