// Loaded into each API process of the rush bench (node --import): every second it writes the
// process's RSS, heap and event-loop delay (since the bench last asked for a reset) to
// RUSH_PROBE_FILE, so the bench reads them without touching the server's code. A file named
// RUSH_PROBE_FILE + '.reset' appearing resets the delay histogram (a new stage); one named
// RUSH_PROBE_FILE + '.gc' runs a full garbage collection first (the memory figures).
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.RUSH_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const timer = setInterval(() => {
    if (existsSync(`${file}.reset`)) {
      rmSync(`${file}.reset`, { force: true });
      delay.reset();
    }
    // a memory figure without the garbage of the last calls (node --expose-gc): on request only,
    // a full collection pauses the process
    if (existsSync(`${file}.gc`)) {
      rmSync(`${file}.gc`, { force: true });
      globalThis.gc?.();
    }
    const mem = process.memoryUsage();
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    writeFileSync(
      file,
      JSON.stringify({
        at: Date.now(),
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        external: mem.external,
        delayP50: ms(delay.percentile(50)),
        delayP99: ms(delay.percentile(99)),
        delayMax: ms(delay.max),
      }),
    );
  }, 1000);
  timer.unref();
}
