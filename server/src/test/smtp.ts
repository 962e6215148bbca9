// A real SMTP server for the mail tests (the `smtp-server` package, on loopback): every accepted
// message is parsed (mailparser) and kept. `mode` decides the next messages' fate: accept, refuse
// (a temporary 451 for the sender, as a busy or misconfigured server answers) or hold (the data is
// read but never answered, as a server that hangs mid-send).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
}

export type SmtpMode = 'accept' | 'refuse' | 'hold';

export interface TestSmtp {
  port: number;
  url: string;
  messages: Received[];
  mode: SmtpMode;
  /** messages whose data arrived while holding (never answered) */
  held: number;
  /** resolves when at least `count` messages were accepted */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  /** resolves when a held message's data has arrived */
  waitForHeld(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startSmtp(opts: { port?: number; delayMs?: number } = {}): Promise<TestSmtp> {
  const state: TestSmtp = {
    port: 0,
    url: '',
    messages: [],
    mode: 'accept',
    held: 0,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} letters, got ${state.messages.length}`);
        await sleep(25);
      }
      return state.messages;
    },
    async waitForHeld(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.held === 0) {
        if (Date.now() > deadline) throw new Error('no letter arrived to hold');
        await sleep(25);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.mode !== 'refuse') return callback();
      const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
      return callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.mode === 'hold') {
          state.held += 1;
          return; // never answered: the client waits until it gives up or dies
        }
        const raw = Buffer.concat(chunks);
        void (async () => {
          if (opts.delayMs) await sleep(opts.delayMs);
          const parsed = await simpleParser(raw);
          state.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            parsed,
          });
          callback();
        })();
      });
    },
  });
  // a server restarted on the port of a test's earlier one: the port may linger a moment
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}
