import { sprinkles } from '@careportal/ui';

/** The Payment History pages' layout. */
export const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
  list: sprinkles({ display: 'grid', gap: 'md' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  toolbar: sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    gap: 'md',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
  }),
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
} as const;
