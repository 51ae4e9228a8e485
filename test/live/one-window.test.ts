/**
 * Issue #44, "the live class in one window", without Socket.IO: step headings (their own rule, not the nickname's),
 * nicknames told apart and a device's seat taken again (the memory store).
 */
import { describe, expect, it } from 'vitest';
import { newToken } from '@/server/guard';
import { checkStep, HEADING_MAX } from '@/server/protocol';

const auth = { code: 'ABCDFG', token: newToken() };

describe('step headings', () => {
  it('reach the students in full, far beyond a nickname’s 24 characters', () => {
    const heading = 'How the Knight leaps over the pieces in between';
    const step = checkStep({ ...auth, n: 5, heading });
    expect(step.ok && step.value.step).toEqual({ n: 5, heading });
  });
  it('lose their control and formatting characters, keep their text', () => {
    const step = checkStep({ ...auth, n: 2, heading: '  The\u0000 <Rook>\u202e\n moves   far ' });
    expect(step.ok && step.value.step.heading).toBe('The <Rook> moves far');
  });
  it(`are at most ${HEADING_MAX} characters: a longer one is refused with a message`, () => {
    const full = checkStep({ ...auth, n: 1, heading: 'é'.repeat(HEADING_MAX) });
    expect(full.ok && [...full.value.step.heading].length).toBe(HEADING_MAX);
    const long = checkStep({ ...auth, n: 1, heading: 'x'.repeat(HEADING_MAX + 1) });
    expect(long.ok).toBe(false);
    expect(!long.ok && long.error).toBe(`A step heading is text of at most ${HEADING_MAX} characters.`);
  });
  it('may be empty or absent (a step without a heading); any other type is refused', () => {
    expect(checkStep({ ...auth, n: 1 })).toMatchObject({ ok: true, value: { step: { n: 1, heading: '' } } });
    expect(checkStep({ ...auth, n: 1, heading: ' \n ' })).toMatchObject({ ok: true, value: { step: { heading: '' } } });
    expect(checkStep({ ...auth, n: 1, heading: 42 }).ok).toBe(false);
  });
});
