// After the run: removes its snapshots (the folder, and on PostgreSQL the template databases).
const { rmSync } = require('node:fs');
const pg = require('pg');

module.exports = async function globalTeardown() {
  const run = process.env.CLUB_TEST_RUN;
  const root = process.env.CLUB_TEST_SNAPSHOTS;
  if (root) rmSync(root, { recursive: true, force: true });
  if (!run || !process.env.DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      "SELECT datname FROM pg_database WHERE datname LIKE 'club\\_tmpl\\_' || $1 || '\\_%'",
      [run],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
};
