// Once per jest run: a run id and a folder for the seeded snapshots that test files copy their
// database from (src/test/helpers.ts). Workers start after this and inherit the environment.
const { randomBytes } = require('node:crypto');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async function globalSetup() {
  process.env.CLUB_TEST_RUN = randomBytes(4).toString('hex');
  process.env.CLUB_TEST_SNAPSHOTS = mkdtempSync(path.join(tmpdir(), 'club-test-snapshots-'));
};
