import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { CalendarIcon, Icon, type IconSize } from '../components/Icon';
import { ThemeProvider, THEME_MODES, type ThemeMode } from '../components/ThemeProvider';
import { CONTRAST_MINIMUM, contrastPairs, contrastRatio } from './contrast';
import { vars } from './contract.css';
import { neutral, teal, themeTokens, type ColorToken } from './tokens';

/**
 * The design tokens as designers review them: the colour ramps and what each colour is for, the contrast of
 * every pair the components draw with, the type scale, spacing, radii, surfaces and elevation, icons, loading
 * placeholders and motion. Values come from
 * the theme itself (tokens.ts), so the page cannot drift from what components use.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const modeName: Record<ThemeMode, string> = { default: 'Default', senior: 'Senior mode' };

/** A length token as px at the browser's default font size (the root is 87.5%, 14px). */
function px(value: string): string {
  const number = Number.parseFloat(value);
  if (value.endsWith('rem')) return `${String(Math.round(number * 14 * 10) / 10)}px`;
  return value;
}

const page: CSSProperties = {
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
};
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm };
const cell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
const heading: CSSProperties = {
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.font.lineHeightTight,
};
const subheading: CSSProperties = {
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.font.lineHeightTight,
};
const note: CSSProperties = { margin: 0, color: vars.color.textMuted, maxWidth: '60em' };
const swatch = (background: string): CSSProperties => ({
  display: 'inline-block',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  background,
});

function Section({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: vars.space.sm }} aria-label={title}>
      <h2 style={heading}>{title}</h2>
      {intro ? <p style={note}>{intro}</p> : null}
      {children}
    </section>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <caption style={{ ...subheading, textAlign: 'left', paddingBottom: vars.space.xs }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col" style={cell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const ratio = (foreground: string, background: string) =>
  `${contrastRatio(foreground, background).toFixed(2)}:1`;

function Ramp({ name, ramp }: { name: string; ramp: Record<number, string> }) {
  return (
    <Table
      caption={`${name} ramp`}
      head={['Step', 'Colour', 'Value', 'With white', 'With text (neutral 900)']}
    >
      {Object.entries(ramp).map(([step, hex]) => (
        <tr key={step}>
          <th scope="row" style={cell}>
            {`${name.toLowerCase()} ${step}`}
          </th>
          <td style={cell}>
            <span style={swatch(hex)} />
          </td>
          <td style={cell}>
            <code>{hex}</code>
          </td>
          <td style={cell}>{ratio(hex, neutral[0])}</td>
          <td style={cell}>{ratio(hex, neutral[900])}</td>
        </tr>
      ))}
    </Table>
  );
}

const rampStep = (hex: string) => {
  const tealStep = Object.entries(teal).find(([, value]) => value === hex)?.[0];
  if (tealStep) return `teal ${tealStep}`;
  const neutralStep = Object.entries(neutral).find(([, value]) => value === hex)?.[0];
  return neutralStep ? `neutral ${neutralStep}` : '—';
};

export const Colours: Story = {
  render: () => {
    const colors: Record<ColorToken, string> = themeTokens.default.color;
    return (
      <div style={page}>
        <Section
          title="Colour"
          intro="The teal ramp carries the brand (700 is the brand colour); the neutral ramp carries text, borders and surfaces. Semantic colours map onto the ramps and are the same in both themes."
        >
          <Ramp name="Teal" ramp={teal} />
          <Ramp name="Neutral" ramp={neutral} />
          <Table caption="Semantic colours" head={['Token', 'Colour', 'Value', 'Ramp step']}>
            {(Object.keys(colors) as ColorToken[]).map((token) => (
              <tr key={token}>
                <th scope="row" style={cell}>
                  <code>{`color.${token}`}</code>
                </th>
                <td style={cell}>
                  <span style={swatch(vars.color[token])} />
                </td>
                <td style={cell}>
                  <code>{colors[token]}</code>
                </td>
                <td style={cell}>{rampStep(colors[token])}</td>
              </tr>
            ))}
          </Table>
        </Section>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'teal 700' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'color.primary' })).toBeVisible();
  },
};

/** A sample of the pair: text for text pairs, a bordered square for controls, the ring and icons. */
function PairSample({
  foreground,
  background,
  isText,
}: {
  foreground: string;
  background: string;
  isText: boolean;
}) {
  const box: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.control,
    minHeight: vars.size.iconLg,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    background,
  };
  if (isText) {
    return <span style={{ ...box, color: foreground }}>Aa</span>;
  }
  return (
    <span style={box}>
      <span
        style={{
          display: 'inline-block',
          width: vars.size.iconMd,
          height: vars.size.iconMd,
          border: `${vars.size.focusRingWidth} solid ${foreground}`,
          borderRadius: vars.radius.sm,
        }}
      />
    </span>
  );
}

export const Contrast: Story = {
  render: () => (
    <div style={page}>
      <Section
        title="Contrast"
        intro="Every pair of colours the components draw text, a control's edge, an icon or the focus ring with, against WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text and for controls. theme.test.ts fails the build when a pair falls below its minimum in either theme."
      >
        <Table
          caption="Pairs"
          head={['Pair', 'Sample', 'Where', 'Minimum', ...THEME_MODES.map((m) => modeName[m])]}
        >
          {contrastPairs.map((pair) => {
            const colors = themeTokens.default.color;
            return (
              <tr key={`${pair.foreground}/${pair.background}/${pair.use}`}>
                <th scope="row" style={cell}>
                  <code>{pair.foreground}</code> on <code>{pair.background}</code>
                </th>
                <td style={cell}>
                  <PairSample
                    foreground={colors[pair.foreground]}
                    background={colors[pair.background]}
                    isText={pair.use === 'text'}
                  />
                </td>
                <td style={cell}>{pair.where}</td>
                <td style={cell}>{`${String(CONTRAST_MINIMUM[pair.use])}:1`}</td>
                {THEME_MODES.map((mode) => {
                  const { color } = themeTokens[mode];
                  const value = contrastRatio(color[pair.foreground], color[pair.background]);
                  return (
                    <td key={mode} style={cell}>
                      {`${value.toFixed(2)}:1 ${value >= CONTRAST_MINIMUM[pair.use] ? 'pass' : 'FAIL'}`}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </Table>
      </Section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/FAIL$/)).toBeNull();
  },
};

const typeSteps = ['xxxl', 'xxl', 'xl', 'lg', 'md', 'sm', 'xs', 'error'] as const;

function TypeScaleTable({ mode }: { mode: ThemeMode }) {
  const tokens = themeTokens[mode];
  return (
    <ThemeProvider mode={mode}>
      <Table caption={modeName[mode]} head={['Token', 'Size', 'Sample']}>
        {typeSteps.map((step) => (
          <tr key={step}>
            <th scope="row" style={cell}>
              <code>{`fontSize.${step}`}</code>
            </th>
            <td style={cell}>{px(tokens.fontSize[step])}</td>
            <td
              style={{
                ...cell,
                fontSize: vars.fontSize[step],
                lineHeight: step === 'md' || step === 'sm' ? vars.font.lineHeight : vars.font.lineHeightTight,
              }}
            >
              Book a session 预约
            </td>
          </tr>
        ))}
      </Table>
      <p style={{ ...note, marginTop: vars.space.sm }}>
        {`Line height ${tokens.font.lineHeight} for reading, ${tokens.font.lineHeightTight} for headings and controls. Weights ${tokens.font.weightRegular} and ${tokens.font.weightBold}.`}
      </p>
      <p style={{ margin: `${vars.space.xs} 0 0`, fontWeight: vars.font.weightBold }}>
        Bold: Noto Sans 700 粗体
      </p>
    </ThemeProvider>
  );
}

export const TypeScale: Story = {
  name: 'Type scale',
  render: () => (
    <div style={page}>
      <Section
        title="Type"
        intro="Noto Sans for Latin and Noto Sans SC for Chinese, self-hosted, with metric-matched fallbacks. Senior mode is a step larger throughout, with more line height."
      >
        <div
          style={{
            display: 'grid',
            gap: vars.space.lg,
            gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.textMinWidth}), 1fr))`,
          }}
        >
          {THEME_MODES.map((mode) => (
            <TypeScaleTable key={mode} mode={mode} />
          ))}
        </div>
      </Section>
    </div>
  ),
};

function ByTheme({
  caption,
  group,
  sample,
}: {
  caption: string;
  group: 'space' | 'radius';
  sample: (value: string) => ReactNode;
}) {
  const names = Object.keys(
    themeTokens.default[group],
  ) as (keyof (typeof themeTokens.default)[typeof group])[];
  return (
    <Table caption={caption} head={['Token', ...THEME_MODES.map((mode) => modeName[mode])]}>
      {names.map((name) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code>{`${group}.${name}`}</code>
          </th>
          {THEME_MODES.map((mode) => {
            const value = themeTokens[mode][group][name];
            return (
              <td key={mode} style={cell}>
                <span style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
                  <span style={{ minWidth: vars.size.control }}>{px(value)}</span>
                  {sample(value)}
                </span>
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

export const Spacing: Story = {
  render: () => (
    <div style={page}>
      <Section
        title="Spacing"
        intro="Multiples of the 8px unit (as rem over 14). Senior mode leaves more room between things."
      >
        <ByTheme
          caption="Space"
          group="space"
          sample={(value) => (
            <span
              style={{
                display: 'inline-block',
                width: value,
                height: vars.space.sm,
                background: vars.color.primary,
              }}
            />
          )}
        />
      </Section>
    </div>
  ),
};

export const Radii: Story = {
  render: () => (
    <div style={page}>
      <Section
        title="Radii"
        intro="Corners: small for fields and chips, medium for buttons and cards, extra large for the content card."
      >
        <ByTheme
          caption="Radius"
          group="radius"
          sample={(value) => (
            <span
              style={{
                display: 'inline-block',
                width: `calc(${vars.size.touchTarget} * 3)`,
                height: `calc(${vars.size.touchTarget} * 1.5)`,
                borderRadius: value,
                border: `${vars.size.borderWidth} solid ${vars.color.border}`,
                background: vars.color.primarySubtle,
              }}
            />
          )}
        />
      </Section>
    </div>
  ),
};

const surfaces = ['background', 'surface', 'surfaceMuted', 'surfaceRaised', 'surfaceAccent'] as const;
const shadows = ['raised', 'card', 'popover', 'dialog'] as const;

export const SurfacesAndElevation: Story = {
  name: 'Surfaces and elevation',
  render: () => {
    const tile: CSSProperties = {
      display: 'grid',
      alignContent: 'end',
      minHeight: `calc(${vars.size.touchTarget} * 2)`,
      padding: vars.space.sm,
      borderRadius: vars.radius.md,
    };
    const row: CSSProperties = {
      display: 'grid',
      gap: vars.space.md,
      gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.textMinWidth}, 1fr))`,
    };
    return (
      <div style={page}>
        <Section
          title="Surfaces"
          intro="What content sits on, from the page up. The gradient is the seeds' light teal to white."
        >
          <div style={row}>
            {surfaces.map((surface) => (
              <div
                key={surface}
                style={{
                  ...tile,
                  background: vars.color[surface],
                  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
                }}
              >
                <code>{`color.${surface}`}</code>
                <span>{themeTokens.default.color[surface]}</span>
              </div>
            ))}
            <div
              style={{
                ...tile,
                background: vars.gradient.page,
                border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
              }}
            >
              <code>gradient.page</code>
              <span>{`${rampStep(themeTokens.default.color.gradientStart)} to ${rampStep(themeTokens.default.color.gradientEnd)}`}</span>
            </div>
          </div>
        </Section>
        <Section
          title="Elevation"
          intro="Shadows, lowest first: the logo bar, a card, a menu or list box, a dialog."
        >
          <div style={{ ...row, padding: vars.space.md, background: vars.color.background }}>
            {shadows.map((shadow) => (
              <div
                key={shadow}
                style={{ ...tile, background: vars.color.surfaceRaised, boxShadow: vars.shadow[shadow] }}
              >
                <code>{`shadow.${shadow}`}</code>
              </div>
            ))}
          </div>
        </Section>
      </div>
    );
  },
};

/** The icon tokens, each with the icon size that shows it. */
const iconTokens = [
  ['iconSm', 'small'],
  ['iconMd', 'medium'],
  ['iconLg', 'large'],
  ['iconStroke', 'large'],
] as const satisfies readonly (readonly [keyof typeof themeTokens.default.size, IconSize])[];
const motionTokens = Object.keys(themeTokens.default.motion) as (keyof typeof themeTokens.default.motion)[];
const placeholderSurfaces = ['surface', 'background', 'surfaceMuted'] as const;

export const IconsPlaceholdersAndMotion: Story = {
  name: 'Icons, placeholders and motion',
  render: () => (
    <div style={page}>
      <Section
        title="Icons"
        intro="Every icon is a lucide glyph shown through Icon, at the theme's sizes and line weight. The weight is lucide's strokeWidth, in units of the glyph's 24-unit drawing, so the line grows with the icon; senior mode draws a little heavier."
      >
        <Table caption="Icon sizes and weight" head={['Token', ...THEME_MODES.map((mode) => modeName[mode])]}>
          {iconTokens.map(([name, size]) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                <code>{`size.${name}`}</code>
              </th>
              {THEME_MODES.map((mode) => (
                <td key={mode} style={cell}>
                  <ThemeProvider mode={mode}>
                    <span style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
                      <span style={{ minWidth: vars.size.control }}>{px(themeTokens[mode].size[name])}</span>
                      <Icon icon={CalendarIcon} size={size} tone="primary" />
                    </span>
                  </ThemeProvider>
                </td>
              ))}
            </tr>
          ))}
        </Table>
      </Section>
      <Section
        title="Loading placeholders"
        intro="Skeletons are decoration, so WCAG asks no contrast of them; their fill is a calm grey that still stands out from the surfaces they sit on (theme.test.ts keeps it at 1.3:1 or more, and below a control border's 3:1). The same in both themes."
      >
        <Table
          caption="Placeholder fill"
          head={['Token', 'Sample', 'Value', ...placeholderSurfaces.map((surface) => `On ${surface}`)]}
        >
          <tr>
            <th scope="row" style={cell}>
              <code>color.skeleton</code>
            </th>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  width: `calc(${vars.size.touchTarget} * 2)`,
                  height: vars.space.md,
                  borderRadius: vars.radius.sm,
                  background: vars.color.skeleton,
                }}
              />
            </td>
            <td style={cell}>
              <code>{themeTokens.default.color.skeleton}</code>
            </td>
            {placeholderSurfaces.map((surface) => (
              <td key={surface} style={cell}>
                {ratio(themeTokens.default.color.skeleton, themeTokens.default.color[surface])}
              </td>
            ))}
          </tr>
        </Table>
      </Section>
      <Section
        title="Motion"
        intro="Short and calm. A skeleton pulses once per motion.pulseDuration and stands still for readers who ask for reduced motion; for them the spinner turns slower (motion.spinDurationReduced)."
      >
        <Table caption="Motion" head={['Token', ...THEME_MODES.map((mode) => modeName[mode])]}>
          {motionTokens.map((name) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                <code>{`motion.${name}`}</code>
              </th>
              {THEME_MODES.map((mode) => (
                <td key={mode} style={cell}>
                  {themeTokens[mode].motion[name]}
                </td>
              ))}
            </tr>
          ))}
        </Table>
      </Section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const token of ['size.iconStroke', 'color.skeleton', 'motion.pulseDuration']) {
      await expect(canvas.getByRole('rowheader', { name: token })).toBeVisible();
    }
  },
};
