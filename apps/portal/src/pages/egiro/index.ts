export { EgiroPage as Page } from './EgiroPage';
