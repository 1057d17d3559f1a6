// The top of every page: breadcrumbs from the route's parent chain, the screen title, and page actions.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Classes, H1 } from '@blueprintjs/core';
import { t } from '../../core/i18n';

export interface Crumb {
  label: string;
  /** Absent for the current page, which is not a link. */
  to?: string;
}

/**
 * The trail as a nav landmark holding a plain ordered list, in Blueprint's breadcrumb look. (Blueprint's Breadcrumbs
 * names its landmark in English and puts a spacer div inside the list, which screen readers and axe refuse.)
 */
function Trail({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="twb-page-header__crumbs" aria-label={t('shell.breadcrumb')}>
      <ol className={Classes.BREADCRUMBS}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}:${crumb.label}`}>
            {index === crumbs.length - 1 ? (
              <span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page">{crumb.label}</span>
            ) : crumb.to ? (
              // Router links keep navigation inside the single-page app instead of reloading the document.
              <Link className={Classes.BREADCRUMB} to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span className={Classes.BREADCRUMB}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageHeader({ title, crumbs = [], actions }: { title: string; crumbs?: readonly Crumb[]; actions?: ReactNode }) {
  return (
    <header className="twb-page-header">
      {crumbs.length > 1 && <Trail crumbs={crumbs} />}
      <div className="twb-page-header__row">
        {/* The one h1 of the page: screen-reader users jump to it to learn where they are. */}
        <H1 className="twb-page-header__title">{title}</H1>
        {actions && <div className="twb-page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
