import { sprinkles } from '@careportal/ui';

/** The wizard's few layout classes, from the theme's sprinkles (the page itself adds no styles). */
export const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  step: sprinkles({ display: 'grid', gap: 'lg' }),
  stack: sprinkles({ display: 'grid', gap: 'md' }),
  stepTitle: sprinkles({ fontSize: 'xl', fontWeight: 'bold' }),
  groupTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
  intro: sprinkles({ color: 'muted' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  problems: sprinkles({ display: 'grid', gap: 'xs', color: 'error' }),
} as const;
