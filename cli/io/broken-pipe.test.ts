import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { stopQuietlyOnBrokenPipe } from './broken-pipe';

const errorWithCode = (code: string): NodeJS.ErrnoException => Object.assign(new Error(code), { code });

describe('stopQuietlyOnBrokenPipe', () => {
  it('ends with exit code 0 when the reader has closed the pipe', () => {
    const stream = new EventEmitter();
    const exit = vi.fn();
    stopQuietlyOnBrokenPipe(stream as NodeJS.WriteStream, exit);
    stream.emit('error', errorWithCode('EPIPE'));
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('leaves any other write failure to fail loudly', () => {
    const stream = new EventEmitter();
    const exit = vi.fn();
    stopQuietlyOnBrokenPipe(stream as NodeJS.WriteStream, exit);
    expect(() => stream.emit('error', errorWithCode('ENOSPC'))).toThrow('ENOSPC');
    expect(exit).not.toHaveBeenCalled();
  });
});
