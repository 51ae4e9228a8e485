// The proof worker thread (server/proofs.ts, WorkerProver): runs each Job it is sent and posts its result back, at the
// lowest priority. A plain module on purpose: Node 20 gives a worker's first module none of the hooks that `node
// --import tsx` set up in the main thread, so this one sets up tsx's before it loads the TypeScript.
import { platform, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// The event loop answers the class first: on Linux a thread has its own niceness, and 0 names the calling thread, so
// this lowers the worker's priority only (elsewhere it would lower the whole process's: left alone).
if (platform() === 'linux') {
  try {
    setPriority(0, 19);
  } catch {
    // not allowed here: the worker runs at the process's priority
  }
}
register();
const { runJob } = await import('./proofs.ts');

parentPort.on('message', (job) => {
  try {
    parentPort.postMessage({ ok: true, value: runJob(job) });
  } catch (e) {
    parentPort.postMessage({ ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
