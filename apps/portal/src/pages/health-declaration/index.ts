export { HealthDeclarationPage as Page } from './HealthDeclarationPage';
