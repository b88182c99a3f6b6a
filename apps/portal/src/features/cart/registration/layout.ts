import { sprinkles } from '@careportal/ui';

/** The wizard's few layout classes, from the theme's sprinkles (the page itself adds no styles). */
export const layout = {
  stepTitle: sprinkles({ fontSize: 'xl', fontWeight: 'bold' }),
} as const;
