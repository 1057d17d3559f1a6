// What every page has, signed in or not: the page outlet, the toasts and the busy indicator.
import { Outlet } from 'react-router';
import { ToastsHost } from '../../kit';
import { BusyIndicator } from './BusyIndicator';

export function RootFrame() {
  return (
    <>
      <BusyIndicator />
      <Outlet />
      <ToastsHost />
    </>
  );
}
