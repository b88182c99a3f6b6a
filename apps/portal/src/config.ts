import { ENVIRONMENTS, type Environment } from '@careportal/domain';
import type { FooterLinks } from '@careportal/ui';

/** The external pass site behind the Linkpass menu entry. */
export interface LinkpassSites {
  production: string;
  /** Used in the uat and qa environments. */
  preProduction: string;
}

/** Deployment settings the shell needs; values come from the build's `VITE_*` variables. */
export interface PortalConfig {
  environment: Environment;
  linkpass: LinkpassSites;
  supportEmail: string;
  /** The provider's contact page, offered by the help dialog. */
  contactUrl: string;
  /** The provider's main website, where the 404 page leads. */
  websiteUrl: string;
  footerLinks: FooterLinks;
  copyright: string;
}

function isEnvironment(value: unknown): value is Environment {
  return ENVIRONMENTS.some((environment) => environment === value);
}

/** The deployment environment named by `value`; anything unknown is treated as alpha, the development one. */
export function parseEnvironment(value: unknown): Environment {
  return isEnvironment(value) ? value : 'alpha';
}

/** The Linkpass address for an environment: the pre-production pass site in uat and qa, else production. */
export function linkpassUrl(environment: Environment, sites: LinkpassSites): string {
  return environment === 'uat' || environment === 'qa' ? sites.preProduction : sites.production;
}

const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value : fallback;
}

/** The running build's configuration. The fallbacks are placeholders for local development only. */
export const config: PortalConfig = {
  environment: parseEnvironment(env.VITE_ENVIRONMENT),
  linkpass: {
    production: setting(env.VITE_LINKPASS_URL, 'https://linkpass.example.sg/'),
    preProduction: setting(env.VITE_LINKPASS_PREPROD_URL, 'https://preprod.linkpass.example.sg/'),
  },
  supportEmail: setting(env.VITE_SUPPORT_EMAIL, 'support@provider.example.sg'),
  contactUrl: setting(env.VITE_CONTACT_URL, 'https://www.provider.example.sg/contact-us'),
  websiteUrl: setting(env.VITE_WEBSITE_URL, 'https://www.provider.example.sg/'),
  footerLinks: {
    privacyPolicy: setting(env.VITE_PRIVACY_POLICY_URL, 'https://www.provider.example.sg/privacy-policy'),
    feedback: setting(env.VITE_FEEDBACK_URL, 'https://www.provider.example.sg/feedback'),
    forms: setting(env.VITE_FORMS_URL, 'https://www.provider.example.sg/forms'),
    brochures: setting(env.VITE_BROCHURES_URL, 'https://www.provider.example.sg/brochures'),
    reportVulnerability: setting(
      env.VITE_REPORT_VULNERABILITY_URL,
      'https://www.provider.example.sg/report-vulnerability',
    ),
  },
  copyright: setting(env.VITE_COPYRIGHT, '© Provider'),
};
