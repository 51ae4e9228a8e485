// @vitest-environment jsdom
/**
 * What a student's page says when its seat is not simply taken (components/live/SeatStatus.tsx, issue #45): a
 * lost class marked `data-live-lost`, with the teacher's new class to join in one click; a seat gone, with "join
 * again" under the same nickname; a refusal for now, with when it is sent again and "take my seat again".
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SeatStatus from '@/components/live/SeatStatus';

afterEach(cleanup);
const where = { nickname: 'Ada', code: 'ABCDFG' };

describe('a seat that is not back', () => {
  it('a class lost by a restart says so; once the teacher starts another, one click joins it as the same nickname', () => {
    const act = vi.fn();
    const lost = { kind: 'lost', why: 'restart', error: 'x', ...where } as const;
    const { container, rerender } = render(<SeatStatus phase={lost} onAct={act} />);
    const box = container.querySelector('[data-live-lost="restart"]');
    expect(box?.textContent).toMatch(/Class ABCDFG was lost when the server restarted/);
    expect(container.querySelector('button')).toBeNull(); // nothing to click until the teacher has a new class
    rerender(<SeatStatus phase={{ ...lost, next: 'HJKMNP' }} onAct={act} />);
    const follow = container.querySelector('[data-live-follow="HJKMNP"]') as HTMLButtonElement;
    expect(follow.textContent).toBe('Join class HJKMNP as Ada');
    fireEvent.click(follow);
    expect(act).toHaveBeenCalledOnce();
  });
  it('a seat gone from a running class offers to join it again', () => {
    const { container } = render(
      <SeatStatus phase={{ kind: 'seat-gone', error: 'Gone.', ...where }} onAct={() => {}} />,
    );
    expect(container.querySelector('[data-live-rejoin]')?.textContent).toBe('Join class ABCDFG again as Ada');
  });
  it('a refusal for now says when the page tries again, and offers to try now', () => {
    const phase = { kind: 'wait', ms: 4000, error: 'The server is busy.', at: Date.now() + 4000, ...where } as const;
    const { container } = render(<SeatStatus phase={phase} onAct={() => {}} />);
    expect(container.textContent).toMatch(/The server is busy\. Trying again in 4 s\./);
    expect(container.querySelector('[data-live-retry]')?.textContent).toBe('Take my seat again');
  });
});
