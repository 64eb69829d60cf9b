/**
 * Where a long build is: each stage with its count as it goes (bodies compiled, cards drawn, pages
 * rendered, pages indexed). On a terminal one line is redrawn in place and a stage that ends leaves
 * a line with its count and time; in a log (not a terminal) a line names the running stages with
 * their counts when one starts and every `everyMs`, and a line says when one ends. Nothing is
 * printed in the first `quietMs`, so a build of a few seconds says nothing. The build is handed a
 * Progress (BuildConfig.progress); the stages call it with counts.
 */

export interface Progress {
  /** A stage begins with `total` items to do; more may be added as they are found. */
  stage(name: string, total?: number): StageProgress;
  /** The build is over: the redrawn line is cleared and the clock stopped. */
  end(): void;
}

export interface StageProgress {
  /** `count` more items to do. */
  more(count?: number): void;
  /** `count` items done. */
  did(count?: number): void;
  /** The stage is over. */
  end(): void;
}

/** The stream written to: stderr, or a test's fake. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

/** Time, and a tick every so often: the real ones unless a test gives its own. */
export interface Clock {
  now(): number;
  /** Calls `tick` every `ms` until the returned function is called; keeps no process running. */
  every(ms: number, tick: () => void): () => void;
}

export interface ProgressOptions {
  readonly clock?: Clock;
  /** Nothing is printed before this many milliseconds. */
  readonly quietMs?: number;
  /** In a log, the running stages are printed at least this often. */
  readonly everyMs?: number;
}

const systemClock: Clock = {
  now: () => performance.now(),
  every(ms, tick) {
    const timer = setInterval(tick, ms).unref();
    return () => clearInterval(timer);
  },
};

/** Counts nothing and prints nothing: a build that is not watched (a test's, a library caller's). */
export const silentProgress: Progress = {
  stage: () => ({ more: () => undefined, did: () => undefined, end: () => undefined }),
  end: () => undefined,
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function progressOn(stream: ProgressStream, { clock = systemClock, quietMs = 3000, everyMs = 10_000 }: ProgressOptions = {}): Progress {
  const started = clock.now();
  const running = new Set<{ readonly name: string; readonly since: number; total: number; done: number }>();
  const terminal = stream.isTTY === true;
  /** What the redrawn line shows now (terminal), or when the last status line was printed (log). */
  let shown = '';
  let lastStatus = -Infinity;
  const announced = new Set<object>();
  let stop: (() => void) | undefined;

  const loud = () => clock.now() - started >= quietMs;
  // A stage with nothing to do (every card in the cache) is not shown.
  const visible = () => [...running].filter((stage) => stage.total > 0 || stage.done > 0);
  const status = () => [...visible().map(({ name, done, total }) => `${name} ${done}/${Math.max(done, total)}`), `${Math.floor((clock.now() - started) / 1000)} s`].join(' · ');
  const fit = (line: string) => (stream.columns && line.length >= stream.columns ? `${line.slice(0, stream.columns - 2)}…` : line);

  const redraw = () => {
    const line = visible().length > 0 ? fit(status()) : '';
    if (line !== shown) stream.write(`\r\x1b[K${line}`);
    shown = line;
  };
  /** A line that stays: above the redrawn one on a terminal. */
  const print = (line: string) => {
    stream.write(terminal ? `\r\x1b[K${line}\n${shown}` : `${line}\n`);
  };

  function tick(): void {
    if (!loud()) return;
    if (terminal) return redraw();
    const fresh = visible().filter((stage) => !announced.has(stage));
    if (fresh.length === 0 && clock.now() - lastStatus < everyMs) return;
    if (visible().length === 0) return;
    fresh.forEach((stage) => announced.add(stage));
    lastStatus = clock.now();
    print(status());
  }

  return {
    stage(name, total = 0) {
      stop ??= clock.every(terminal ? 200 : 1000, tick);
      const stage = { name, since: clock.now(), total, done: 0 };
      running.add(stage);
      return {
        more: (count = 1) => void (stage.total += count),
        did: (count = 1) => void (stage.done += count),
        end() {
          if (!running.delete(stage)) return;
          if (!loud() || (stage.total === 0 && stage.done === 0)) return;
          if (terminal) shown = visible().length > 0 ? fit(status()) : '';
          print(`${name} ${stage.done} in ${seconds(clock.now() - stage.since)}`);
        },
      };
    },
    end() {
      stop?.();
      stop = undefined;
      if (terminal && shown) stream.write('\r\x1b[K');
      shown = '';
      running.clear();
    },
  };
}
