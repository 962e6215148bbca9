// An answer that leaves before its request's body was read whole (a multipart upload refused for
// too many files or parts, a file too big, a guard's refusal) must not leave the rest of that body
// on a keep-alive connection: the next request on the same socket would wait behind it forever.
// The multipart parser stops reading when it refuses; here the rest is read and dropped, so the
// connection stays usable. A body too big to be worth reading (or of unknown length) closes the
// connection after the answer instead (`Connection: close`).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Whatever the largest upload may be (5 files of 5 MB and the fields), with room to spare. */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const raw = request.raw;
      // inject()'s requests have no `complete`; a real one is complete once its body was read
      if (raw.complete !== false || raw.destroyed) return payload;
      const declared = Number(raw.headers['content-length']);
      if (!(declared <= DRAIN_MAX_BYTES)) reply.header('connection', 'close');
      let read = 0;
      raw.on('data', (chunk: Buffer) => {
        read += chunk.length;
        // a body longer than it said, or endless: stop reading, close the connection
        if (read > DRAIN_MAX_BYTES) raw.destroy();
      });
      // a parser still attached (a refused file's own error) would hold the stream back
      raw.unpipe();
      raw.resume();
      return payload;
    });
  },
  { name: 'unread-body' },
);
