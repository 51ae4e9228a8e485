// The proof worker thread (server/proofs.ts, WorkerProver): runs each Job it is sent and posts its result back. A
// plain module on purpose: Node 20 gives a worker's first module none of the hooks that `node --import tsx` set up in
// the main thread, so this one sets up tsx's before it loads the TypeScript.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runJob } = await import('./proofs.ts');

parentPort.on('message', (job) => {
  try {
    parentPort.postMessage({ ok: true, value: runJob(job) });
  } catch (e) {
    parentPort.postMessage({ ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
