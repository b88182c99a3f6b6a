import type { ReactNode } from 'react';
import { useSession } from '../auth/session';
import { documentTitle } from '../copy';
import { Frame } from './Frame';
import { showsFrame, type FrameRule } from './frameRule';

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** The page's title, for the browser tab. */
  title: string;
  frame: FrameRule;
  children: ReactNode;
}

/** A page in the standard frame or, where the frame rule says no, on its own in the main landmark. */
export function PageFrame({ title, frame, children }: PageFrameProps) {
  const session = useSession();
  const isFramed = showsFrame({ frame }, session.status === 'signed-in');
  return (
    <>
      <title>{documentTitle(title)}</title>
      {isFramed ? <Frame>{children}</Frame> : <main id="main-content">{children}</main>}
    </>
  );
}
