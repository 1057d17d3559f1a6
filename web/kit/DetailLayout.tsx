// One layout for every detail page (issue 11, "detail pages laid out alike"): the record's name and its status,
// then its label / value sections (DetailTable), then the actions in one bar with one order and one colour rule
// (edit first, then the other steps, what destroys or stops last; colours by meaning), then the links away.
import type { ReactNode } from 'react';
import { Button, type IconName } from '@blueprintjs/core';
import { DetailTable, type DetailRow } from './DetailTable';
import { LinkButton } from './LinkButton';
import { actionIntent, type ActionMeaning } from './action-meaning';
import { Heading, Subsection } from './Heading';

export interface DetailSection {
  /** Shown above the section's table and used as its accessible name; a page with one section may leave it out. */
  title?: string;
  rows: readonly DetailRow[];
}

export interface DetailAction {
  id: string;
  text: string;
  meaning: ActionMeaning;
  icon?: IconName;
  /** A page to go to (edit), or a step on this page (a dialog). */
  to?: string;
  onClick?: () => void;
  /** A step on this page that cannot be taken just now (e.g. a notice with no recipient): shown, greyed out. */
  disabled?: boolean;
}

export interface DetailLayoutProps {
  /** The record's name, e.g. the member's or the department's. */
  heading: string;
  /** Its state as short tags (in use, suspended, deleted ...), next to the name. */
  status?: ReactNode;
  /** A notice about the record (e.g. why some actions are missing), under the name. */
  notice?: ReactNode;
  sections: readonly DetailSection[];
  actions?: readonly DetailAction[];
  /** Accessible name of the action bar. */
  actionsLabel: string;
  /** A word on the actions, right under the bar: why one is missing, or that there is none. */
  actionsNote?: ReactNode;
  /** Links away: related pages, back to the list. */
  footer?: ReactNode;
  className?: string;
}

const ORDER: Readonly<Record<ActionMeaning, number>> = { primary: 0, neutral: 1, destructive: 2 };

/** Edit (a link) and the other primary steps first, plain ones next, destructive ones last; otherwise as given. */
export function orderDetailActions(actions: readonly DetailAction[]): DetailAction[] {
  return actions
    .map((action, index) => ({ action, index }))
    .sort((a, b) => ORDER[a.action.meaning] - ORDER[b.action.meaning] || Number(!a.action.to) - Number(!b.action.to) || a.index - b.index)
    .map(({ action }) => action);
}

export function DetailLayout({ heading, status, notice, sections, actions = [], actionsLabel, actionsNote, footer, className }: DetailLayoutProps) {
  const ordered = orderDetailActions(actions);
  return (
    <div className={['twb-detail', className].filter(Boolean).join(' ')}>
      <div className="twb-detail__head">
        <Heading className="twb-detail__heading">{heading}</Heading>
        {status && <div className="twb-detail__status">{status}</div>}
      </div>
      {notice && <div className="twb-detail__notice">{notice}</div>}
      {sections.map((section, index) => (
        <section key={section.title ?? index} className="twb-detail__section" aria-label={section.title ?? heading}>
          {/* A section is a part of the record titled above. */}
          <Subsection>
            {section.title && <Heading className="twb-detail__section-title">{section.title}</Heading>}
          </Subsection>
          <DetailTable rows={section.rows} ariaLabel={section.title ?? heading} />
        </section>
      ))}
      {/* Always there, empty when the viewer may do nothing: every detail page has its actions in the same place. */}
      {(
        <div className="twb-detail__actions" role="group" aria-label={actionsLabel}>
          {ordered.map((action) =>
            action.to ? (
              <LinkButton key={action.id} to={action.to} text={action.text} icon={action.icon} intent={actionIntent(action.meaning)} />
            ) : (
              <Button
                key={action.id}
                intent={actionIntent(action.meaning)}
                variant={action.meaning === 'destructive' ? 'outlined' : 'solid'}
                icon={action.icon}
                text={action.text}
                onClick={action.onClick}
                disabled={action.disabled}
              />
            ),
          )}
        </div>
      )}
      {actionsNote && <div className="twb-detail__actions-note">{actionsNote}</div>}
      {footer && <div className="twb-detail__footer">{footer}</div>}
    </div>
  );
}
