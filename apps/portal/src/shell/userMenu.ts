import { ACTIVE_AGEING_CATEGORY, messages, type Environment, type Messages } from '@careportal/domain';
import type { MenuItem } from '@careportal/ui';
import type { Customer } from '../auth/session';
import { config, linkpassUrl, type LinkpassSites } from '../config';
import { MY_DENTICARE_SCHEDULE_PATH, PAYMENT_HISTORY_PATH, REGISTER_SERVICE_PATH } from '../paths';

/** The id of the Log Out entry; the frame signs out when it is chosen. */
export const LOG_OUT_ITEM_ID = 'log-out';
/** The id of the FAQ (Help Centre) entry. */
export const HELP_CENTRE_ITEM_ID = 'help-centre';
/** The id of Help, an entry of the phone's drawer that opens the support dialog. */
export const HELP_ITEM_ID = 'help';

function isActiveAgeing(customer: Customer): boolean {
  return customer.categoryName?.trim() === ACTIVE_AGEING_CATEGORY;
}

/**
 * The user menu, in the specification's order with the ways to something new after My Services (issue 35: once
 * signed in, registration and dental booking stay in reach): My Services, Register for a service, Book a dental
 * appointment, My Profile, then a Finance submenu (Payment History,
 * Card Management, eGIRO arrangements) for Active Ageing customers or Payment History and Card Management for
 * others, FAQ (Help Centre), Linkpass (external, per environment) and Log Out; in the catalogue's language
 * (`catalogue`, the UI's useCatalogue; English by default).
 */
export function userMenuItems(
  customer: Customer,
  environment: Environment,
  linkpass: LinkpassSites = config.linkpass,
  catalogue: Messages = messages,
): MenuItem[] {
  const paymentHistory: MenuItem = {
    id: 'payment-history',
    label: catalogue.labels.paymentHistory,
    href: PAYMENT_HISTORY_PATH,
  };
  const cardManagement: MenuItem = {
    id: 'card-management',
    label: catalogue.labels.cardManagement,
    href: '/cards',
  };
  const finance: MenuItem[] = isActiveAgeing(customer)
    ? [
        {
          id: 'finance',
          label: catalogue.labels.finance,
          children: [
            paymentHistory,
            cardManagement,
            { id: 'egiro', label: catalogue.labels.egiroArrangements, href: '/egiro' },
          ],
        },
      ]
    : [paymentHistory, cardManagement];
  return [
    { id: 'my-services', label: catalogue.labels.myServices, href: '/' },
    { id: 'register-service', label: catalogue.labels.registerService, href: REGISTER_SERVICE_PATH },
    { id: 'book-dental', label: catalogue.labels.bookDentalAppointment, href: MY_DENTICARE_SCHEDULE_PATH },
    { id: 'my-profile', label: catalogue.labels.myProfile, href: '/profile' },
    ...finance,
    { id: HELP_CENTRE_ITEM_ID, label: catalogue.labels.helpCentre, href: '/faq' },
    {
      id: 'linkpass',
      label: catalogue.labels.linkpass,
      href: linkpassUrl(environment, linkpass),
      isExternal: true,
    },
    { id: LOG_OUT_ITEM_ID, label: catalogue.labels.logout },
  ];
}
