// What every page has, signed in or not: the page outlet, the toasts, the busy indicator, and the scroll rule:
// a page reached by a link starts at the top, back and forward return to where the user was.
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { ToastService } from '../../../core/services/contracts';
import { useService } from '../../kit/services-context';
import { BusyIndicator } from './BusyIndicator';

const ToastsHost = lazy(async () => ({ default: (await import('../../kit/ToastsHost')).ToastsHost }));

/** The toaster (Blueprint's overlay and transitions) loads with the first toast, not with the sign-in page. */
function DeferredToasts() {
  useSignals();
  const toasts = useService<ToastService>(ToastService);
  const [wanted, setWanted] = useState(false);
  if (!wanted && toasts.toasts.value.length > 0) setWanted(true);
  return wanted ? <Suspense fallback={null}><ToastsHost /></Suspense> : null;
}

export function RootFrame() {
  return (
    <>
      <BusyIndicator />
      <Outlet />
      <DeferredToasts />
      <ScrollRestoration />
    </>
  );
}
