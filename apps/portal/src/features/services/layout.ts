import { sprinkles } from '@careportal/ui';

/** The layout of My Services and its booking pages. */
export const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
  stack: sprinkles({ display: 'grid', gap: 'sm' }),
  list: sprinkles({ display: 'grid', gap: 'md' }),
  /** The reschedule page's days of slots, well apart. */
  days: sprinkles({ display: 'grid', gap: 'xl' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
  subTitle: sprinkles({ fontSize: 'md', fontWeight: 'bold' }),
  strong: sprinkles({ fontWeight: 'bold' }),
  muted: sprinkles({ color: 'muted' }),
} as const;
