// A plugin page, loaded on first visit (one chunk per page) and shown inside Suspense; load and render
// failures reach the route's error element.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@blueprintjs/core';
import type { RouteDef } from '../../core/kernel/plugin';
import { t } from '../../core/i18n';

// One lazy component per route for the life of the app: React.lazy must not be re-created on render.
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

function lazyPage(route: RouteDef): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(route.id);
  if (!page) {
    page = lazy(async () => {
      const module = await route.page();
      if (!isComponent(module.default)) throw new Error(`route ${route.id}: the page module has no default component`);
      return { default: module.default };
    });
    lazyPages.set(route.id, page);
  }
  return page;
}

export function PageFallback() {
  return (
    <div className="twb-page-fallback" role="status" aria-label={t('common.loading')}>
      <Spinner size={32} />
    </div>
  );
}

export function RoutePage({ route }: { route: RouteDef }) {
  const Page = lazyPage(route);
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
}
