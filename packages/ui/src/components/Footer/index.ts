export { Footer, FOOTER_LINK_KEYS } from './Footer';
export type { FooterAppLink, FooterLinkKey, FooterLinks, FooterProps, FooterSocialLink } from './Footer';
