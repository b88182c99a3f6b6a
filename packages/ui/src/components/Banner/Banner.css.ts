import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
    color: vars.color.text,
    borderBottom: `${vars.size.borderWidth} solid`,
    borderInlineStart: `calc(${vars.size.borderWidth} * 6) solid`,
  },
  variants: {
    variant: {
      'session-expired': { background: vars.color.warningBackground, borderColor: vars.color.warning },
      'new-version': { background: vars.color.infoBackground, borderColor: vars.color.info },
    },
  },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    marginTop: vars.space.sm,
  },
  variants: {
    variant: {
      'session-expired': { color: vars.color.warning },
      'new-version': { color: vars.color.info },
    },
  },
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

export const text = style({
  flex: `1 1 ${vars.size.textMinWidth}`,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});

export const title = style({
  display: 'block',
  fontWeight: vars.font.weightBold,
});
