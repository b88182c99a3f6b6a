import { globalStyle, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { SPACE_SCALE, type Space } from '../../theme/space';

/** A stack with `dividers`, by its space: a thin rule between each child and the next, the space either side. */
export const dividers = styleVariants(
  Object.fromEntries(SPACE_SCALE.map((space) => [space, {}])) as Record<Space, object>,
);

for (const space of SPACE_SCALE) {
  globalStyle(`${dividers[space]} > * + *`, {
    paddingTop: vars.space[space],
    borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  });
}
