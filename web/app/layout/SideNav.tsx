// The left side navigation: the registry's menu entries the user may open, grouped, with a keyword filter
// whose submitted keywords are recorded on the server (POST /menu/keywordSearchHistory).
// It is site navigation, not an application menu: a nav landmark holding plain lists of links (each group a list
// named by its heading), so screen readers announce links and Tab walks them, instead of menu roles that promise
// arrow-key behaviour a page of links does not have.
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Classes, InputGroup, MenuItem, NonIdealState, type IconName } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { PluginRegistry } from '../../../core/kernel/registry';
import { ApiClient } from '../../../core/platform/tokens';
import { authCalls } from '../../../core/auth/calls';
import { t } from '../../../core/i18n';
import { useService, useServices } from '../../kit';
import { useCurrentRoute } from '../route-handle';
import { matchesKeyword, visibleMenuEntries, type VisibleMenuEntry } from './menu-visibility';

/**
 * The route the menu marks: the current page's if it has an entry, else its nearest parent's that has one. One entry
 * only: /Payment/Input (支払方法変更) has its own entry and the destinations as its breadcrumb parent, and marking
 * both told the user they were on two pages.
 */
function useActiveMenuRouteId(registry: PluginRegistry, menuRouteIds: ReadonlySet<string>): string | undefined {
  const current = useCurrentRoute();
  const seen = new Set<string>();
  for (let route = current?.route; route && !seen.has(route.id); route = route.parent ? registry.route(route.parent) : undefined) {
    if (menuRouteIds.has(route.id)) return route.id;
    seen.add(route.id);
  }
  return undefined;
}

function groupEntries(items: readonly VisibleMenuEntry[]): { group: string | undefined; items: VisibleMenuEntry[] }[] {
  const groups: { group: string | undefined; items: VisibleMenuEntry[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.group === item.entry.group) last.items.push(item);
    else groups.push({ group: item.entry.group, items: [item] });
  }
  return groups;
}

/** One group of links: its heading (when it has one) names the list for screen readers. */
function MenuGroup({ title, children }: { title: string | undefined; children: ReactNode }) {
  const headingId = useId();
  return (
    <li className="twb-sidenav__group">
      {title && (
        <div className={`${Classes.MENU_HEADER} twb-sidenav__heading`} id={headingId}>
          {title}
        </div>
      )}
      <ul className="twb-sidenav__list" aria-labelledby={title ? headingId : undefined}>
        {children}
      </ul>
    </li>
  );
}

export function SideNav() {
  useSignals();
  const services = useServices();
  const registry = useService<PluginRegistry>(PluginRegistry);
  const api = useService<ApiClient>(ApiClient);
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const menuRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const visible = visibleMenuEntries(registry.menu(), (id) => registry.route(id), services);
  // From every entry the user may open (not only those the keyword leaves), so typing does not move the mark.
  const activeId = useActiveMenuRouteId(registry, new Set(visible.map((item) => item.route.id)));
  const shown = visible.filter((item) => matchesKeyword(item, keyword));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (trimmed === '') return;
    // The history only informs the operator's menu design; a failure to record it must not disturb the user.
    api.call(authCalls.keywordSearchHistory, { keyword: trimmed }).catch(() => undefined);
    // One match: go there. Several: the first one takes the focus, so arrows and Enter pick among them.
    if (shown.length === 1) void navigate(shown[0].route.path);
    else menuLinks()[0]?.focus();
  };

  const menuLinks = () => [...(menuRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

  /** Arrow keys walk the links (and from the search box into them); Escape goes back to the search box. */
  const onKeyDown = (event: KeyboardEvent) => {
    const links = menuLinks();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (links.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : (at + step + links.length) % links.length;
      links[next].focus();
    } else if (event.key === 'Escape' && at !== -1) {
      event.preventDefault();
      inputRef.current?.focus();
    }
  };

  const go = (event: MouseEvent, path: string) => {
    event.preventDefault();
    void navigate(path);
  };

  return (
    <nav className="twb-sidenav" aria-label={t('shell.sideNav.label')} onKeyDown={onKeyDown}>
      <form role="search" aria-label={t('shell.sideNav.filter')} onSubmit={submit} className="twb-sidenav__filter">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder={t('shell.sideNav.filterPlaceholder')}
          aria-label={t('shell.sideNav.filter')}
          inputRef={inputRef}
          value={keyword}
          onValueChange={setKeyword}
        />
      </form>
      {shown.length === 0 ? (
        <NonIdealState className="twb-sidenav__empty" description={t('shell.sideNav.noMatch')} />
      ) : (
        <ul ref={menuRef} className={`${Classes.MENU} twb-sidenav__menu`}>
          {groupEntries(shown).map(({ group, items }, index) => (
            <MenuGroup key={group ?? `group-${index}`} title={group}>
              {items.map(({ entry, route }) => (
                <MenuItem
                  key={entry.id}
                  roleStructure="listitem"
                  icon={entry.icon as IconName}
                  text={entry.label}
                  href={route.path}
                  active={route.id === activeId}
                  aria-current={route.id === activeId ? 'page' : undefined}
                  onClick={(event) => go(event, route.path)}
                />
              ))}
            </MenuGroup>
          ))}
        </ul>
      )}
    </nav>
  );
}
