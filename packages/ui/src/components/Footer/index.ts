export { Footer, FOOTER_LINK_KEYS } from './Footer';
export type { FooterLinkKey, FooterLinks, FooterProps, FooterSocialLink } from './Footer';
