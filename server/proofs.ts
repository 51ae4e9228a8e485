/**
 * The engine's heavy work for the live class: which first moves solve a stored puzzle (a proof: every defence is
 * tried, up to seconds for a Panoply puzzle) and why a wrong one does not (as long again). A Prover does it once per
 * puzzle and per move and keeps the result; the server's runs it on a worker thread (proof-worker.mjs), so that the
 * event loop keeps answering everyone else (issue #45: three sockets asking heavy puzzles again and again took a
 * bystander's round trip from 5 ms to 1.3 s). Puzzles are the site's own (content/puzzles), so what is kept is
 * bounded: at most every legal first move of every puzzle.
 */
import { Worker } from 'node:worker_threads';
import { PUZZLES } from '../content/puzzles/index';
import {
  acceptedMoves,
  goalMoves,
  judgeMove,
  OutOfTime,
  parsePosition,
  type Position,
  type PuzzleDef,
} from '../engine/index';

const BY_ID = new Map(PUZZLES.map((p) => [p.id, p]));

/** The stored puzzle with this id, if any. */
export const puzzleById = (id: string): PuzzleDef | undefined => BY_ID.get(id);

function start(def: PuzzleDef): Position {
  const r = parsePosition(def.variant, def.position);
  if (!r.ok) throw new Error(`puzzle ${def.id}: ${r.error.message}`);
  return r.value;
}

/** The long texts of the first moves that solve the puzzle. */
function solvingMoves(puzzleId: string): string[] {
  const def = BY_ID.get(puzzleId);
  if (!def) throw new Error(`no puzzle ${puzzleId}`);
  const pos = start(def);
  return acceptedMoves(pos, def.goal).map((m) => pos.printMove(m));
}

/** The longest a wrong move's reason is looked for (a stored puzzle's proof always ends: the tests prove each one). */
const REASON_MS = 20_000;

/** Why the move (long text, legal, not a solution) fails the puzzle, in one sentence; '' when not found in time. */
function wrongReason(puzzleId: string, move: string): string {
  const def = BY_ID.get(puzzleId);
  if (!def) throw new Error(`no puzzle ${puzzleId}`);
  const pos = start(def);
  const m = pos.parseMove(move);
  if (!m.ok) throw new Error(`puzzle ${puzzleId}: ${m.error.message}`);
  try {
    const j = judgeMove(pos, def.goal, goalMoves(def.goal), m.value, undefined, {
      deadline: performance.now() + REASON_MS,
    });
    return j.kind === 'wrong' ? j.reason : 'It does not reach the goal in time.';
  } catch (e) {
    if (e instanceof OutOfTime) return '';
    throw e;
  }
}

/** One piece of work: the solving moves of a puzzle, or the reason a move fails it. */
export type Job =
  | { readonly kind: 'solve'; readonly puzzleId: string }
  | { readonly kind: 'reason'; readonly puzzleId: string; readonly move: string };

export const runJob = (job: Job): string[] | string =>
  job.kind === 'solve' ? solvingMoves(job.puzzleId) : wrongReason(job.puzzleId, job.move);

/** Does the work of a Job and keeps each result: asked twice, the same promise. */
export interface Prover {
  solve(puzzleId: string): Promise<readonly string[]>;
  reason(puzzleId: string, move: string): Promise<string>;
  /** Jobs waiting or running (the server takes no new class while many wait). */
  readonly backlog: number;
  close(): Promise<void>;
}

/** At most this many reasons are kept (every wrong first move of every stored puzzle is far fewer). */
const MAX_REASONS = 20_000;

/** What both provers share: each result kept, asked once. */
abstract class Kept implements Prover {
  readonly #solved = new Map<string, Promise<readonly string[]>>();
  readonly #reasons = new Map<string, Promise<string>>();
  protected abstract run(job: Job): Promise<string[] | string>;
  abstract readonly backlog: number;
  abstract close(): Promise<void>;

  solve(puzzleId: string) {
    let p = this.#solved.get(puzzleId);
    if (!p) {
      p = this.run({ kind: 'solve', puzzleId }) as Promise<string[]>;
      this.#solved.set(puzzleId, p);
      p.catch(() => this.#solved.delete(puzzleId));
    }
    return p;
  }
  reason(puzzleId: string, move: string) {
    const k = `${puzzleId} ${move}`;
    let p = this.#reasons.get(k);
    if (!p) {
      if (this.#reasons.size >= MAX_REASONS) this.#reasons.delete(this.#reasons.keys().next().value!);
      p = this.run({ kind: 'reason', puzzleId, move }) as Promise<string>;
      this.#reasons.set(k, p);
      p.catch(() => this.#reasons.delete(k));
    }
    return p;
  }
}

/** Works on the calling thread (the tests; a tool). */
export class InlineProver extends Kept {
  backlog = 0;
  protected async run(job: Job) {
    return runJob(job);
  }
  async close() {}
}

interface Pending {
  readonly job: Job;
  readonly ok: (v: string[] | string) => void;
  readonly fail: (e: Error) => void;
}

/**
 * Works on one worker thread (the machine's other core), one job at a time: the solving moves of a puzzle before any
 * reason (a class waits for those to judge its answers). A worker that dies is started again for the next job.
 */
export class WorkerProver extends Kept {
  readonly #queue: Pending[] = [];
  #worker: Worker | undefined;
  #busy: Pending | undefined;

  get backlog() {
    return this.#queue.length + (this.#busy ? 1 : 0);
  }

  /** Starts the worker now (it loads the engine and the puzzles: a second or two), not at the first question. */
  start() {
    this.#worker ??= this.#spawn();
  }

  protected run(job: Job) {
    return new Promise<string[] | string>((ok, fail) => {
      const p = { job, ok, fail };
      if (job.kind === 'solve') {
        const i = this.#queue.findIndex((q) => q.job.kind === 'reason');
        this.#queue.splice(i < 0 ? this.#queue.length : i, 0, p);
      } else this.#queue.push(p);
      this.#next();
    });
  }

  #spawn(): Worker {
    const w = new Worker(new URL('./proof-worker.mjs', import.meta.url));
    w.unref();
    w.on('message', (m: { ok: true; value: string[] | string } | { ok: false; error: string }) => {
      const p = this.#busy;
      this.#busy = undefined;
      if (m.ok) p?.ok(m.value);
      else p?.fail(new Error(m.error));
      this.#next();
    });
    const died = (e: unknown) => {
      if (this.#worker !== w) return;
      this.#worker = undefined;
      const p = this.#busy;
      this.#busy = undefined;
      p?.fail(e instanceof Error ? e : new Error(`the proof worker stopped (${String(e)})`));
      this.#next();
    };
    w.on('error', died);
    w.on('exit', died);
    return w;
  }

  #next() {
    if (this.#busy) return;
    const p = this.#queue.shift();
    if (!p) return;
    this.#busy = p;
    this.#worker ??= this.#spawn();
    this.#worker.postMessage(p.job);
  }

  async close() {
    const w = this.#worker;
    this.#worker = undefined;
    await w?.terminate();
  }
}
