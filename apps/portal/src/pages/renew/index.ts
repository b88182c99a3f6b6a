export { RenewPage as Page } from './RenewPage';
