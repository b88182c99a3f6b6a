import {
  copyrightLine,
  DEFAULT_APP_VERSION,
  ENVIRONMENTS,
  providerFacts,
  type Environment,
  type ProviderFacts,
} from '@careportal/domain';
import type { FooterLinks, FooterSocialLink } from '@careportal/ui';

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
  /** The phone number a client who cannot book dental care online is told to call (`VITE_SUPPORT_PHONE`; the API's DENTICARE_PHONE). */
  supportPhone: string;
  /** The provider's contact page, offered by the help dialog. */
  contactUrl: string;
  /** The provider's main website, where the 404 page leads. */
  websiteUrl: string;
  footerLinks: FooterLinks;
  /** The provider's social-media pages, from `VITE_SOCIAL_LINKS` as 'Label=url' pairs separated by commas. */
  socialLinks: readonly FooterSocialLink[];
  /**
   * The provider's legal name and hotline numbers, which every page that names them shows
   * (`VITE_PROVIDER_LEGAL_NAME`, `VITE_BILLING_HOTLINE`, `VITE_GENERAL_HOTLINE`; the domain's fictional demo
   * values when unset).
   */
  provider: ProviderFacts;
  /** The footer's copyright line, naming `provider.legalName`. */
  copyright: string;
  /** The OpenID Connect sign-in provider (the embedded one by default, Azure AD B2C or any other in production). */
  auth: AuthSettings;
  /** The careportal API's base URL. */
  apiUrl: string;
  /**
   * The card gateway's base URL: its hosted card page is `{cardGatewayUrl}/card-form?returnUrl=…`. Default the
   * API's sandbox gateway (`{apiUrl}/sandbox/gateway`, served at the API's `API_PUBLIC_URL`).
   */
  cardGatewayUrl: string;
  /** This build's version, compared with the remote configuration's versionNumber. */
  appVersion: string;
}

/** What MSAL needs to sign in with the configured provider. */
export interface AuthSettings {
  /** The provider's issuer URL; https, as MSAL refuses http authorities. */
  authority: string;
  clientId: string;
  /** Hosts (with port) MSAL trusts as authorities: the authority's own host unless set. */
  knownAuthorities: string[];
  /** The scopes that get an access token for the API. */
  apiScopes: string[];
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

/** Reads 'Label=url' pairs separated by commas; a pair without both parts is left out. */
export function socialLinks(value: string): FooterSocialLink[] {
  return value
    .split(',')
    .map((pair) => pair.split('='))
    .flatMap(([label = '', ...href]) =>
      label.trim() !== '' && href.join('=').trim() !== ''
        ? [{ label: label.trim(), href: href.join('=').trim() }]
        : [],
    );
}

function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value : fallback;
}

/** A list setting: items separated by commas or white space. */
export function listSetting(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((item) => item !== '');
}

/** The default scope: the embedded provider grants `careportal.api` for the API audience (resource indicators). */
export const DEFAULT_API_SCOPE = 'careportal.api';
/** The embedded provider's issuer. */
export const DEFAULT_OIDC_AUTHORITY = 'https://127.0.0.1:4600';

/** Sign-in settings from the `VITE_OIDC_*` and `VITE_API_SCOPES` variables. */
export function authSettings(source: ImportMetaEnv): AuthSettings {
  const authority = setting(source.VITE_OIDC_AUTHORITY, DEFAULT_OIDC_AUTHORITY);
  const known = listSetting(source.VITE_OIDC_KNOWN_AUTHORITIES);
  const scopes = listSetting(source.VITE_API_SCOPES);
  const singleScope = listSetting(source.VITE_OIDC_API_SCOPE);
  return {
    authority,
    clientId: setting(source.VITE_OIDC_CLIENT_ID, 'careportal-portal'),
    knownAuthorities: known.length > 0 ? known : [new URL(authority).host],
    apiScopes: scopes.length > 0 ? scopes : singleScope.length > 0 ? singleScope : [DEFAULT_API_SCOPE],
  };
}

/** The gateway's hosted page that takes a card's details and returns to `returnUrl` with `?token=…`. */
export function cardFormUrl(gatewayUrl: string, returnUrl: string): string {
  return `${gatewayUrl.replace(/\/+$/, '')}/card-form?${new URLSearchParams({ returnUrl }).toString()}`;
}

const provider = providerFacts({
  legalName: env.VITE_PROVIDER_LEGAL_NAME,
  billingHotline: env.VITE_BILLING_HOTLINE,
  generalHotline: env.VITE_GENERAL_HOTLINE,
});

/** The running build's configuration. The fallbacks are placeholders for local development only. */
export const config: PortalConfig = {
  environment: parseEnvironment(env.VITE_ENVIRONMENT),
  linkpass: {
    production: setting(env.VITE_LINKPASS_URL, 'https://linkpass.example.sg/'),
    preProduction: setting(env.VITE_LINKPASS_PREPROD_URL, 'https://preprod.linkpass.example.sg/'),
  },
  supportEmail: setting(env.VITE_SUPPORT_EMAIL, 'support@provider.example.sg'),
  supportPhone: setting(env.VITE_SUPPORT_PHONE, '+65 6123 4567'),
  contactUrl: setting(env.VITE_CONTACT_URL, 'https://www.provider.example.sg/contact-us'),
  websiteUrl: setting(env.VITE_WEBSITE_URL, 'https://www.provider.example.sg/'),
  footerLinks: {
    privacyPolicy: setting(env.VITE_PRIVACY_POLICY_URL, 'https://www.provider.example.sg/privacy-policy'),
    feedback: setting(env.VITE_FEEDBACK_URL, '/feedback'),
    forms: setting(env.VITE_FORMS_URL, 'https://www.provider.example.sg/forms'),
    brochures: setting(env.VITE_BROCHURES_URL, 'https://www.provider.example.sg/brochures'),
    reportVulnerability: setting(
      env.VITE_REPORT_VULNERABILITY_URL,
      'https://www.provider.example.sg/report-vulnerability',
    ),
  },
  socialLinks: socialLinks(
    setting(
      env.VITE_SOCIAL_LINKS,
      'Facebook=https://www.facebook.com/provider.example.sg,Instagram=https://www.instagram.com/provider.example.sg,YouTube=https://www.youtube.com/@provider.example.sg',
    ),
  ),
  provider,
  copyright: copyrightLine(provider, new Date().getFullYear()),
  auth: authSettings(env),
  apiUrl: setting(env.VITE_API_URL, 'http://127.0.0.1:4000'),
  cardGatewayUrl: setting(
    env.VITE_CARD_GATEWAY_URL,
    `${setting(env.VITE_API_URL, 'http://127.0.0.1:4000').replace(/\/+$/, '')}/sandbox/gateway`,
  ),
  appVersion: setting(env.VITE_APP_VERSION, DEFAULT_APP_VERSION),
};
