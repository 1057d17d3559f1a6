// The page's outline (WCAG 1.3.1, axe heading-order): screen-reader users move by headings and read their levels as
// the page's structure. The page title is the one h1 (PageHeader); every other title (a part of a page, a card, a
// dialog's or a popover's parts) is a <Heading>, whose level follows from where it is drawn instead of being written
// at each place: a part of the page is h2, a part of that part (inside <Subsection>) h3, and so on. How large it
// looks is the style's business (twb-heading--N), so a level never has to be chosen for its size.
import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { Classes } from '@blueprintjs/core';

/** The level of a heading drawn here: the page's parts sit under its h1. */
const LevelContext = createContext(2);

/** h6 is the deepest level HTML has. */
const DEEPEST = 6;

export type HeadingProps = HTMLAttributes<HTMLHeadingElement>;

/** A title at the level of the part it is drawn in. */
export function Heading({ className, children, ...rest }: HeadingProps) {
  const level = Math.min(useContext(LevelContext), DEEPEST);
  const Tag = `h${level}` as 'h2';
  return (
    <Tag {...rest} className={[Classes.HEADING, 'twb-heading', `twb-heading--${level}`, className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}

/** What is drawn inside belongs to the part titled just before it: its headings are one level lower. */
export function Subsection({ children }: { children: ReactNode }) {
  const level = useContext(LevelContext);
  return <LevelContext.Provider value={level + 1}>{children}</LevelContext.Provider>;
}

/**
 * Headings inside start at `level` whatever surrounds them: an overlay (a dialog, whose title is its h2) is read on
 * its own, not as a part of the page part whose button opened it.
 */
export function HeadingLevel({ level, children }: { level: number; children: ReactNode }) {
  return <LevelContext.Provider value={level}>{children}</LevelContext.Provider>;
}
