import { sprinkles } from '@careportal/ui';

/** The card pages' layout. */
export const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  row: sprinkles({ display: 'grid', gap: 'xs', paddingBottom: 'md' }),
  meta: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', alignItems: 'center', color: 'muted' }),
  badge: sprinkles({ fontWeight: 'bold', color: 'primary' }),
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
} as const;
