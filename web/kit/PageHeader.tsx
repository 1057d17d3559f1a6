// The top of every page: breadcrumbs from the route's parent chain, the screen title, and page actions.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs, type BreadcrumbProps, Classes, H2 } from '@blueprintjs/core';

export interface Crumb {
  label: string;
  /** Absent for the current page, which is not a link. */
  to?: string;
}

function renderCrumb({ text, href }: BreadcrumbProps) {
  // Router links keep navigation inside the single-page app instead of reloading the document.
  return href ? <Link className={Classes.BREADCRUMB} to={href}>{text}</Link> : <span className={Classes.BREADCRUMB}>{text}</span>;
}

function renderCurrentCrumb({ text }: BreadcrumbProps) {
  return <span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page">{text}</span>;
}

export function PageHeader({ title, crumbs = [], actions }: { title: string; crumbs?: readonly Crumb[]; actions?: ReactNode }) {
  const items: BreadcrumbProps[] = crumbs.map((crumb) => ({ text: crumb.label, href: crumb.to }));
  return (
    <header className="twb-page-header">
      {items.length > 1 && (
        <div className="twb-page-header__crumbs">
          {/* Trails are short; showing every crumb beats collapsing them into an overflow menu. */}
          <Breadcrumbs items={items} minVisibleItems={items.length} breadcrumbRenderer={renderCrumb} currentBreadcrumbRenderer={renderCurrentCrumb} />
        </div>
      )}
      <div className="twb-page-header__row">
        <H2 className="twb-page-header__title">{title}</H2>
        {actions && <div className="twb-page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
