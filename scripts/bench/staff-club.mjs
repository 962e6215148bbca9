// A whole club for the staff app's scale figures (issue 28): on a database the API has already
// migrated and seeded, adds members, staff with their roles and profiles, every member's coach,
// dietitian and psychologist, and a history of chat messages, in a few set-based statements
// (generate_series), so a million messages take seconds, not a loop of round trips.
// The new accounts sign in with the demo passwords (their hashes are copied from the demo accounts).
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../apps.mjs';

const serverRequire = createRequire(path.join(root, 'server', 'package.json'));

const FIRST = {
  0: [
    'Анна',
    'Мария',
    'Елена',
    'Ольга',
    'Наталья',
    'Ирина',
    'Татьяна',
    'Светлана',
    'Юлия',
    'Ксения',
  ],
  1: [
    'Иван',
    'Алексей',
    'Дмитрий',
    'Сергей',
    'Андрей',
    'Михаил',
    'Николай',
    'Павел',
    'Артём',
    'Роман',
  ],
};
const LAST = {
  0: [
    'Иванова',
    'Смирнова',
    'Кузнецова',
    'Попова',
    'Васильева',
    'Петрова',
    'Соколова',
    'Михайлова',
    'Новикова',
    'Фёдорова',
    'Морозова',
    'Волкова',
  ],
  1: [
    'Иванов',
    'Смирнов',
    'Кузнецов',
    'Попов',
    'Васильев',
    'Петров',
    'Соколов',
    'Михайлов',
    'Новиков',
    'Фёдоров',
    'Морозов',
    'Волков',
  ],
};
const TEXTS = {
  USER: [
    'Добрый день! Сегодня сделала все подходы, но в приседаниях болят колени.',
    'Можно заменить творог на что-то другое? Не переношу его.',
    'Вес стоит уже неделю, что делать?',
    'Спасибо, попробую завтра.',
    'Не успеваю тренироваться вечером, можно утром?',
    'Отправила отчёт, посмотрите, пожалуйста.',
  ],
  ADMIN: [
    'Здравствуйте! Уменьшите глубину приседа и следите, чтобы колени шли по линии носков.',
    'Замените на греческий йогурт той же калорийности.',
    'Плато бывает, это нормально. Проверьте воду и сон, через неделю посмотрим снова.',
    'Да, утром тоже хорошо, главное — разминка.',
    'Отчёт видела, прогресс отличный, продолжайте!',
  ],
};

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * @param {string} databaseUrl a database the API has migrated and seeded
 * @param {{ members: number, staffPerDiscipline: number, messages: number }} size
 * @returns the staff sign-ins ({ email, password, discipline }) and timings
 */
export async function seedClub(databaseUrl, { members, staffPerDiscipline, messages }) {
  const pg = serverRequire('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    const hash = async (email) =>
      (await client.query('select password_hash from users where email = $1', [email])).rows[0]
        .password_hash;
    const memberHash = await hash('demo@club.local');
    const staffHash = await hash('coach@club.local');
    await client.query('begin');
    // Members: bench.member.<n>@club.local, Russian names by gender.
    await client.query(
      `insert into users (email, password_hash, name, gender, phone, created_at)
       select 'bench.member.' || n || '@club.local', $1,
              (case when n % 2 = 0 then (${sqlArray(FIRST[0])})[1 + n % ${FIRST[0].length}]
                    else (${sqlArray(FIRST[1])})[1 + n % ${FIRST[1].length}] end) || ' ' ||
              (case when n % 2 = 0 then (${sqlArray(LAST[0])})[1 + (n / 7) % ${LAST[0].length}]
                    else (${sqlArray(LAST[1])})[1 + (n / 7) % ${LAST[1].length}] end),
              (n % 2)::smallint, '+7900' || lpad(n::text, 7, '0'), now() - interval '200 days'
       from generate_series(1, $2::int) as n`,
      [memberHash, members],
    );
    const disciplines = [
      { discipline: 'coach', role: 'coach', position: 'Тренер' },
      { discipline: 'dietolog', role: 'dietitian', position: 'Диетолог' },
      { discipline: 'psyhologist', role: 'psychologist', position: 'Психолог' },
    ];
    const staff = [];
    for (const d of disciplines) {
      await client.query(
        `insert into users (email, password_hash, name, gender, created_at)
         select 'bench.${d.role}.' || n || '@club.local', $1,
                (${sqlArray(FIRST[1])})[1 + n % ${FIRST[1].length}] || ' ' ||
                (${sqlArray(LAST[1])})[1 + (n * 3) % ${LAST[1].length}], 1, now() - interval '1 year'
         from generate_series(1, $2::int) as n`,
        [staffHash, staffPerDiscipline],
      );
      await client.query(
        `insert into user_roles (user_id, role_id)
         select u.id, r.id from users u, roles r
         where u.email like 'bench.${d.role}.%' and r.name = $1`,
        [d.role],
      );
      await client.query(
        `insert into staff_profiles (user_id, position, active, disciplines)
         select id, $1, true, ARRAY[$2] from users where email like 'bench.${d.role}.%'`,
        [d.position, d.discipline],
      );
      // each member's current staff of the discipline: members spread evenly over the staff
      await client.query(
        `update member_assignments set ends_at = now()
         where discipline = $1 and ends_at is null
           and member_id in (select id from users where email like 'bench.member.%')`,
        [d.discipline],
      );
      await client.query(
        `with s as (select id, row_number() over (order by id) - 1 as k
                    from users where email like 'bench.${d.role}.%'),
              m as (select id, row_number() over (order by id) - 1 as k
                    from users where email like 'bench.member.%')
         insert into member_assignments (member_id, discipline, staff_id, starts_at)
         select m.id, $1, s.id, now() - interval '120 days'
         from m join s on s.k = m.k % $2`,
        [d.discipline, staffPerDiscipline],
      );
      for (let n = 1; n <= staffPerDiscipline; n++)
        staff.push({
          email: `bench.${d.role}.${n}@club.local`,
          password: 'staff12345',
          discipline: d.discipline,
        });
    }
    // Messages: conversations take turns (member, staff, member...) over the last 90 days; the
    // newest message of about half the conversations is the member's, waiting for an answer.
    const conversations = members * disciplines.length;
    const perConversation = Math.max(1, Math.round(messages / conversations));
    await client.query(
      `with m as (select id, row_number() over (order by id) - 1 as k
                  from users where email like 'bench.member.%')
       insert into chat_messages (user_id, channel, sender, message, is_read, created_at,
                                  admin_name, admin_position)
       select m.id, c.channel,
              case when (i + m.k) % 2 = 0 then 'USER' else 'ADMIN' end,
              case when (i + m.k) % 2 = 0 then (${sqlArray(TEXTS.USER)})[1 + (i + m.k) % ${TEXTS.USER.length}]
                   else (${sqlArray(TEXTS.ADMIN)})[1 + (i + m.k) % ${TEXTS.ADMIN.length}] end,
              true,
              now() - interval '90 days' + (i * interval '90 days' / $1::int) + (m.k % 1440) * interval '1 minute',
              case when (i + m.k) % 2 = 0 then null else c.position end,
              case when (i + m.k) % 2 = 0 then null else c.position end
       from m
       cross join (values ('coach', 'Тренер'), ('dietolog', 'Диетолог'), ('psyhologist', 'Психолог'))
         as c(channel, position)
       cross join generate_series(0, $1::int - 1) as i`,
      [perConversation],
    );
    await client.query('commit');
    await client.query('analyze');
    const total = (await client.query('select count(*)::int as n from chat_messages')).rows[0].n;
    return { staff, seconds: (performance.now() - started) / 1000, messages: total };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
