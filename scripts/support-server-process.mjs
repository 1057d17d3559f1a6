// What the benches that run the product as its own process share (not a bench itself: bench.mjs runs bench-*.mjs):
// building the bundle as npm start runs it, a free loopback port, starting a process and waiting for its port.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the server bundle (dist/server/server.js, what npm start runs) from the current sources. */
export function buildServerBundle() {
  const built = spawnSync(process.execPath, [join(root, 'node_modules/tsup/dist/cli-default.js')], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`tsup failed: ${built.stderr}`);
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `script` (a path under the repository) with `env` on `port` and answers once the port answers: the child,
 * its base URL and the milliseconds from the spawn to the first answer (a path no call serves, answered without the
 * database).
 */
export async function startProcess(script, port, env) {
  const started = performance.now();
  // TWB_PROFILE_DIR: each process started writes a CPU profile there when it exits (node --cpu-prof).
  const profile = process.env.TWB_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.TWB_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited: ${stderr}`);
    if (performance.now() - started > 120_000) throw new Error(`${script} did not open its port: ${stderr}`);
    if (await fetch(`${baseUrl}/api/no-such-call`).then(() => true, () => false)) return { child, baseUrl, openMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const exited = (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));

/** Stops a child with SIGTERM, and SIGKILL after 10 s. */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
