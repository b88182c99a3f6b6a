import * as styles from './Brand.css';
import {
  MARK_CORNER_RADIUS,
  MARK_HEART_PATH,
  MARK_RING_PATH,
  MARK_RING_STROKE_WIDTH,
  MARK_SIZE,
  WORDMARK_CARE_PATH,
  WORDMARK_PORTAL_PATH,
  WORDMARK_STROKE_WIDTH,
  WORDMARK_WIDTH,
} from './geometry';
import { useCatalogue } from '../LocaleProvider';

/** How tall the brand is drawn: `small` is the theme's medium icon, `medium` its large icon, `large` an avatar. */
export const BRAND_SIZES = ['small', 'medium', 'large'] as const;
/** One of {@link BRAND_SIZES}. */
export type BrandSize = (typeof BRAND_SIZES)[number];

/** Props of {@link Mark}. */
export interface MarkProps {
  /**
   * The name screen readers hear. Default the catalogue's brand name ('careportal'). Pass `''` when text
   * beside the mark already says it, and the mark is hidden from screen readers.
   */
  label?: string;
  /** Default `medium`. */
  size?: BrandSize;
}

/** Props of {@link Wordmark}. */
export interface WordmarkProps extends MarkProps {
  /**
   * The provider who runs this portal, shown under the wordmark and read after it. Configuration: the
   * wordmark itself always says careportal.
   */
  providerName?: string;
}

/** The name as an image: role img with a label, or hidden when the label is empty. */
function imageName(label: string) {
  return label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
}

function MarkShapes() {
  return (
    <>
      <rect className={styles.square} width={MARK_SIZE} height={MARK_SIZE} rx={MARK_CORNER_RADIUS} />
      <path
        className={styles.ring}
        d={MARK_RING_PATH}
        fill="none"
        strokeWidth={MARK_RING_STROKE_WIDTH}
        strokeLinecap="round"
      />
      <path className={styles.heart} d={MARK_HEART_PATH} />
    </>
  );
}

/** The careportal mark: a ring that holds a heart, on the theme's primary colour. For the header and menus. */
export function Mark({ label: labelProp, size = 'medium' }: MarkProps) {
  const catalogue = useCatalogue();
  const label = labelProp ?? catalogue.brand.name;
  return (
    <svg
      className={`${styles.svg} ${styles.height[size]}`}
      viewBox={`0 0 ${String(MARK_SIZE)} ${String(MARK_SIZE)}`}
      focusable="false"
      {...imageName(label)}
    >
      <MarkShapes />
    </svg>
  );
}

/**
 * The careportal wordmark: the mark and the name, drawn (so it looks the same with any font). With
 * `providerName`, the provider's name follows underneath.
 */
export function Wordmark({ label: labelProp, size = 'medium', providerName }: WordmarkProps) {
  const catalogue = useCatalogue();
  const label = labelProp ?? catalogue.brand.name;
  const image = (
    <svg
      className={`${styles.svg} ${styles.height[size]}`}
      viewBox={`0 0 ${String(WORDMARK_WIDTH)} ${String(MARK_SIZE)}`}
      focusable="false"
      {...imageName(label)}
    >
      <MarkShapes />
      <g fill="none" strokeWidth={WORDMARK_STROKE_WIDTH} strokeLinecap="round" strokeLinejoin="round">
        <path className={styles.care} d={WORDMARK_CARE_PATH} />
        <path className={styles.portal} d={WORDMARK_PORTAL_PATH} />
      </g>
    </svg>
  );
  if (!providerName) return image;
  return (
    <span className={styles.wordmark}>
      {image}
      <span className={styles.provider}>{providerName}</span>
    </span>
  );
}
