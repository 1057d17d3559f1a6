// The files of twb's config folder (the tokens, the settings): readable by their owner only (file 0600, folder 0700),
// each written whole beside itself and renamed over, so it is never briefly readable by others nor half written.
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { errorDetail } from '../io/cli-error';

export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/** Creates the folder 0700, and tightens it when it exists with wider rights and belongs to this user. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  const info = await stat(dir);
  const ownedByMe = typeof process.getuid !== 'function' || info.uid === process.getuid();
  if (ownedByMe && (info.mode & 0o777) !== DIR_MODE) await chmod(dir, DIR_MODE);
}

/** Writes `content` as indented JSON to `file` in `dir` (0600); the caller turns a failure into its message. */
export async function writePrivateJson(dir: string, file: string, content: unknown): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await ensurePrivateDir(dir);
    // 'wx' after removing a leftover: the file is created here with 0600, never reused with wider rights.
    await rm(temporary, { force: true });
    await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: FILE_MODE, flag: 'wx' });
    await chmod(temporary, FILE_MODE);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * The parsed JSON of `file`, or undefined when there is none yet; a file that cannot be read or parsed is the error
 * `unreadable` makes of the failure's detail.
 */
export async function readPrivateJson(file: string, unreadable: (detail: string) => Error): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw unreadable(errorDetail(error));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw unreadable(errorDetail(error));
  }
}
