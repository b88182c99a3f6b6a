import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './contract.css';

const space = vars.space;

const layout = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const typography = defineProperties({
  properties: {
    fontSize: vars.fontSize,
    fontWeight: {
      regular: vars.font.weightRegular,
      medium: vars.font.weightMedium,
      bold: vars.font.weightBold,
    },
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      error: vars.color.error,
      primary: vars.color.primary,
      inverse: vars.color.textInverse,
    },
  },
});

/** Layout and type utilities over the theme: spacing, flex, alignment, font size and colour. */
export const sprinkles = createSprinkles(layout, typography);

/** The properties {@link sprinkles} accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
