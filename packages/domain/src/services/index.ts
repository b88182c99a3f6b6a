export {
  SERVICE_STATUS_ORDER,
  groupServices,
  type GroupableService,
  type ServiceCategoryGroup,
  type ServiceProductGroup,
  type ServiceStatusGroup,
} from './groupServices.js';
