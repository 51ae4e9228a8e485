/**
 * The computer player's Web Worker: answers each request with the engine's move (engine/search/player.ts), so the
 * page never freezes while it searches. Cancelling is done by the page, which terminates this worker.
 */
import { answerRequest, type AiRequest } from '@/engine';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<AiRequest>) => void) | null;
  postMessage(m: unknown): void;
};
scope.onmessage = (e) => scope.postMessage(answerRequest(e.data));
