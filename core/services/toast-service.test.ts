// ToastService: toasts hide themselves after 5000 ms and can be dismissed earlier.
import { beforeEach, describe, expect, it } from 'vitest';
import { ToastService } from './contracts';
import { createTestKernel, type TestKernel } from './test-support';

let kernel: TestKernel;
let toasts: ToastService;

beforeEach(() => {
  kernel = createTestKernel();
  toasts = kernel.services.get<ToastService>(ToastService);
});

describe('ToastService', () => {
  it('shows toasts with an id, message, intent and icon', () => {
    const a = toasts.show('登録が完了しました。', 'success', 'tick');
    const b = toasts.show('plain');
    expect(a).not.toBe(b);
    expect(toasts.toasts.value).toEqual([
      { id: a, message: '登録が完了しました。', intent: 'success', icon: 'tick' },
      { id: b, message: 'plain', intent: 'none' },
    ]);
  });

  it('hides each toast 5000 ms after it appeared', () => {
    const a = toasts.show('a');
    kernel.clock.advance(3000);
    const b = toasts.show('b');
    kernel.clock.advance(1999);
    expect(toasts.toasts.value.map((x) => x.id)).toEqual([a, b]);
    kernel.clock.advance(1);
    expect(toasts.toasts.value.map((x) => x.id)).toEqual([b]);
    kernel.clock.advance(3000);
    expect(toasts.toasts.value).toEqual([]);
  });

  it('dismisses a toast at once and cancels its timer', () => {
    const a = toasts.show('a');
    toasts.dismiss(a);
    expect(toasts.toasts.value).toEqual([]);
    expect(kernel.clock.pending()).toBe(0);
  });

  it('ignores dismissing an unknown toast', () => {
    toasts.show('a');
    toasts.dismiss(999);
    expect(toasts.toasts.value).toHaveLength(1);
  });
});
