import {
  renderLayoutElement,
  type LayoutElementProps,
  type LayoutFormProps,
} from '../../private/layoutElement';
import { sprinkles, type Space } from '../../theme';
import * as styles from './Stack.css';

/**
 * The elements a {@link Stack} renders as. A list (`ul`, `ol`) takes `<li>` children and keeps its markers; a
 * `dl` takes its `<dt>`/`<dd>` pairs (grouped in `<div>`s, so each pair is one row of the stack).
 */
export const STACK_ELEMENTS = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'form',
  'ul',
  'ol',
  'li',
  'dl',
] as const;
/** One of {@link STACK_ELEMENTS}. */
export type StackElement = (typeof STACK_ELEMENTS)[number];

/** Props of {@link Stack}. */
export type StackProps = LayoutElementProps &
  LayoutFormProps<Exclude<StackElement, 'form'>> & {
    /** The space between one child and the next, a step of the theme's scale (`SPACE_SCALE`). */
    space: Space;
    /** A thin rule between each child and the next, `space` either side: items of one list, not cards. */
    dividers?: boolean;
  };

/**
 * Children one under the other, `space` apart, and as wide as the stack: a page's sections, a section's heading
 * and content, a form's fields. The stack does the spacing, so its children need no margins of their own.
 *
 * The classes are sprinkles' own: `<Stack space="md">` is `sprinkles({ display: 'grid', gap: 'md' })`, so a
 * layout map moves onto it without a pixel's change. With `dividers`, a rule between the children as well.
 */
export function Stack({ as = 'div', space, dividers = false, ...props }: StackProps) {
  const layout = sprinkles({ display: 'grid', gap: space });
  return renderLayoutElement(as, dividers ? `${layout} ${styles.dividers[space]}` : layout, props);
}
