// Renders ToastService's toasts bottom right (spec 2.5). The service owns the 5000 ms timer, so the
// Blueprint toasts get no timeout of their own and a toast disappears exactly when the service drops it.
import { OverlayToaster, Toast, type IconName } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { ToastService } from '../../core/services/contracts';
import { useService } from './services-context';

export function ToastsHost() {
  useSignals();
  const toasts = useService<ToastService>(ToastService);
  return (
    <OverlayToaster position="bottom-right" className="twb-toaster" usePortal={false} canEscapeKeyClear={false}>
      {toasts.toasts.value.map((toast) => (
        <Toast
          key={toast.id}
          className="twb-toast"
          message={toast.message}
          intent={toast.intent}
          icon={toast.icon as IconName | undefined}
          timeout={0}
          onDismiss={() => toasts.dismiss(toast.id)}
        />
      ))}
    </OverlayToaster>
  );
}
