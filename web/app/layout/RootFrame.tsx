// What every page has, signed in or not: the page outlet, the toasts, the busy indicator, and the scroll rule:
// a page reached by a link starts at the top, back and forward return to where the user was.
import { Outlet, ScrollRestoration } from 'react-router';
import { ToastsHost } from '../../kit';
import { BusyIndicator } from './BusyIndicator';

export function RootFrame() {
  return (
    <>
      <BusyIndicator />
      <Outlet />
      <ToastsHost />
      <ScrollRestoration />
    </>
  );
}
