// A restore takes from an archive only what a backup puts in one. An archive whose manifest names
// a database it does not hold was restored (the API then made a new demo database at its start,
// as if it were the club's); a part the manifest does not name landed in the data folder; and the
// files kept whatever modes the archive carried, set-user-id bits included (tar run by root keeps
// them). Now such archives are refused before anything is written, and every restored file is
// 0600 in 0700 folders.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS, onPostgres, SERVER_ROOT } from '../test/helpers';
import { filesUnder } from './files';
import { CHECKSUMS, MANIFEST, type Manifest } from './format';
import { restoreArchive } from './restore';

const FIXTURE = path.join(SERVER_ROOT, 'test-fixtures', 'backup-archive', 'club-backup.tar.gz');

let base: string;
beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'club-restore-parts-'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

/**
 * The fixture unpacked, changed by `edit`, its checksums and manifest made to match again (a
 * well-formed archive: only its parts are wrong), packed with the manifest first.
 */
function repacked(name: string, edit: (dir: string, manifest: Manifest) => void): string {
  const dir = mkdtempSync(path.join(base, 'repack-'));
  execFileSync('tar', ['-xzf', FIXTURE, '-C', dir]);
  const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  edit(dir, manifest);
  const files = filesUnder(dir).filter((f) => f !== MANIFEST && f !== CHECKSUMS);
  const sums =
    files
      .map(
        (f) =>
          `${createHash('sha256')
            .update(readFileSync(path.join(dir, f)))
            .digest('hex')}  ${f}`,
      )
      .join('\n') + '\n';
  writeFileSync(path.join(dir, CHECKSUMS), sums);
  manifest.checksums.sha256 = createHash('sha256').update(sums).digest('hex');
  manifest.checksums.files = files.length;
  writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
  const parts = readdirSync(dir).filter((n) => n !== MANIFEST && n !== CHECKSUMS);
  const out = path.join(base, name);
  // --same-permissions is tar's default for root; said here for any other user too
  execFileSync('tar', ['-czf', out, '-C', dir, MANIFEST, CHECKSUMS, ...parts]);
  rmSync(dir, { recursive: true, force: true });
  return out;
}

// The embedded database's archive (a data folder) only: the PostgreSQL pass has no such archive
// to restore (backup/postgres.test.ts covers that one).
(onPostgres ? describe.skip : describe)('a restore', () => {
  const target = () => path.join(base, 'data');
  const restore = (archive: string) =>
    restoreArchive({ archive, dataDir: target(), migrationsFolder: MIGRATIONS });
  const nothingWritten = () => {
    expect(existsSync(target())).toBe(false);
    expect(readdirSync(base).filter((n) => n.includes('.restoring-'))).toEqual([]);
  };
  afterEach(() => rmSync(target(), { recursive: true, force: true }));

  it('refuses an archive without the database its manifest names', async () => {
    const archive = repacked('no-database.tar.gz', (dir) =>
      rmSync(path.join(dir, 'pglite'), { recursive: true, force: true }),
    );
    await expect(restore(archive)).rejects.toThrow(
      /повреждён: в нём нет базы \(pglite\), хотя описание её называет\. Ничего не изменено/,
    );
    nothingWritten();
  });

  it('refuses an archive whose database is another kind than its manifest says', async () => {
    const archive = repacked('other-kind.tar.gz', (dir) => {
      rmSync(path.join(dir, 'pglite'), { recursive: true, force: true });
      writeFileSync(path.join(dir, 'postgres.dump'), 'PGDMP');
    });
    await expect(restore(archive)).rejects.toThrow(/в нём нет базы \(pglite\)/);
    nothingWritten();
  });

  it('refuses an archive without the uploads folder its manifest names', async () => {
    const archive = repacked('no-uploads.tar.gz', (dir) =>
      rmSync(path.join(dir, 'uploads'), { recursive: true, force: true }),
    );
    await expect(restore(archive)).rejects.toThrow(/в нём нет папки файлов uploads\//);
    nothingWritten();
  });

  it('refuses an archive with parts its manifest does not name', async () => {
    const archive = repacked('extra-part.tar.gz', (dir) => {
      mkdirSync(path.join(dir, 'shell-runtime'));
      writeFileSync(path.join(dir, 'shell-runtime', 'remotes.json'), '{"mf_account":"https://x"}');
    });
    await expect(restore(archive)).rejects.toThrow(
      /есть части, которых описание не называет \(shell-runtime\)/,
    );
    nothingWritten();
  });

  it('strips set-id bits: every restored file is 0600, every folder 0700', async () => {
    let photo = '';
    const archive = repacked('set-id.tar.gz', (dir) => {
      const privateDir = path.join(dir, 'uploads', 'private');
      const file = readdirSync(privateDir, { recursive: true, withFileTypes: true }).find((e) =>
        e.isFile(),
      )!;
      photo = path.relative(dir, path.join(file.parentPath, file.name));
      chmodSync(path.join(dir, photo), 0o4755);
      chmodSync(path.dirname(path.join(dir, photo)), 0o2777);
      chmodSync(path.join(dir, 'pglite', 'PG_VERSION'), 0o6755);
    });
    // the archive carries the bits
    const listing = execFileSync('tar', ['-tvzf', archive]).toString();
    expect(listing).toMatch(/^-rwsr-xr-x .* uploads\/private\//m);

    await restore(archive);
    const modes = new Map<string, number>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        modes.set(path.relative(target(), full), statSync(full).mode & 0o7777);
        if (entry.isDirectory()) walk(full);
      }
    };
    walk(target());
    expect(statSync(target()).mode & 0o7777).toBe(0o700);
    expect(modes.get(photo)).toBe(0o600);
    expect(modes.get(path.dirname(photo))).toBe(0o700);
    expect(modes.get('pglite/PG_VERSION')).toBe(0o600);
    const files = [...modes].filter(([p]) => statSync(path.join(target(), p)).isFile());
    const dirs = [...modes].filter(([p]) => statSync(path.join(target(), p)).isDirectory());
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter(([, m]) => m !== 0o600)).toEqual([]);
    expect(dirs.filter(([, m]) => m !== 0o700)).toEqual([]);
  });
});
