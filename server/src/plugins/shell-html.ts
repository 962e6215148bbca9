// The shell's HTML page (/, /index.html and every SPA route): the built index.html, sent with the
// Content-Security-Policy built from the runtime files and a fresh nonce for the <style> tags the
// bundles insert (tooling/style-insert.cjs reads it from <meta property="csp-nonce">).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { newNonce, shellPolicy, type ShellRuntime } from '../lib/csp';

declare module 'fastify' {
  interface FastifyReply {
    /** sends the shell's page with its policy */
    sendShell(): Promise<FastifyReply>;
  }
}

export interface ShellHtmlOptions {
  /** the built shell (index.html, the built remotes.json/config.json) */
  dist: string;
  /** SHELL_RUNTIME_DIR: its remotes.json/config.json/csp.json win over the built ones */
  runtimeDir?: string;
}

/** Reads a JSON object from the first folder holding the file; {} when none does or it is broken. */
async function readJson(dirs: string[], file: string): Promise<Record<string, unknown>> {
  for (const dir of dirs) {
    let text: string;
    try {
      text = await readFile(path.join(dir, file), 'utf8');
    } catch {
      continue;
    }
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  return {};
}

/** The runtime files as they are now (read on every page load: they are a few hundred bytes). */
export async function readShellRuntime(dirs: string[]): Promise<ShellRuntime> {
  const [remotes, config, extra] = await Promise.all([
    readJson(dirs, 'remotes.json'),
    readJson(dirs, 'config.json'),
    readJson(dirs, 'csp.json'),
  ]);
  return {
    remotes: Object.fromEntries(
      Object.entries(remotes).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
    config,
    extra,
  };
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function renderShellHtml(template: string, nonce: string): string {
  const head = `<meta property="csp-nonce" nonce="${escapeAttr(nonce)}" />`;
  return template.replace(/<head>/i, (m) => `${m}\n    ${head}`);
}

export default fp(
  async (app: FastifyInstance, opts: ShellHtmlOptions) => {
    const dirs = opts.runtimeDir ? [opts.runtimeDir, opts.dist] : [opts.dist];
    const indexFile = path.join(opts.dist, 'index.html');

    app.decorateReply('sendShell', async function sendShell(this: FastifyReply) {
      const [template, runtime] = await Promise.all([
        readFile(indexFile, 'utf8'),
        readShellRuntime(dirs),
      ]);
      const nonce = newNonce();
      return this.code(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', shellPolicy(runtime, nonce))
        .send(renderShellHtml(template, nonce));
    });

    const page = (_req: unknown, reply: FastifyReply) => reply.sendShell();
    app.get('/', page);
    app.get('/index.html', page);
  },
  { name: 'shell-html' },
);
