/** The engine command line (docs/CONVENTIONS.md §6), run as a pure function and once as a real process. */
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCli } from '@/engine/query/cli';

describe('engine command line', () => {
  it('lists moves, one a line', () => {
    const r = runCli(['moves', '--variant', 'glinski']);
    expect(r.code).toBe(0);
    expect(r.out!.split('\n')).toHaveLength(51);
  });
  it('prints destinations in board order', () => {
    expect(runCli(['dests', '--variant', 'glinski', '--from', 'f2'])).toEqual({
      code: 0,
      out: 'e3 g3 d4 h4 c5 i5 b6 k6',
    });
    expect(runCli(['dests', '--variant', 'glinski', '--from', 'f6'])).toEqual({ code: 0, out: '' });
  });
  it('counts perft and divides it', () => {
    expect(runCli(['perft', '--variant', 'fullhouse', '--depth', '2']).out).toBe('2284');
    const d = runCli(['perft', '--variant', 'glinski', '--depth', '2', '--divide']).out!.split('\n');
    expect(d).toContain('e4-e5 50');
    expect(d.at(-1)).toBe('total 2586');
  });
  it('reports status with the winner and a reason', () => {
    expect(runCli(['status', '--variant', 'glinski']).out).toBe('ongoing - w to move');
    expect(runCli(['status', '--variant', 'glinski', '--position', 'w: Ka1 Qf9; b: Kf11; turn: b']).out).toBe(
      'checkmate w White checkmates Black',
    );
    expect(runCli(['status', '--variant', 'glinski', '--position', 'w: Kf9; b: Kf11; turn: b']).out).toMatch(
      /^stalemate w /,
    );
  });
  it('plays moves and prints the position text', () => {
    const r = runCli([
      'play',
      '--variant',
      'glinski',
      '--position',
      'w: Kg1 Pd5 Pf6; b: Kg10 Pe7; turn: b',
      'e7-e5',
      'd5xe6',
    ]);
    expect(r).toEqual({ code: 0, out: 'w: Kg1 Pe6 Pf6; b: Kg10; turn: b; move: 2' });
  });
  it('writes ep only when a pawn of the side to move can take there (issue #47, docs/CONVENTIONS.md §4)', () => {
    const play = (position: string, ...moves: string[]) =>
      runCli(['play', '--variant', 'glinski', '--position', position, ...moves]).out;
    expect(play('w: Kg1 Pd5 Pf6; b: Kg10 Pe7; turn: b', 'e7-e5')).toBe('w: Kg1 Pd5 Pf6; b: Pe5 Kg10; ep: e6; move: 2');
    // The same double step with no white pawn beside e5: nothing can take, so no ep.
    expect(play('w: Kg1 Pa2; b: Kg10 Pe7; turn: b', 'e7-e5')).toBe('w: Kg1 Pa2; b: Pe5 Kg10; move: 2');
    // A pawn that could take but for its king: the rook on d9 pins d5 to the king on d1, so no ep either.
    expect(play('w: Kd1 Pd5; b: Kg10 Rd9 Pe7; turn: b', 'e7-e5')).toBe('w: Kd1 Pd5; b: Pe5 Rd9 Kg10; move: 2');
    // A position text that names an ep no pawn can use is read, and printed without it.
    expect(play('w: Kg1 Pa2; b: Kg10 Pe5; ep: e6')).toBe('w: Kg1 Pa2; b: Pe5 Kg10');
    // From the start, a double step of Gliński's e-pawn leaves nothing to take.
    expect(runCli(['play', '--variant', 'glinski', 'e4-e6']).out).not.toContain('ep:');
  });
  it('says the fifty-move draw in plain words: no capture and no pawn move (Panoply: nor a move that cannot be taken back)', () => {
    const status = (id: string, position: string) => runCli(['status', '--variant', id, '--position', position]).out;
    expect(status('glinski', 'w: Kg1 Rb1; b: Kg10; clock: 100; move: 80')).toBe(
      'fifty-turns - 50 moves by each side with no capture and no pawn move: a draw',
    );
    expect(status('panoply', 'w: Kj1 Ri1; b: Kd13; clock: 100; move: 80')).toBe(
      'fifty-turns - 50 moves by each side with no capture, no pawn move and no other move that cannot be taken back: a draw',
    );
    expect(status('panoply', 'w: Kj1 Ri1; b: Kd13; clock: 100; move: 80')).not.toMatch(/irreversible/);
  });
  it.each([
    [['moves'], 'missing --variant ID'],
    [['moves', '--variant', 'chess'], 'unknown variant "chess"'],
    [
      ['moves', '--variant', 'glinski', '--position', 'w: Kz1'],
      'bad position: w: cell "z1" does not exist on the glinski board',
    ],
    [['play', '--variant', 'glinski', 'e4-e7'], 'move "e4-e7" is not legal in this position'],
    [['dests', '--variant', 'glinski'], 'dests needs --from CELL'],
    [['dests', '--variant', 'glinski', '--from', 'z9'], 'cell "z9" does not exist on the glinski board'],
    [['perft', '--variant', 'glinski', '--depth', 'x'], '--depth "x" is not a whole number'],
    [['fly', '--variant', 'glinski'], 'unknown command "fly"'],
    [['moves', '--variant', 'glinski', '--colour', 'w'], 'unknown option --colour'],
    [['perft', '--variant', 'peanut', '--depth', '99'], '--depth 99 is too deep for peanut: at most 8'],
    [['perft', '--variant', 'glinski', '--depth', '9'], '--depth 9 is too deep for glinski: at most 5'],
    [['perft', '--variant', 'glinski', '--depth', '2', '--ms', '0'], '--ms "0" is not a whole number'],
    [
      ['play', '--variant', 'king-and-queen', '--position', `w: Kd1; b: Ke7; hand: w:${'C'.repeat(32768)}`],
      'bad position: hand: w holds 32768 men; a hand holds at most',
    ],
    [
      ['moves', '--variant', 'king-and-queen', '--position', `w: Kd1; b: Ke7; hand: w:${'C'.repeat(65536)}`],
      'bad position: hand: w holds 65536 men; a hand holds at most',
    ],
  ])('exits 2 with one line for %j', (argv, message) => {
    const r = runCli(argv);
    expect(r.code).toBe(2);
    expect(r.error).toContain(message);
    expect(r.error).not.toContain('\n');
  });
  it('runs as a process: exit 0 with output, exit 2 with one line on stderr and no stack trace', () => {
    const ok = execFileSync('npx', ['tsx', 'engine/cli.ts', 'perft', '--variant', 'glinski', '--depth', '1'], {
      encoding: 'utf8',
    });
    expect(ok.trim()).toBe('51');
    const bad = spawnSync('npx', ['tsx', 'engine/cli.ts', 'moves', '--variant', 'glinski', '--position', 'w: Kj1'], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    const lines = bad.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'));
    expect(lines).toEqual(['error: bad position: w: cell "j1" does not exist on the glinski board']);
  });
  it('npm run engine runs the bundled command line (scripts/engine.mjs), with the same answers and exit codes', () => {
    const ok = execFileSync('npm', ['run', '-s', 'engine', '--', 'perft', '--variant', 'glinski', '--depth', '2'], {
      encoding: 'utf8',
    });
    expect(ok.trim()).toBe('2586');
    const moves = execFileSync('node', ['scripts/engine.mjs', 'moves', '--variant', 'glinski', '--from', 'b1'], {
      encoding: 'utf8',
    });
    const viaTsx = execFileSync('npx', ['tsx', 'engine/cli.ts', 'moves', '--variant', 'glinski', '--from', 'b1'], {
      encoding: 'utf8',
    });
    expect(moves).toBe(viaTsx);
    const bad = spawnSync('node', ['scripts/engine.mjs', 'moves', '--variant', 'glinski', '--position', 'w: Kj1'], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('error: bad position: w: cell "j1" does not exist on the glinski board\n');
  });
  it('as a process, stops perft past its depth limit or its time limit: exit 2, one line, never "internal error"', () => {
    const run = (...args: string[]) => {
      const r = spawnSync('npx', ['tsx', 'engine/cli.ts', ...args], { encoding: 'utf8', timeout: 300_000 });
      const lines = r.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'));
      return { status: r.status, lines };
    };
    const deep = run('perft', '--variant', 'peanut', '--depth', '99');
    expect(deep.status).toBe(2);
    expect(deep.lines).toEqual(['error: --depth 99 is too deep for peanut: at most 8 (the count would run for days)']);
    const slow = run('perft', '--variant', 'glinski', '--depth', '5', '--ms', '300');
    expect(slow.status).toBe(2);
    expect(slow.lines).toEqual([
      'error: perft --depth 5 stopped at the time limit of 300 ms (use a smaller --depth or --ms N)',
    ]);
    const hand = run(
      'play',
      '--variant',
      'king-and-queen',
      '--position',
      `w: Kd1; b: Ke7; hand: w:${'C'.repeat(32768)}`,
    );
    expect(hand.status).toBe(2);
    expect(hand.lines).toHaveLength(1);
    expect(hand.lines[0]).toMatch(/^error: bad position: hand: w holds 32768 men; a hand holds at most \d+/);
  });
  // How soon it stops (within 5 s) is held by the speed budgets (scripts/speed-budget.ts), not here.
  it('stops perft at its time limit', () => {
    const r = runCli(['perft', '--variant', 'glinski', '--depth', '5', '--ms', '200', '--divide']);
    expect(r).toEqual({
      code: 2,
      error: 'perft --depth 5 stopped at the time limit of 200 ms (use a smaller --depth or --ms N)',
    });
  });
  it('never answers "internal error" to a user\'s input: hostile arguments give exit 0 or one line and exit 2', () => {
    const positions = [
      undefined,
      '',
      'w: Kz1',
      `w: Kd1; b: Ke7; hand: w:${'C'.repeat(32768)}`,
      `w: Kd1; b: Ke7; hand: w:${'C'.repeat(65536)}`,
      'w: Kd1; b: Ke7; hand: w:CCC',
      '<script>',
      'w: Kd1; move: 1e309',
      ';;;',
    ];
    const commands = [
      ['moves'],
      ['status'],
      ['dests', '--from', 'd1'],
      ['dests', '--from', '<b>'],
      ['perft', '--depth', '1'],
      ['perft', '--depth', '99'],
      ['perft', '--depth', '-1'],
      ['perft', '--depth', '2', '--ms', 'x'],
      ['play', 'C@d2'],
      ['play', 'd1-d2', 'zz'],
      ['play', '%'],
    ];
    let tried = 0;
    for (const id of ['king-and-queen', 'peanut', 'no-such-variant'])
      for (const position of positions)
        for (const [command, ...rest] of commands) {
          const argv = [
            command!,
            '--variant',
            id,
            ...(position === undefined ? [] : ['--position', position]),
            ...rest,
          ];
          const r = runCli(argv);
          tried++;
          expect([0, 2]).toContain(r.code);
          if (r.code === 2) {
            expect(r.error, argv.join(' ').slice(0, 120)).not.toMatch(/internal error/);
            expect(r.error).not.toContain('\n');
            expect(r.error!.length).toBeLessThan(400);
          }
        }
    expect(tried).toBe(3 * positions.length * commands.length);
  });
});
