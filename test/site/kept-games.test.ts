/** The play page's kept games (components/play/gameStore.ts, issue #33): one key per game, no silent overwrite. */
import { describe, expect, it } from 'vitest';
import {
  beyondLimit,
  discardKept,
  KEPT_MAX,
  keptKey,
  listKept,
  migrateV1,
  newGameId,
  problemOf,
  setTabGame,
  summarize,
  tabGame,
  v1Key,
  writeKept,
  type KeptStorage,
} from '@/components/play/gameStore';
import type { SavedGame } from '@/components/play/savedGame';

/** A Web Storage on a Map; `room` characters of quota (keys and values), past which setItem throws as Chromium does. */
class FakeStorage implements KeptStorage {
  readonly map = new Map<string, string>();
  constructor(readonly room = Infinity) {}
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    let used = k.length + v.length;
    for (const [a, b] of this.map) if (a !== k) used += a.length + b.length;
    if (used > this.room) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError', code: 22 });
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const game = (moves: string[], opening = 'w: Kg1 Pe4; b: Kg10 Pe7'): SavedGame => ({
  opening,
  moves,
  opponent: 'friend',
  computer: 'b',
  strength: 'club',
});

describe('kept games', () => {
  it('keeps each game under its own key, so that games from different links live side by side', () => {
    const s = new FakeStorage();
    expect(writeKept(s, 'glinski', 'a1', game(['e4-e5']), undefined, 1000)).toEqual({
      ok: true,
      rev: 1,
      written: true,
    });
    expect(writeKept(s, 'glinski', 'b2', game(['e4-e5'], 'w: Kg1; b: Kg10'), undefined, 2000)).toMatchObject({
      ok: true,
    });
    expect([...s.map.keys()].sort()).toEqual([keptKey('glinski', 'a1'), keptKey('glinski', 'b2')]);
    const list = listKept(s, 'glinski');
    expect(list.map((g) => g.id)).toEqual(['b2', 'a1']); // newest first
    expect(list[1]).toMatchObject({
      moves: 1,
      last: 'e4-e5',
      opening: 'w: Kg1 Pe4; b: Kg10 Pe7',
      rev: 1,
      updated: 1000,
    });
  });

  it('lists only the variant’s own games (lengthleaper is not lengthleaper-birds)', () => {
    const s = new FakeStorage();
    writeKept(s, 'lengthleaper', 'x1', game(['a']), undefined, 1);
    writeKept(s, 'lengthleaper-birds', 'y1', game(['b']), undefined, 2);
    expect(listKept(s, 'lengthleaper').map((g) => g.id)).toEqual(['x1']);
    expect(listKept(s, 'lengthleaper-birds').map((g) => g.id)).toEqual(['y1']);
  });

  it('writes over its own revision, and reports another tab’s write as a conflict without writing', () => {
    const s = new FakeStorage();
    const first = writeKept(s, 'glinski', 'g', game(['e4-e5']), undefined, 1);
    expect(first).toEqual({ ok: true, rev: 1, written: true });
    // Tab A goes on (it knows rev 1).
    expect(writeKept(s, 'glinski', 'g', game(['e4-e5', 'e7-e6']), 1, 2)).toEqual({ ok: true, rev: 2, written: true });
    // Tab B still knows rev 1: told, and the stored game is A's.
    const b = writeKept(s, 'glinski', 'g', game(['e4-e5', 'd7-d6']), 1, 3);
    expect(b.ok).toBe(false);
    if (!b.ok && 'conflict' in b) expect(b.conflict).toMatchObject({ id: 'g', rev: 2, moves: 2 });
    else expect.fail('a conflict');
    expect(JSON.parse(s.getItem(keptKey('glinski', 'g'))!).moves).toEqual(['e4-e5', 'e7-e6']);
    // A game never kept by this tab (knownRev undefined) does not take over a stored one of the same id either.
    expect(writeKept(s, 'glinski', 'g', game([]), undefined, 4)).toMatchObject({ ok: false });
  });

  it('does not rewrite a game that did not change (a restore, a re-render)', () => {
    const s = new FakeStorage();
    writeKept(s, 'glinski', 'g', game(['e4-e5']), undefined, 1);
    expect(writeKept(s, 'glinski', 'g', game(['e4-e5']), 1, 99)).toEqual({ ok: true, rev: 1, written: false });
    expect(summarize('g', s.getItem(keptKey('glinski', 'g'))!).updated).toBe(1);
  });

  it('reports a full storage (and a blocked one) instead of swallowing it', () => {
    const full = new FakeStorage(50);
    expect(writeKept(full, 'glinski', 'g', game(['e4-e5']), undefined, 1)).toEqual({ ok: false, problem: 'full' });
    expect(full.length).toBe(0);
    const blocked: KeptStorage = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw Object.assign(new Error('denied'), { name: 'SecurityError' });
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(writeKept(blocked, 'glinski', 'g', game(['e4-e5']), undefined, 1)).toEqual({
      ok: false,
      problem: 'blocked',
    });
    expect(problemOf({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe('full');
    expect(problemOf({ code: 22 })).toBe('full');
    expect(problemOf(new TypeError('x'))).toBe('blocked');
  });

  it('discards only its own unchanged revision when asked to', () => {
    const s = new FakeStorage();
    writeKept(s, 'glinski', 'g', game(['e4-e5']), undefined, 1);
    writeKept(s, 'glinski', 'g', game(['e4-e5', 'e7-e6']), 1, 2);
    expect(discardKept(s, 'glinski', 'g', 1)).toBe(false); // another tab's newer game stays
    expect(s.length).toBe(1);
    expect(discardKept(s, 'glinski', 'g')).toBe(true);
    expect(discardKept(s, 'glinski', 'g')).toBe(false);
    expect(s.length).toBe(0);
  });

  it('bounds the list: past the limit the oldest others go, never the game being played', () => {
    const list = Array.from({ length: KEPT_MAX + 2 }, (_, i) =>
      summarize(`g${i}`, JSON.stringify({ ...game([]), updated: 100 - i, rev: 1 })),
    );
    expect(beyondLimit(list, KEPT_MAX, 'g0').map((g) => g.id)).toEqual(['g20', 'g21']);
    // The game being played is the oldest: it stays, and one more of the others goes.
    expect(beyondLimit(list, KEPT_MAX, 'g21').map((g) => g.id)).toEqual(['g19', 'g20']);
    expect(beyondLimit(list.slice(0, 5), KEPT_MAX, 'g0')).toEqual([]);
  });

  it('names what it cannot read, without throwing', () => {
    expect(summarize('x', '{').error).toBe('the stored text is not a saved game');
    expect(summarize('x', '[1]').error).toBe('the stored text is not a game');
    expect(summarize('x', '{"moves":[]}').error).toBe('the saved game has no opening position');
    expect(summarize('x', '{"opening":"","moves":"e4-e5"}').error).toBe('the saved game has no readable move list');
    expect(summarize('x', '{"opening":"","moves":[],"updated":"soon","rev":-3}')).toMatchObject({ updated: 0, rev: 0 });
  });

  it('moves the first version’s one game under its own key', () => {
    const s = new FakeStorage();
    expect(migrateV1(s, 'glinski', 'new1', 5)).toBeUndefined();
    s.setItem(v1Key('glinski'), JSON.stringify(game(['e4-e5'])));
    expect(migrateV1(s, 'glinski', 'new1', 5)).toBe('new1');
    expect(s.getItem(v1Key('glinski'))).toBeNull();
    expect(listKept(s, 'glinski')).toMatchObject([{ id: 'new1', rev: 1, updated: 5, moves: 1 }]);
    // A full storage leaves the old key where it was.
    const full = new FakeStorage(200);
    full.setItem(v1Key('glinski'), JSON.stringify(game(['e4-e5'])));
    expect(migrateV1(full, 'glinski', 'new1', 5)).toBeUndefined();
    expect(full.getItem(v1Key('glinski'))).not.toBeNull();
  });

  it('makes ids of letters and digits, and remembers this tab’s game', () => {
    const id = newGameId(1_700_000_000_000, () => 0.5);
    expect(id).toMatch(/^[a-z0-9]+$/);
    expect(newGameId(1, () => 0)).not.toBe(newGameId(1, () => 0.999));
    const session = new FakeStorage();
    expect(tabGame(session, 'glinski')).toBeUndefined();
    setTabGame(session, 'glinski', id);
    expect(tabGame(session, 'glinski')).toBe(id);
    session.setItem('hexplore.play.tab.glinski', '<script>');
    expect(tabGame(session, 'glinski')).toBeUndefined();
    setTabGame(session, 'glinski', undefined);
    expect(session.length).toBe(0);
    expect(tabGame(undefined, 'glinski')).toBeUndefined();
  });
});
