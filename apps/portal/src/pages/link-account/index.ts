export { LinkAccountPage, type LinkAccountPageProps } from './LinkAccountPage';
export { LINK_ACCOUNT_QUERY, linkAccountPath } from './prefill';
