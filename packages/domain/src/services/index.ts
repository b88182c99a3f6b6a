export {
  SERVICE_STATUS_ORDER,
  groupServices,
  servicesResponse,
  type GroupedServices,
  type GroupableService,
  type ServiceCategoryGroup,
  type ServiceProductGroup,
  type ServiceStatusGroup,
} from './groupServices.js';
export {
  SERVICE_NEXT_STEPS,
  serviceBookingStep,
  serviceNextSteps,
  type BookingStepService,
  type NextStepsService,
  type ServiceBookingStep,
  type ServiceNextStep,
} from './nextSteps.js';
