import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    overflowWrap: 'anywhere',
  },
  variants: {
    padding: {
      none: { padding: vars.space.none },
      small: { padding: vars.space.sm },
      medium: { padding: vars.space.md },
      large: { padding: vars.space.lg },
    },
    tone: {
      default: { background: vars.color.surface },
      muted: { background: vars.color.surfaceMuted },
    },
  },
  defaultVariants: { padding: 'medium', tone: 'default' },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

/** The title's icon on a small soft disc, centred on the first line of the title. */
export const titleIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.iconSm} * 2)`,
  height: `calc(${vars.size.iconSm} * 2)`,
  marginInlineEnd: vars.space.xs,
  verticalAlign: 'middle',
  borderRadius: vars.radius.full,
  background: vars.palette.teal[100],
  color: vars.color.primary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const body = style({
  minWidth: 0,
});
