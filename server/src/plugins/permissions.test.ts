// Staff permissions (issue 31): a route asks for a permission, never a role name; a person may hold
// several roles and has the permissions of all of them.
import { eq } from 'drizzle-orm';
import { roles, userRoles, users } from '../db/schema';
import { ADMIN_ACCOUNT } from '../db/seeds/accounts';
import { loginAs, setup, type TestContext } from '../test/helpers';
import { forgetStaff } from '../modules/staff/identity';
import { FORBIDDEN_MESSAGE, permissionsOf } from './permissions';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

const create = (token: string, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/staff/members',
    headers: { 'x-auth-token': token },
    payload: { email, name: 'Новый Участник' },
  });

test('any role that bundles members:create may create members; the role’s name does not matter', async () => {
  const db = ctx.app.db;
  const [ivan] = await db.select().from(users).where(eq(users.email, 'demo2@club.local'));
  const token = await loginAs(ctx.app, 'demo2@club.local');
  expect((await create(token, 'one@example.ru')).statusCode).toBe(403);

  // two roles: one without the permission, one with it under a name the code never heard of
  const [reader] = await db
    .insert(roles)
    .values({ name: 'reader', title: 'Читатель', permissions: ['chats:read'] })
    .returning();
  const [coordinator] = await db
    .insert(roles)
    .values({ name: 'coordinator', title: 'Координатор', permissions: ['members:create'] })
    .returning();
  await db.insert(userRoles).values({ userId: ivan.id, roleId: reader.id });
  // written past the API: this process drops its cached identity as the API does after its own
  // changes (the database's NOTIFY reaches it a moment later on PostgreSQL)
  forgetStaff(db, [ivan.id]);
  expect((await create(token, 'one@example.ru')).json().error.message).toBe(FORBIDDEN_MESSAGE);
  await db.insert(userRoles).values({ userId: ivan.id, roleId: coordinator.id });
  forgetStaff(db, [ivan.id]);
  expect(await permissionsOf(db, ivan.id)).toEqual(new Set(['chats:read', 'members:create']));
  expect((await create(token, 'one@example.ru')).statusCode).toBe(200);

  // the role named admin without the permission is refused
  const admin = await loginAs(ctx.app, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  expect((await create(admin, 'two@example.ru')).statusCode).toBe(200);
  await db.update(roles).set({ permissions: [] }).where(eq(roles.name, 'admin'));
  forgetStaff(db, 'all');
  expect((await create(admin, 'three@example.ru')).statusCode).toBe(403);
});
