/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_ENVIRONMENT?: string;
  readonly VITE_LINKPASS_URL?: string;
  readonly VITE_LINKPASS_PREPROD_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_CONTACT_URL?: string;
  readonly VITE_WEBSITE_URL?: string;
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_FEEDBACK_URL?: string;
  readonly VITE_FORMS_URL?: string;
  readonly VITE_BROCHURES_URL?: string;
  readonly VITE_REPORT_VULNERABILITY_URL?: string;
  readonly VITE_COPYRIGHT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
