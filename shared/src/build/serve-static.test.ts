/**
 * @jest-environment node
 */
/**
 * shared/build/serve-static.mjs, the server of every built app (`pnpm --filter <app> start`): run as
 * a real process on a temporary dist folder, checked on the headers a browser reads
 * (docs/arquitectura.md «Servir y caché»).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '..', '..', 'build', 'serve-static.mjs');
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The dist files' modification time (one-second precision, as Last-Modified carries it). */
const MTIME = new Date('2024-05-10T12:00:00Z');

interface Served {
  url: string;
  /** The server process (to see that it is still running). */
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts the server on `dir` on a free port; resolves once it prints its address. */
function serve(dir: string, env: Record<string, string> = {}): Promise<Served> {
  return new Promise((resolvePromise, reject) => {
    const child: ChildProcess = spawn(process.execPath, [SCRIPT, dir, '0'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr?.on('data', (c: Buffer) => (err += c));
    child.once('exit', (code) => reject(new Error(`serve-static terminó (${code}): ${err}`)));
    child.stdout?.on('data', (c: Buffer) => {
      out += c;
      const m = /http:\/\/localhost:(\d+)/.exec(out);
      if (!m) return;
      child.removeAllListeners('exit');
      resolvePromise({
        url: `http://127.0.0.1:${m[1]}`,
        child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** Writes `files` (name → content) under a new temp folder, all with {@link MTIME}. */
function distWith(root: string, files: Record<string, string>): string {
  const dir = join(root, 'dist');
  mkdirSync(dir);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), content);
    utimesSync(join(dir, name), MTIME, MTIME);
  }
  return dir;
}

describe('serve-static.mjs: un remoto construido', () => {
  let root: string;
  let server: Served;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-static-'));
    writeFileSync(join(root, 'secreto.txt'), 'fuera de dist');
    const dir = distWith(root, {
      'index.html': '<!doctype html><div id="root"></div>',
      'main.js': 'console.log("standalone")',
      'remoteEntry.js': 'var mf_inventario;',
      'mf-manifest.json': '{"id":"mf_inventario"}',
      '1234.ab12cd34.js': 'console.log("chunk")',
      '1234.ab12cd34.js.map': '{"version":3}',
      '1234.ab12cd34.js.LICENSE.txt': 'MIT',
    });
    server = await serve(dir);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/1234.ab12cd34.js', '/1234.ab12cd34.js.map'])('%s (nombre con hash de contenido) es inmutable por un año', async (path) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    ['/remoteEntry.js', 'var mf_inventario;', 'text/javascript'],
    ['/mf-manifest.json', '{"id":"mf_inventario"}', 'application/json'],
    ['/', '<!doctype html><div id="root"></div>', 'text/html'],
    ['/index.html', '<!doctype html><div id="root"></div>', 'text/html'],
    ['/main.js', 'console.log("standalone")', 'text/javascript'],
    ['/1234.ab12cd34.js.LICENSE.txt', 'MIT', 'text/plain'],
  ])('%s (sin hash) se revalida en cada carga, con ETag y Last-Modified', async (path, body, type) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(body);
    expect(res.headers.get('content-type')).toContain(type);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^(W\/)?".+"$/);
    expect(res.headers.get('last-modified')).toBe(MTIME.toUTCString());
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('una ruta del cliente recibe index.html, también sin caché', async () => {
    const res = await fetch(`${server.url}/productos/12?tab=costos`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<!doctype html><div id="root"></div>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('If-None-Match con el ETag vigente: 304 sin cuerpo (el navegador conserva sus encabezados de caché), con CORS', async () => {
    const first = await fetch(`${server.url}/remoteEntry.js`);
    const etag = first.headers.get('etag') as string;
    const res = await fetch(`${server.url}/remoteEntry.js`, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('If-None-Match con un ETag viejo (el remoto se volvió a desplegar): 200 con el archivo', async () => {
    const res = await fetch(`${server.url}/mf-manifest.json`, { headers: { 'If-None-Match': 'W/"viejo"' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"id":"mf_inventario"}');
  });

  it('un chunk que ya no existe es 404 (no index.html), y tampoco se guarda', async () => {
    const res = await fetch(`${server.url}/9999.deadbeef.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('no sirve archivos fuera de la carpeta', async () => {
    for (const path of ['/..%2fsecreto.txt', '/%2e%2e/secreto.txt', '/..%5csecreto.txt']) {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('fuera de dist');
    }
  });

  it('responde el preflight CORS', async () => {
    const res = await fetch(`${server.url}/remoteEntry.js`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('serve-static.mjs: detrás del proxy, CORS_ALLOW_ORIGIN vacía', () => {
  let root: string;
  let server: Served;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-static-'));
    const dir = distWith(root, { 'index.html': '<!doctype html>', 'remoteEntry.js': 'var mf_inventario;', 'mf-manifest.json': '{"id":"mf_inventario"}' });
    server = await serve(dir, { CORS_ALLOW_ORIGIN: '' });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('no envía Access-Control-Allow-Origin (shell y remotos comparten el origen del proxy), y sigue sirviendo', async () => {
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/']) {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const pre = await fetch(`${server.url}/remoteEntry.js`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('serve-static.mjs: el shell y su config.json', () => {
  const config = { apiUrl: 'http://localhost:3000/api', remotes: { 'mf-inventario': 'http://localhost:3001/mf-manifest.json', 'mf-contactos': 'http://localhost:3003/mf-manifest.json' } };
  let root: string;
  let dir: string;
  let server: Served;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-static-'));
    dir = distWith(root, { 'index.html': '<!doctype html>', 'config.json': JSON.stringify(config) });
    server = await serve(dir, { REMOTE_MF_INVENTARIO_URL: 'https://inventario.example/v2/mf-manifest.json' });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('sirve config.json con la URL del remoto cambiada al servir, sin caché y con ETag; 304 al revalidar', async () => {
    const res = await fetch(`${server.url}/config.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      apiUrl: 'http://localhost:3000/api',
      remotes: { 'mf-inventario': 'https://inventario.example/v2/mf-manifest.json', 'mf-contactos': 'http://localhost:3003/mf-manifest.json' },
    });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await fetch(`${server.url}/config.json`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('un cambio de config.json en dist (otro remoto redesplegado) se sirve sin reiniciar, y el ETag viejo ya no da 304', async () => {
    const before = await fetch(`${server.url}/config.json`);
    const oldEtag = before.headers.get('etag') as string;
    const nuevo = { ...config, remotes: { ...config.remotes, 'mf-contactos': 'https://contactos.example/v7/mf-manifest.json' } };
    writeFileSync(join(dir, 'config.json'), JSON.stringify(nuevo));

    const res = await fetch(`${server.url}/config.json`, { headers: { 'If-None-Match': oldEtag } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.remotes['mf-contactos']).toBe('https://contactos.example/v7/mf-manifest.json');
    // The serve-time override still wins for the remote it names.
    expect(body.remotes['mf-inventario']).toBe('https://inventario.example/v2/mf-manifest.json');
    expect(res.headers.get('etag')).not.toBe(oldEtag);
  });
});

describe('serve-static.mjs: SHELL_CONFIG_FILE, la configuración que se cambia sin reiniciar', () => {
  const config = { apiUrl: 'http://localhost:3000/api', remotes: { 'mf-inventario': 'http://localhost:3001/mf-manifest.json', 'mf-contactos': 'http://localhost:3003/mf-manifest.json' } };
  let root: string;
  let file: string;
  let server: Served;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-static-'));
    const dir = distWith(root, { 'index.html': '<!doctype html>', 'config.json': JSON.stringify(config) });
    file = join(root, 'config-en-ejecucion.json');
    writeFileSync(file, JSON.stringify({ remotes: { 'mf-contactos': 'http://localhost:13103/mf-manifest.json' } }));
    server = await serve(dir, { SHELL_CONFIG: JSON.stringify({ reportProblemUrl: 'https://example.com/reportar' }), SHELL_CONFIG_FILE: file });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('se aplica sobre config.json y SHELL_CONFIG, reemplazando solo los remotos que nombra', async () => {
    const res = await fetch(`${server.url}/config.json`);
    expect(await res.json()).toEqual({
      apiUrl: 'http://localhost:3000/api',
      reportProblemUrl: 'https://example.com/reportar',
      remotes: { 'mf-inventario': 'http://localhost:3001/mf-manifest.json', 'mf-contactos': 'http://localhost:13103/mf-manifest.json' },
    });
  });

  it('un cambio del archivo vale desde el pedido siguiente, con otro ETag', async () => {
    const before = await fetch(`${server.url}/config.json`);
    const oldEtag = before.headers.get('etag') as string;
    writeFileSync(file, JSON.stringify({ remotes: { 'mf-contactos': 'https://contactos.example/v8/mf-manifest.json' } }));

    const res = await fetch(`${server.url}/config.json`, { headers: { 'If-None-Match': oldEtag } });
    expect(res.status).toBe(200);
    expect((await res.json()).remotes['mf-contactos']).toBe('https://contactos.example/v8/mf-manifest.json');
    expect(res.headers.get('etag')).not.toBe(oldEtag);
  });

  it('si el archivo queda roto (a medio escribir), sigue sirviendo su último contenido válido', async () => {
    writeFileSync(file, JSON.stringify({ remotes: { 'mf-contactos': 'https://contactos.example/v9/mf-manifest.json' } }));
    expect((await (await fetch(`${server.url}/config.json`)).json()).remotes['mf-contactos']).toBe('https://contactos.example/v9/mf-manifest.json');
    writeFileSync(file, '{"remotes": {"mf-contac');

    const res = await fetch(`${server.url}/config.json`);
    expect(res.status).toBe(200);
    expect((await res.json()).remotes['mf-contactos']).toBe('https://contactos.example/v9/mf-manifest.json');
  });

  it.each([
    ['no existe', null],
    ['no es JSON', '{"remotes":'],
  ])('si al iniciar el archivo %s, el servidor no arranca y dice por qué', async (_caso, content) => {
    const otro = mkdtempSync(join(tmpdir(), 'serve-static-'));
    try {
      const dir = distWith(otro, { 'index.html': '<!doctype html>', 'config.json': JSON.stringify(config) });
      const path = join(otro, 'config.json');
      if (content !== null) writeFileSync(path, content);
      await expect(serve(dir, { SHELL_CONFIG_FILE: path })).rejects.toThrow(/terminó \(1\): Configuración del shell inválida: SHELL_CONFIG_FILE .*config\.json/);
    } finally {
      rmSync(otro, { recursive: true, force: true });
    }
  });
});

/**
 * One raw HTTP/1.1 request over a new socket (no URL normalisation: `path` goes as written, bytes
 * and all), resolving with the status of the answer, or 0 when the server closed without one.
 */
function rawStatus(url: string, path: string): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolvePromise, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    let data = '';
    socket.setTimeout(5000, () => socket.destroy(new Error(`sin respuesta a ${JSON.stringify(path)}`)));
    socket.on('connect', () => socket.write(Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1')));
    socket.on('data', (c: Buffer) => (data += c.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolvePromise(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
  });
}

/** A small deterministic pseudo-random generator (mulberry32), so a failing path can be replayed. */
function generador(semilla: number): () => number {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('serve-static.mjs: caminos malformados y al azar (docs/seguridad.md «Transporte y bordes»)', () => {
  const RONDAS = 3000;
  let root: string;
  let server: Served;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-static-'));
    const dir = distWith(root, {
      'index.html': '<!doctype html><div id="root"></div>',
      'config.json': JSON.stringify({ apiUrl: '/api', remotes: {} }),
      'mf-manifest.json': '{"id":"mf_inventario"}',
      '1234.ab12cd34.js': 'console.log("chunk")',
    });
    server = await serve(dir);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/%C0', '/%', '/%E0%A4%A', '/config.json%FF', '/%C0.js', '/productos/%ZZ', '/%2e%2e%2f%C0'])(
    'GET %s (no se puede decodificar) responde 400 y el servidor sigue andando',
    async (path) => {
      expect(await rawStatus(server.url, path)).toBe(400);
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/mf-manifest.json`)).status).toBe(200);
    },
  );

  it(`${RONDAS} caminos al azar y malformados: ninguno tira el proceso ni da 500`, async () => {
    const azar = generador(20261201);
    const piezas = ['/', '%', '%C0', '%FF', '%00', '%2e', '%2f', '%5c', '%E2%82', '%E2%82%AC', '..', '.', '\\', '?', '#', ';', 'a', 'Z', '0', 'ñ', '€', '\u0001', '\u007f', 'config.json', 'mf-manifest.json', '.js', '.map', '~', '%%', '%u00e9', '&', '=', '+', '@', ':', '[', ']'];
    const caminos: string[] = [];
    for (let i = 0; i < RONDAS; i += 1) {
      let p = '/';
      const largo = 1 + Math.floor(azar() * 12);
      for (let j = 0; j < largo; j += 1) p += piezas[Math.floor(azar() * piezas.length)];
      // ñ and € go as their UTF-8 bytes, or as a lone latin1 byte (a malformed one).
      caminos.push(azar() < 0.5 ? Buffer.from(p, 'utf8').toString('latin1') : p);
    }
    caminos.push('/' + 'a'.repeat(7000), '/' + '%C0'.repeat(2000), '/..%2f..%2f..%2fetc%2fpasswd');

    const vistos: Record<number, number> = {};
    const malos: string[] = [];
    // 20 at a time: enough to be a burst, bounded so the loopback never runs out of sockets.
    for (let i = 0; i < caminos.length; i += 20) {
      const lote = caminos.slice(i, i + 20);
      const estados = await Promise.all(lote.map((p) => rawStatus(server.url, p)));
      estados.forEach((s, k) => {
        vistos[s] = (vistos[s] ?? 0) + 1;
        if (![200, 400, 404, 431].includes(s)) malos.push(`${s} ${JSON.stringify(lote[k])}`);
      });
      if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`el servidor terminó en el lote ${i / 20}: ${JSON.stringify(lote)}`);
    }
    expect(malos).toEqual([]);
    expect(vistos[400]).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();
    const res = await fetch(`${server.url}/config.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ apiUrl: '/api', remotes: {} });
  }, 120_000);
});
