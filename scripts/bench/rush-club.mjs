// The members of the morning rush (rush.mjs), on a database the API has migrated and seeded:
// staff-club.mjs's club (members with their coach, dietitian and psychologist and a history of chat
// messages), then, set-based in SQL, every member's courses and nutrition plan as the demo member
// Анна has them (her user packs copied: activated courses with workouts, the plan home shows), and
// her workout history, and one signed-in session per member, inserted directly (its token known to
// the bench; the server stores only the token's SHA-256, lib/crypto.ts): 5,000 password sign-ins
// would spend minutes in scrypt for nothing the rush measures.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../apps.mjs';
import { seedClub } from './staff-club.mjs';

const serverRequire = createRequire(path.join(root, 'server', 'package.json'));

/**
 * @param {string} databaseUrl
 * @param {{ members: number, staffPerDiscipline: number, messagesPerConversation: number }} size
 * @returns members [{ id, token, coachId, packs: Map<sort, userPackId> }], staff sign-ins, timings
 */
export async function seedRush(
  databaseUrl,
  { members, staffPerDiscipline, messagesPerConversation },
) {
  const started = performance.now();
  const club = await seedClub(databaseUrl, {
    members,
    staffPerDiscipline,
    messages: members * 3 * messagesPerConversation,
  });
  const pg = serverRequire('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // a secret of this run: token = prefix + member id
  const prefix = `rush-${randomBytes(18).toString('base64url')}-`;
  try {
    await client.query('begin');
    const demo = (await client.query(`select id from users where email = 'demo@club.local'`))
      .rows[0].id;
    const columns = (
      await client.query(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = 'user_packs'
           and column_name not in ('id', 'user_id') and is_generated = 'NEVER'`,
      )
    ).rows.map((r) => `"${r.column_name}"`);
    await client.query(
      `insert into user_packs (user_id, ${columns.join(', ')})
       select m.id, ${columns.map((c) => `p.${c}`).join(', ')}
       from users m cross join user_packs p
       where m.email like 'bench.member.%' and p.user_id = $1`,
      [demo],
    );
    // her workout history too (a club's members have one: the course page and home read it)
    await client.query(
      `insert into workout_results (user_pack_id, day_id, attempt_id, time, percent, stars, created_at)
       select mp.id, r.day_id, 'rush-' || r.id || '-' || mp.id, r.time, r.percent, r.stars, r.created_at
       from workout_results r
       join user_packs dp on dp.id = r.user_pack_id and dp.user_id = $1
       join user_packs mp on mp.sort = dp.sort and mp.user_id <> $1
       join users m on m.id = mp.user_id and m.email like 'bench.member.%'`,
      [demo],
    );
    await client.query(
      `insert into workout_result_sets (result_id, set_id, count, duration, weight)
       select nr.id, s.set_id, s.count, s.duration, s.weight
       from workout_results nr
       join workout_results r on nr.attempt_id = 'rush-' || r.id || '-' || nr.user_pack_id
       join workout_result_sets s on s.result_id = r.id
       where nr.attempt_id like 'rush-%'`,
    );
    await client.query(
      `insert into sessions (user_id, token_hash, created_at, last_seen_at, remember)
       select id, encode(sha256(convert_to($1 || id::text, 'UTF8')), 'hex'), now(), now(), true
       from users where email like 'bench.member.%'`,
      [prefix],
    );
    await client.query('commit');
    await client.query('analyze');
    const rows = (
      await client.query(
        `select u.id, a.staff_id as coach_id,
                (select json_agg(json_build_array(p.sort, p.id)) from user_packs p
                 where p.user_id = u.id) as packs
         from users u
         left join member_assignments a
           on a.member_id = u.id and a.discipline = 'coach' and a.ends_at is null
         where u.email like 'bench.member.%' order by u.id`,
      )
    ).rows;
    const staffIds = new Map(
      (await client.query(`select id, email from users where email like 'bench.coach.%'`)).rows.map(
        (r) => [r.id, r.email],
      ),
    );
    return {
      members: rows.map((r) => ({
        id: r.id,
        token: prefix + r.id,
        coachEmail: staffIds.get(r.coach_id),
        packs: new Map(r.packs ?? []),
      })),
      staff: club.staff,
      demoId: demo,
      messages: club.messages,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
