export { EgiroApplyPage as Page } from './EgiroApplyPage';
