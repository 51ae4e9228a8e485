/**
 * The presenter and the teacher's notes window talk over a BroadcastChannel (same browser, same site): the presenter
 * says which step it shows; a notes window that opens asks for it. Browser only; absent BroadcastChannel, nothing.
 */
const FOLLOW_CHANNEL = 'hexplore-presenter';

type FollowMessage =
  | {
      readonly type: 'step';
      readonly variant: string;
      readonly step: number;
      readonly count: number;
      /** The section's heading (undefined before the first heading). */
      readonly section?: string;
      /** The section's id, which the teacher's notes are keyed by (components/classroom/guide.ts). */
      readonly id?: string;
      /** Other sections whose text is in the step's notes. */
      readonly also?: readonly string[];
      /** The lesson's text of the step (its paragraphs), which the slide leaves to the speaker. */
      readonly prose?: readonly string[];
      /** The step's key points and its board as it stands (slide.ts), which a live class shows on the phones. */
      readonly points?: readonly string[];
      readonly position?: string;
    }
  | { readonly type: 'ask'; readonly variant: string }
  | { readonly type: 'left'; readonly variant: string };

/** Opens the channel, or returns undefined where the browser has none. */
export function openFollow(onMessage: (m: FollowMessage) => void): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const ch = new BroadcastChannel(FOLLOW_CHANNEL);
  ch.onmessage = (e: MessageEvent) => {
    const m = e.data as FollowMessage | null;
    if (m && typeof m === 'object' && typeof m.variant === 'string') onMessage(m);
  };
  return ch;
}
