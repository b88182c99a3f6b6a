import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Hides an element from sight but keeps it for screen readers: a one-pixel (the thin line width), clipped box
 * out of the flow. The rules, for use inside a media query or selector; {@link visuallyHidden} is the class.
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: vars.borderWidth.thin,
  height: vars.borderWidth.thin,
  margin: `calc(${vars.borderWidth.thin} * -1)`,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

/** The class of {@link visuallyHiddenRules}: text for screen readers only. */
export const visuallyHidden = style(visuallyHiddenRules);
