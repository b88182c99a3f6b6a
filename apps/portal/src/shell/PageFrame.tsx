import type { ReactNode } from 'react';
import { useSession } from '../auth/session';
import { Frame, PublicFrame } from './Frame';
import { frameFor, type FrameRule } from './frameRule';
import { usePortalText, useTitle } from './portalText';

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** The page's title, for the browser tab. */
  title: string;
  frame: FrameRule;
  /** The public layout's card width (the route table's `publicWidth`). */
  publicWidth?: 'narrow' | 'wide';
  /** Whether the standard frame puts the page in its content card. Default true. */
  hasContentCard?: boolean;
  children: ReactNode;
}

/** A page in the frame its rule gives it: the standard frame or the public layout. */
export function PageFrame({ title, frame, publicWidth, hasContentCard, children }: PageFrameProps) {
  const session = useSession();
  const kind = frameFor({ frame }, session.status === 'signed-in');
  const text = usePortalText();
  const shown = useTitle(title);
  return (
    <>
      <title>{`${shown} | ${text.siteName}`}</title>
      {kind === 'standard' ? <Frame hasContentCard={hasContentCard}>{children}</Frame> : null}
      {kind === 'public' ? <PublicFrame width={publicWidth}>{children}</PublicFrame> : null}
    </>
  );
}
