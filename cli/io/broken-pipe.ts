// A reader that stops early (`twb invoices list | head -3`, `twb --help | head`) closes the pipe: the next write fails
// with EPIPE on the stream's 'error' event, which unhandled kills the process with a stack trace. Like other Unix
// tools, twb then stops quietly: the reader has what it wanted, and there is no one left to tell anything to.
import { ExitCode } from './exit-codes';

export function stopQuietlyOnBrokenPipe(stream: NodeJS.WriteStream, exit: (code: number) => void = (code) => process.exit(code)): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') exit(ExitCode.OK);
    else throw error;
  });
}
