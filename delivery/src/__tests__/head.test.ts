import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRemotesServer, createWebServer } from '../deployment';

// Uptime monitors and crawlers send HEAD: every page, asset, list and API route of the
// deployment answers it as it answers GET, without the body.

let deployDir: string;
const servers: FastifyInstance[] = [];
let web: FastifyInstance;
let remotes: FastifyInstance;

function origin(server: FastifyInstance) {
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-head-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(deployDir, file)), { recursive: true });
    fs.writeFileSync(path.join(deployDir, file), content);
  };
  write('shell/1.1.0/index.html', '<!doctype html><title>Portal</title>');
  write('shell/1.1.0/main.0123456789.js', 'console.log(1)');
  fs.symlinkSync('shell/1.1.0', path.join(deployDir, 'web'));
  write('remotes.json', '{}');
  write('remotes/news/1.1.0/mf-manifest.json', '{"name":"news"}');
  const api = Fastify();
  api.get('/api/health', async () => ({ status: 'ok' }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const options = {
    deployDir,
    webPort: 0,
    remotesPort: 0,
    apiUrl: origin(api),
    host: '127.0.0.1',
  };
  web = await createWebServer(options);
  remotes = await createRemotesServer(options);
  await web.listen({ port: 0, host: '127.0.0.1' });
  await remotes.listen({ port: 0, host: '127.0.0.1' });
  servers.push(api, web, remotes);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(deployDir, { recursive: true, force: true });
});

test.each([
  ['a page', () => `${origin(web)}/home`],
  ['a deep page', () => `${origin(web)}/JDetail/1/article?id=1`],
  ['an asset', () => `${origin(web)}/main.0123456789.js`],
  ['the remotes list', () => `${origin(web)}/remotes.json`],
  ['an API route through the proxy', () => `${origin(web)}/api/health`],
  ["a remote's manifest", () => `${origin(remotes)}/news/1.1.0/mf-manifest.json`],
])('HEAD of %s answers as GET does, without a body', async (_what, target) => {
  const get = await fetch(target());
  const head = await fetch(target(), { method: 'HEAD' });
  expect(get.status).toBe(200);
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
  expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
  expect(await head.text()).toBe('');
});

test('HEAD of a missing file is a 404 like GET', async () => {
  const head = await fetch(`${origin(web)}/missing.0123456789.js`, { method: 'HEAD' });
  expect(head.status).toBe(404);
});
