// The sessions of scripts/bench-upload-apply.mjs, in a thread of their own: the server under test shares the bench's
// process, and the clients' work (20 sessions' fetches) on its thread would count in the stalls and latencies measured.
// workerData: { baseUrl, tokens, path, perSession }; a 'stop' message ends the loops; answers the samples (ms).
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

const REQUEST_CAP_MS = 60_000;
const { baseUrl, tokens, path, perSession } = workerData;
let stopped = false;
parentPort.on('message', (message) => {
  if (message === 'stop') stopped = true;
});

/** One timed GET; a request that takes longer than the cap counts as the cap (the server did not answer in time). */
async function timed(token) {
  const start = performance.now();
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(REQUEST_CAP_MS) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      break;
    } catch (error) {
      if (error?.name === 'TimeoutError') break;
      // A kept-alive connection the server closed as it was reused (its idle timer fired late after a long stall):
      // asked again, and the whole wait counts.
      if (error?.cause?.code !== 'ECONNRESET' || attempt >= 3) throw error;
    }
  }
  return performance.now() - start;
}

const samples = [];
await Promise.all(tokens.map(async (token) => {
  for (let i = 0; i < (perSession ?? Infinity) && !stopped; i++) samples.push(await timed(token));
}));
parentPort.postMessage(samples);
