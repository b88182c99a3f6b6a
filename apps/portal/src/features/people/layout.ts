import { sprinkles } from '@careportal/ui';

/** The page's few layout classes, from the theme's sprinkles (the page itself adds no styles). */
export const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
  stack: sprinkles({ display: 'grid', gap: 'sm' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  problems: sprinkles({ display: 'grid', gap: 'xs', color: 'error' }),
  strong: sprinkles({ fontWeight: 'bold' }),
  muted: sprinkles({ color: 'muted' }),
} as const;
