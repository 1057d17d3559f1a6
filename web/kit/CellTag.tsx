// A tag for table cells and other long lists: Blueprint's tag look (its classes) without Blueprint's Tag, whose
// text reads its own scrollWidth when it mounts to decide on a tooltip. In a table that is a forced layout of the
// whole table per tag: with windowed rows, every scroll step that brings rows in paid for it (issue 11).
import type { ReactNode } from 'react';
import { Classes, type Intent } from '@blueprintjs/core';

export interface CellTagProps {
  intent?: Intent;
  minimal?: boolean;
  size?: 'medium' | 'large';
  round?: boolean;
  className?: string;
  /** Shown on hover; by default the tag's text, so a cut-off tag can still be read. */
  title?: string;
  children: ReactNode;
}

export function CellTag({ intent, minimal, size, round, className, title, children }: CellTagProps) {
  const names = [
    Classes.TAG,
    Classes.intentClass(intent),
    size === 'large' ? Classes.LARGE : '',
    minimal ? Classes.MINIMAL : '',
    round ? Classes.ROUND : '',
    className ?? '',
  ].filter(Boolean).join(' ');
  const text = title ?? (typeof children === 'string' ? children : undefined);
  return (
    <span className={names} title={text}>
      <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{children}</span>
    </span>
  );
}
