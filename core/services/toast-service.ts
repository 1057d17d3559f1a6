// Toasts (spec 2.5): shown bottom right by the shell, each hiding itself after 5000 ms.
import { inject, injectable } from 'inversify';
import { signal } from '@preact/signals-core';
import { ToastService, type Toast, type ToastIntent } from './contracts';
import { Clock } from '../platform/tokens';
import { TOAST_TIMEOUT_MS } from '../domain/constants';

@injectable()
export class DefaultToastService implements ToastService {
  readonly toasts = signal<readonly Toast[]>([]);
  private nextId = 1;
  private readonly timers = new Map<number, unknown>();

  constructor(@inject(Clock) private readonly clock: Clock) {}

  show(message: string, intent: ToastIntent = 'none', icon?: string): number {
    const id = this.nextId++;
    const toast: Toast = icon === undefined ? { id, message, intent } : { id, message, intent, icon };
    this.toasts.value = [...this.toasts.value, toast];
    this.timers.set(id, this.clock.setTimeout(() => this.dismiss(id), TOAST_TIMEOUT_MS));
    return id;
  }

  dismiss(id: number): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) {
      this.clock.clearTimeout(timer);
      this.timers.delete(id);
    }
    this.toasts.value = this.toasts.value.filter((toast) => toast.id !== id);
  }
}
