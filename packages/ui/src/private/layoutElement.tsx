import {
  createElement,
  type AriaAttributes,
  type AriaRole,
  type SubmitEventHandler,
  type ReactNode,
  type Ref,
} from 'react';

/** What `Stack` and `Inline` pass to the element they render, besides their own layout. */
export interface LayoutElementProps extends AriaAttributes {
  children: ReactNode;
  id?: string;
  /** A landmark or other role the element has, such as `'search'` on a search form or `'alert'`. */
  role?: AriaRole;
  /**
   * More classes, after the layout's own: sprinkles for what the layout does not set (a colour, a padding), so
   * that `sprinkles({ display: 'grid', gap: 'xs', color: 'error' })` is `<Stack space="xs" className={sprinkles({
   * color: 'error' })}>` with the same atomic classes.
   */
  className?: string;
  /** The language of what is inside, when it is not the page's (a part shown in the language answered in). */
  lang?: string;
  /** The element, such as to move focus into a section or measure it. */
  ref?: Ref<HTMLElement>;
}

/**
 * The props only a form has: the element is a `<form>` (`as="form"`), its layout spacing its fields and buttons.
 * Elsewhere they are not accepted.
 */
export type LayoutFormProps<TElement extends string> =
  | { as?: TElement; onSubmit?: never; noValidate?: never }
  | {
      as: 'form';
      onSubmit?: SubmitEventHandler<HTMLFormElement>;
      /** Leaves validation to the form's schema, without the browser's own bubbles. */
      noValidate?: boolean;
    };

/**
 * Renders `as` with the layout's classes first and the caller's `className` after them. The props are
 * {@link LayoutElementProps} (and a form's), which the types hold to the element's own attributes, so they pass
 * on as they are.
 */
export function renderLayoutElement(
  as: string,
  layoutClassName: string,
  {
    children,
    className,
    ...attributes
  }: LayoutElementProps & { onSubmit?: SubmitEventHandler<HTMLFormElement>; noValidate?: boolean },
) {
  return createElement(
    as,
    { ...attributes, className: className ? `${layoutClassName} ${className}` : layoutClassName },
    children,
  );
}
