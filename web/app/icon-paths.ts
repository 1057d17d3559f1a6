// Blueprint draws icons from SVG path lists it imports on first use. Its own loader imports the lists of all
// ~700 icons of a size at once; this one imports each icon the product uses on its own (a few hundred bytes,
// cached for a year like every hashed asset), so a page downloads only the icons it shows. An icon missing
// from the list still shows, through Blueprint's loader (and icon-paths.test.tsx names it).
import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

type PathLoader = () => Promise<{ default: IconPaths }>;

/** The icons the product uses: the 16 px and the 20 px drawing of each. */
export const ICON_PATHS: Readonly<Record<string, readonly [PathLoader, PathLoader]>> = {
  'arrow-down': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-down.js')],
  'arrow-left': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-left.js')],
  'arrow-up': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-up.js')],
  'bank-account': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/bank-account.js')],
  'blank': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/blank.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/blank.js')],
  'calendar': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/calendar.js')],
  'caret-down': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/caret-down.js')],
  'chevron-left': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-left.js')],
  'chevron-right': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-right.js')],
  'cloud-upload': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cloud-upload.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cloud-upload.js')],
  'code': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/code.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/code.js')],
  'column-layout': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/column-layout.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/column-layout.js')],
  'cross': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cross.js')],
  'cross-circle': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cross-circle.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cross-circle.js')],
  'delete': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/delete.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/delete.js')],
  'diagram-tree': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/diagram-tree.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/diagram-tree.js')],
  'disable': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/disable.js')],
  'document': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/document.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/document.js')],
  'dot': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/dot.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/dot.js')],
  'double-caret-vertical': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/double-caret-vertical.js')],
  'double-chevron-left': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-left.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/double-chevron-left.js')],
  'double-chevron-right': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-right.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/double-chevron-right.js')],
  'download': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/download.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/download.js')],
  'edit': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/edit.js')],
  'endorsed': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/endorsed.js')],
  'envelope': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js')],
  'error': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/error.js')],
  'export': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/export.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/export.js')],
  'eye-off': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/eye-off.js')],
  'filter': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/filter.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/filter.js')],
  'filter-remove': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/filter-remove.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/filter-remove.js')],
  'help': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/help.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/help.js')],
  'home': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/home.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/home.js')],
  'info-sign': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign.js')],
  'key': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/key.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/key.js')],
  'lock': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js')],
  'log-out': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/log-out.js')],
  'manual': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/manual.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/manual.js')],
  'notifications': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/notifications.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/notifications.js')],
  'office': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/office.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/office.js')],
  'offline': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/offline.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/offline.js')],
  'pause': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/pause.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/pause.js')],
  'people': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/people.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/people.js')],
  'person': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/person.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/person.js')],
  'play': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/play.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/play.js')],
  'refresh': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/refresh.js')],
  'search': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/search.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/search.js')],
  'shield': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/shield.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/shield.js')],
  'small-cross': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/small-cross.js')],
  'sort': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/sort.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/sort.js')],
  'sort-asc': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/sort-asc.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/sort-asc.js')],
  'sort-desc': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/sort-desc.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/sort-desc.js')],
  'swap-horizontal': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/swap-horizontal.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/swap-horizontal.js')],
  'th': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/th.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/th.js')],
  'th-list': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/th-list.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/th-list.js')],
  'tick': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick.js')],
  'tick-circle': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle.js')],
  'timeline-bar-chart': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-bar-chart.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/timeline-bar-chart.js')],
  'trash': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js')],
  'undo': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/undo.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/undo.js')],
  'unlock': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/unlock.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/unlock.js')],
  'upload': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/upload.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/upload.js')],
  'user': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/user.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/user.js')],
  'warning-sign': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js')],
  'yen': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/yen.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/yen.js')],
};

export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const loaders = ICON_PATHS[name];
  if (loaders) return (await loaders[size === IconSize.LARGE ? 1 : 0]()).default;
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
  return splitPathsBySizeLoader(name, size);
}

/** Makes every Blueprint icon load through loadIconPaths. */
export function installSplitIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
