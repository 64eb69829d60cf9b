/** Where a long build is (tools/progress/progress.ts): a line redrawn on a terminal, a few plain lines in a log, nothing for a short build. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { progressOn, type Clock } from '../../tools/progress/progress.ts';

/** A clock that moves only when told, firing the ticks that fall due on the way. */
function fakeClock(): Clock & { advance(ms: number): void } {
  let now = 0;
  const timers = new Set<{ ms: number; next: number; tick: () => void }>();
  return {
    now: () => now,
    every(ms, tick) {
      const timer = { ms, next: now + ms, tick };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      for (const end = now + ms; now < end; ) {
        const due = [...timers].filter((timer) => timer.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) now = end;
        else {
          now = due.next;
          due.next += due.ms;
          due.tick();
        }
      }
    },
  };
}

/** A stream that keeps what is written; `columns` makes it a terminal. */
const fakeStream = (isTTY: boolean, columns = 120) => {
  let text = '';
  return { isTTY, columns, write: (chunk: string) => void (text += chunk), text: () => text };
};

/** What a terminal shows: each line as it was last redrawn (every redraw clears the line first). */
const screen = (text: string) => text.split('\n').map((line) => line.split('\r\x1b[K').pop()!);

/** A build of `ms` milliseconds: bodies compiled, then pages rendered, each at an even pace. */
function build(stream: ReturnType<typeof fakeStream>, ms: number) {
  const clock = fakeClock();
  const progress = progressOn(stream, { clock });
  const bodies = progress.stage('bodies compiled');
  bodies.more(400);
  for (let done = 0; done < 400; done += 40) {
    clock.advance(ms / 20);
    bodies.did(40);
  }
  bodies.end();
  const pages = progress.stage('pages rendered', 500);
  const cards = progress.stage('cards drawn', 0);
  for (let done = 0; done < 500; done += 50) {
    clock.advance(ms / 20);
    pages.did(50);
  }
  pages.end();
  cards.end();
  progress.end();
}

describe('the progress of a build', () => {
  it('prints nothing for a build of a few seconds, on a terminal or in a log', () => {
    for (const stream of [fakeStream(true), fakeStream(false)]) {
      build(stream, 2500);
      assert.equal(stream.text(), '');
    }
  });

  it('prints a few plain lines in a log: the running stages when one starts and every 10 s, and each stage that ends', () => {
    const stream = fakeStream(false);
    build(stream, 40_000);
    assert.deepEqual(stream.text().split('\n'), [
      'bodies compiled 40/400 · 3 s',
      'bodies compiled 240/400 · 13 s',
      'bodies compiled 400 in 20.0 s',
      'pages rendered 0/500 · 21 s',
      'pages rendered 250/500 · 31 s',
      'pages rendered 500 in 20.0 s',
      '',
    ]);
  });

  it('redraws one line on a terminal, leaves a line for each stage that ends and clears the redrawn line at the end', () => {
    const stream = fakeStream(true);
    const clock = fakeClock();
    const progress = progressOn(stream, { clock });
    const pages = progress.stage('pages rendered', 1000);
    clock.advance(2000);
    pages.did(300);
    assert.equal(stream.text(), '', 'quiet at first');
    clock.advance(1000);
    assert.deepEqual(screen(stream.text()), ['pages rendered 300/1000 · 3 s']);
    const indexed = progress.stage('pages indexed', 800);
    pages.did(200);
    indexed.did(100);
    clock.advance(200);
    assert.deepEqual(screen(stream.text()), ['pages rendered 500/1000 · pages indexed 100/800 · 3 s']);
    pages.did(500);
    pages.end();
    assert.deepEqual(screen(stream.text()), ['pages rendered 1000 in 3.2 s', 'pages indexed 100/800 · 3 s']);
    progress.end();
    assert.deepEqual(screen(stream.text()), ['pages rendered 1000 in 3.2 s', '']);
    clock.advance(5000);
    assert.deepEqual(screen(stream.text()), ['pages rendered 1000 in 3.2 s', ''], 'nothing after the end');
  });

  it('cuts the redrawn line to the terminal width, so it never wraps', () => {
    const stream = fakeStream(true, 30);
    const clock = fakeClock();
    const progress = progressOn(stream, { clock });
    progress.stage('pages rendered', 4404).did(1200);
    clock.advance(3000);
    const [line] = screen(stream.text());
    assert.equal(line, 'pages rendered 1200/4404 · 3…');
    assert.ok(line!.length < 30);
    progress.end();
  });
});
