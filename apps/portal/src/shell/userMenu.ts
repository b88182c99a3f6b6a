import { ACTIVE_AGEING_CATEGORY, messages, type Environment } from '@careportal/domain';
import type { MenuItem } from '@careportal/ui';
import type { Customer } from '../auth/session';
import { config, linkpassUrl, type LinkpassSites } from '../config';

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
 * The user menu, in the specification's order: My Services, My Profile, then a Finance submenu (Payment History,
 * Card Management, eGIRO arrangements) for Active Ageing customers or Payment History and Card Management for
 * others, FAQ (Help Centre), Linkpass (external, per environment) and Log Out.
 */
export function userMenuItems(
  customer: Customer,
  environment: Environment,
  linkpass: LinkpassSites = config.linkpass,
): MenuItem[] {
  const paymentHistory: MenuItem = {
    id: 'payment-history',
    label: messages.labels.paymentHistory,
    href: '/invoice',
  };
  const cardManagement: MenuItem = {
    id: 'card-management',
    label: messages.labels.cardManagement,
    href: '/cards',
  };
  const finance: MenuItem[] = isActiveAgeing(customer)
    ? [
        {
          id: 'finance',
          label: messages.labels.finance,
          children: [
            paymentHistory,
            cardManagement,
            { id: 'egiro', label: messages.labels.egiroArrangements, href: '/egiro' },
          ],
        },
      ]
    : [paymentHistory, cardManagement];
  return [
    { id: 'my-services', label: messages.labels.myServices, href: '/' },
    { id: 'my-profile', label: messages.labels.myProfile, href: '/profile' },
    ...finance,
    { id: HELP_CENTRE_ITEM_ID, label: messages.labels.helpCentre, href: '/faq' },
    {
      id: 'linkpass',
      label: messages.labels.linkpass,
      href: linkpassUrl(environment, linkpass),
      isExternal: true,
    },
    { id: LOG_OUT_ITEM_ID, label: messages.labels.logout },
  ];
}
