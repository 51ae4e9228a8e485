/** The command line's `best` (docs/CONVENTIONS.md §6), run as a real process and as a function. */
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCli } from '@/engine/query/cli';
import { scoreText } from '@/engine/search/player';
import { MATE } from '@/engine/search/search';

const LINE = /^(\S+) depth (\d+) nodes (\d+) score (-?\d+|-?(?:mate|stalemate|bare-king) \d+)( table( \S+)+)?$/;
/** A Gliński mate in one (the queen mates from e7): the side to move is White. */
const MATE_IN_ONE = 'w: Ka1 Qe7; b: Kf11; turn: w';

describe('engine best', () => {
  it('prints the move, depth, nodes and score as one line (a real process)', () => {
    const out = execFileSync(
      'npx',
      ['tsx', 'engine/cli.ts', 'best', '--variant', 'glinski', '--position', MATE_IN_ONE, '--ms', '500'],
      { encoding: 'utf8' },
    ).trim();
    expect(out).toMatch(LINE);
    expect(out).toMatch(/ score mate 1 table \S+$/);
    // The chosen move mates: played from the position, the game is over by checkmate.
    const move = out.split(' ')[0]!;
    const after = runCli(['play', '--variant', 'glinski', '--position', MATE_IN_ONE, move]);
    expect(after.code).toBe(0);
    const status = runCli(['status', '--variant', 'glinski', '--position', (after.out ?? '').trim()]);
    expect(status.out).toMatch(/^checkmate w /);
  });
  it('searches the start position by default and answers with a legal move', () => {
    const r = runCli(['best', '--variant', 'peanut', '--ms', '200']);
    expect(r.code).toBe(0);
    const m = LINE.exec(r.out!)!;
    expect(m).not.toBeNull();
    const moves = runCli(['moves', '--variant', 'peanut']).out!.split('\n');
    expect(moves).toContain(m[1]);
    expect(Number(m[2])).toBeGreaterThanOrEqual(1);
  });
  it('finds the rook’s mate along the edge and says so, from the endgame table', () => {
    // Glinski: the rook to a6 mates along the board's edge; a king and a rook against a king is in the tables.
    const r = runCli(['best', '--variant', 'glinski', '--position', 'w: Ra4 Kf9; b: Kf11; turn: w', '--ms', '300']);
    expect(r.out).toBe('a4-a6 depth 1 nodes 0 score mate 1 table a4-a6');
  });
  it('reads the endgame tables: the exact score and the table’s line to the end, for either side (issue #47)', () => {
    // Panoply, a king and a Rider against a king: the Rider's longest win, 7 moves (docs/rules/panoply.md §4.6).
    const strong = runCli(['best', '--variant', 'panoply', '--position', 'w: Kg1 Rj1; b: Kg5; turn: w', '--ms', '50']);
    const m = LINE.exec(strong.out!)!;
    expect(m, strong.out).not.toBeNull();
    const line = strong.out!.split(' table ')[1]!.split(' ');
    expect([m[2], m[3], m[4]]).toEqual([String(line.length), '0', 'stalemate 7']);
    expect(line).toHaveLength(13);
    // Played out, the line ends the game as the score says: White wins, by a stalemate (Panoply: no move loses).
    const end = runCli(['play', '--variant', 'panoply', '--position', 'w: Kg1 Rj1; b: Kg5; turn: w', ...line]).out!;
    expect(runCli(['status', '--variant', 'panoply', '--position', end]).out).toMatch(/^stalemate w /);
    // The lone king to move: the longest resistance, and the score is the loss.
    const weak = runCli(['best', '--variant', 'panoply', '--position', 'w: Kg1 Rj1; b: Kg5; turn: b', '--ms', '50']);
    expect(weak.out).toMatch(/^g5-\S+ depth 14 nodes 0 score -stalemate 7 table (\S+ ){13}\S+$/);
  });
  it('names a win by stalemate as such: Panoply’s Herald freezes a lone King (the lesson’s diagram)', () => {
    const r = runCli(['best', '--variant', 'panoply', '--position', 'w: Kj1; b: Kd13 Hj5; turn: b', '--ms', '300']);
    expect(r.out).toMatch(/^j5-j2 depth \d+ nodes \d+ score stalemate 1$/);
    const after = runCli(['play', '--variant', 'panoply', '--position', 'w: Kj1; b: Kd13 Hj5; turn: b', 'j5-j2']).out!;
    expect(runCli(['status', '--variant', 'panoply', '--position', after]).out).toMatch(/^stalemate b /);
  });
  it('writes mates in moves for either side', () => {
    expect(scoreText(35)).toBe('35');
    expect(scoreText(-120)).toBe('-120');
    expect(scoreText(MATE - 1)).toBe('mate 1');
    expect(scoreText(MATE - 3)).toBe('mate 2');
    expect(scoreText(-(MATE - 2))).toBe('-mate 1');
    expect(scoreText(-(MATE - 4))).toBe('-mate 2');
    expect(scoreText(MATE - 1, 'stalemate')).toBe('stalemate 1');
    expect(scoreText(-(MATE - 14), 'stalemate')).toBe('-stalemate 7');
    expect(scoreText(12, 'stalemate')).toBe('12');
  });
  it('refuses a finished game and a bad --ms with exit 2 and one line', () => {
    const over = runCli(['best', '--variant', 'glinski', '--position', 'w: Ka1 Qf9; b: Kf11; turn: b']);
    expect(over).toEqual({ code: 2, error: 'the game is over: White checkmates Black' });
    for (const ms of ['0', 'x', '-5', '99999999'])
      expect(runCli(['best', '--variant', 'glinski', '--ms', ms]).code, ms).toBe(2);
    const bad = spawnSync('npx', ['tsx', 'engine/cli.ts', 'best', '--variant', 'nope'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'))).toHaveLength(1);
  });
});
