// Issue 42 item 7: every staff write route is validated by a schema, as the member routes are. Walks
// the app's route table (app.routeCatalog: every route as registered, with its hardened request
// schemas): each staff route that changes something has a params, querystring or body schema, and
// each one that reads a body has a body schema (JSON and multipart alike: the multipart plugin puts
// the fields in the body), so text with NUL or a number beyond 32 bits is a 400 before any handler.
// A route added later is walked without an edit here.
import { setup, type TestContext } from '../test/helpers';

/** Staff write routes that take no body: an action on the resource of their path. */
const BODYLESS = new Set([
  'POST /api/staff/covers/:id/end',
  'POST /api/staff/inbox/:member/:channel/unread',
  'POST /api/staff/articles/:id/publish',
  'POST /api/staff/articles/:id/unpublish',
  // the picture alone, judged by content in the photo pipeline (no field besides the file)
  'PUT /api/staff/articles/:id/image',
]);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

const writes = () =>
  ctx.app.routeCatalog.filter(
    (r) => r.audience === 'staff' && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
  );

describe('the staff write routes', () => {
  it('are there to walk (the catalog holds the staff app’s routes)', () => {
    const keys = writes().map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/staff/team',
        'POST /api/staff/inbox/:member/:channel/messages',
        'PUT /api/staff/inbox/:member/:channel/snooze',
        'PATCH /api/staff/articles/:id',
      ]),
    );
    for (const bodyless of BODYLESS) expect(keys).toContain(bodyless);
  });

  it('each have a request schema, and a body schema where they read a body', () => {
    const unchecked = writes()
      .filter((r) => {
        const { body, params, querystring } = r.schema;
        if (!body && !params && !querystring) return true;
        return r.method !== 'DELETE' && !body && !BODYLESS.has(`${r.method} ${r.url}`);
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(unchecked).toEqual([]);
  });
});
