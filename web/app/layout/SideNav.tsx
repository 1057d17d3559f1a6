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
import { calls } from '../../../core/api/contract';
import { t } from '../../../core/i18n';
import { useService, useServices } from '../../kit';
import { useCurrentRoute } from '../route-handle';
import { matchesKeyword, visibleMenuEntries, type VisibleMenuEntry } from './menu-visibility';

/** The route ids from the current page up its parent chain: the menu marks the entry of any of them. */
function useActiveRouteIds(registry: PluginRegistry): ReadonlySet<string> {
  const current = useCurrentRoute();
  const ids = new Set<string>();
  for (let route = current?.route; route && !ids.has(route.id); route = route.parent ? registry.route(route.parent) : undefined) {
    ids.add(route.id);
  }
  return ids;
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
  const active = useActiveRouteIds(registry);
  const [keyword, setKeyword] = useState('');
  const menuRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const visible = visibleMenuEntries(registry.menu(), (id) => registry.route(id), services);
  const shown = visible.filter((item) => matchesKeyword(item, keyword));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (trimmed === '') return;
    // The history only informs the operator's menu design; a failure to record it must not disturb the user.
    api.call(calls.auth.keywordSearchHistory, { keyword: trimmed }).catch(() => undefined);
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
      <form role="search" onSubmit={submit} className="twb-sidenav__filter">
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
                  active={active.has(route.id)}
                  aria-current={active.has(route.id) ? 'page' : undefined}
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
