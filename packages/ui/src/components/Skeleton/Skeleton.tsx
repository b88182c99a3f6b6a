import { createContext, useContext, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Card } from '../Card';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './Skeleton.css';

/**
 * Placeholder shapes: lines of body text, a heading, a block (an image, a map, a tile), a circle (a photo), a
 * button, and a whole card with a heading, text and a button.
 */
export const SKELETON_SHAPES = ['text', 'heading', 'block', 'circle', 'button', 'card'] as const;
/** One of {@link SKELETON_SHAPES}. */
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Default `text`. */
  shape?: SkeletonShape;
  /** How many lines of text: `text` (default 3) and `card` (default 2). */
  lines?: number;
  /** Width over height of a `block`. Default 16 / 9. */
  aspectRatio?: number;
  /**
   * What screen readers hear while it shows. Default the catalogue's 'Loading'. Inside a
   * {@link SkeletonGroup} the group says it once, for all its placeholders.
   */
  label?: string;
}

/** Props of {@link SkeletonGroup}. */
export interface SkeletonGroupProps {
  /** The placeholders, stacked with the theme's spacing. */
  children: ReactNode;
  /** What screen readers hear, once for the whole group. Default the catalogue's 'Loading'. */
  label?: string;
}

const InGroup = createContext(false);

/** The text screen readers get in place of the shapes, which they never meet. */
function LoadingStatus({ label }: { label: string }) {
  return (
    <VisuallyHidden>
      <span role="status">{label}</span>
    </VisuallyHidden>
  );
}

function Lines({ count, kind }: { count: number; kind: 'body' | 'heading' }) {
  const total = Math.max(1, Math.floor(count));
  return Array.from({ length: total }, (_, index) => {
    const width = kind === 'heading' ? 'heading' : index === total - 1 && total > 1 ? 'short' : 'full';
    return (
      <span key={index} className={styles.line[kind]}>
        <span className={`${styles.shape} ${styles.bar} ${styles.lastLineWidth[width]}`} />
      </span>
    );
  });
}

function Shape({
  shape,
  lines,
  aspectRatio,
}: Required<Omit<SkeletonProps, 'label' | 'lines'>> & { lines?: number }) {
  switch (shape) {
    case 'heading':
      return (
        <div aria-hidden="true">
          <Lines count={1} kind="heading" />
        </div>
      );
    case 'block':
      return (
        <div
          aria-hidden="true"
          className={`${styles.shape} ${styles.block}`}
          style={{ aspectRatio: String(aspectRatio) }}
        />
      );
    case 'circle':
      return <div aria-hidden="true" className={`${styles.shape} ${styles.circle}`} />;
    case 'button':
      return <div aria-hidden="true" className={`${styles.shape} ${styles.button}`} />;
    case 'card':
      return (
        <Card>
          <div aria-hidden="true" className={styles.cardBody}>
            <Lines count={1} kind="heading" />
            <div className={styles.text}>
              <Lines count={lines ?? 2} kind="body" />
            </div>
            <span className={`${styles.shape} ${styles.button}`} />
          </div>
        </Card>
      );
    case 'text':
      return (
        <div aria-hidden="true" className={styles.text}>
          <Lines count={lines ?? 3} kind="body" />
        </div>
      );
  }
}

/**
 * A placeholder in the shape of content still on its way, so the page keeps its layout and nothing moves when
 * the content arrives. The shapes are hidden from screen readers, which hear 'Loading' instead. It pulses
 * gently, and stays still for readers who ask for reduced motion.
 */
export function Skeleton({ shape = 'text', lines, aspectRatio = 16 / 9, label }: SkeletonProps) {
  const catalogue = useCatalogue();
  const isInGroup = useContext(InGroup);
  const placeholder = <Shape shape={shape} lines={lines} aspectRatio={aspectRatio} />;
  if (isInGroup) return placeholder;
  return (
    <>
      <LoadingStatus label={label ?? catalogue.generic.loading} />
      {placeholder}
    </>
  );
}

/** Several placeholders that stand for one thing loading (a page, a list): screen readers hear it once. */
export function SkeletonGroup({ children, label }: SkeletonGroupProps) {
  const catalogue = useCatalogue();
  return (
    <div className={styles.group}>
      <LoadingStatus label={label ?? catalogue.generic.loading} />
      <InGroup.Provider value={true}>{children}</InGroup.Provider>
    </div>
  );
}
