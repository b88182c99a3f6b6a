import { sprinkles } from '@careportal/ui';

/** The page's few layout classes, from the theme's sprinkles (the page itself adds no styles). */
export const layout = {
  problems: sprinkles({ color: 'error' }),
} as const;
