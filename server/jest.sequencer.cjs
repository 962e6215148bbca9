// jest's order (slowest first by the timings it cached, by file size without them), except that the
// files which spend minutes on child processes always start first: on a fresh machine without
// cached timings they would otherwise come last and run alone at the end of the run.
const Sequencer = require('@jest/test-sequencer').default;

const FIRST = [
  'src/db/first-start.test.ts',
  'src/topology.test.ts',
  'src/rolling-restart.test.ts',
  'src/upgrade.test.ts',
  'src/backup/archive-upgrade.test.ts',
  'src/backup/burst.test.ts',
  'src/modules/mail/outbox-process.test.ts',
];

class ServerSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const i = FIRST.findIndex((file) => test.path.endsWith(file));
      return i < 0 ? FIRST.length : i;
    };
    // Array.prototype.sort is stable: the rest keep jest's order
    return super.sort(tests).sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = ServerSequencer;
