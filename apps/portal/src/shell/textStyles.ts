import { sprinkles } from '@careportal/ui';

/** Headings and paragraphs inside a `Stack`, whose gap does the spacing: the browser's own margins dropped. */
const flush = { marginTop: 'none', marginBottom: 'none' } as const;

/**
 * The text styles the features share, from the theme's sprinkles: one class a style, so a section's title looks
 * the same on every page. Layout is `Stack` and `Inline`'s (`@careportal/ui`); these only set the words' look.
 */
export const textStyles = {
  /** A section's `h2` on a signed-in page. */
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
  /** A heading under a section's title. */
  subTitle: sprinkles({ fontSize: 'md', fontWeight: 'bold' }),
  strong: sprinkles({ fontWeight: 'bold' }),
  muted: sprinkles({ color: 'muted' }),
  /** A page's `h1` in a stack: the public pages' and the booking steps'. */
  title: sprinkles({ fontSize: 'xl', fontWeight: 'bold', ...flush }),
  /** A section's heading in a stack. */
  subtitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold', ...flush }),
  /** Secondary words in a stack. */
  mutedFlush: sprinkles({ color: 'muted', ...flush }),
  /** A paragraph in a stack. */
  flush: sprinkles(flush),
} as const;
