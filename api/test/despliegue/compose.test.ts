import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * docker-compose.yml, the Dockerfile and deploy/nginx.conf checked without a container engine
 * (README «Producción», docs/arquitectura.md «Despliegue»): the file parses; every build context,
 * Dockerfile, target, app and mounted file it names exists; every service has a health check; two API
 * services behind the proxy, which balances /api to both and serves the shell; each remote has its own
 * image, served under the proxy at /mf/<remoto>/; the proxy is the only published service, terminates
 * TLS with the mounted certificate, redirects HTTP to HTTPS and sends the security headers
 * (docs/seguridad.md «Transporte y bordes»); the final image stages start from the Node.js LTS slim
 * base and end with a non-root USER. Where `docker info` fails the images are not built anywhere, and
 * the run says so.
 */

const ROOT = path.resolve(__dirname, '../../..');
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
const services = compose.services;
const nginx = read('deploy/nginx.conf');

/** `${NAME:-default}` → default (the value a plain `docker compose up` gets). */
const porDefecto = (value: string) => value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

/** Dockerfile stages: name → { from, instructions } (continuation lines joined, comments dropped). */
function stages(text: string): Map<string, { from: string; lines: string[] }> {
  const joined = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const out = new Map<string, { from: string; lines: string[] }>();
  let current: { from: string; lines: string[] } | null = null;
  for (const line of joined) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      current = { from: from[1], lines: [] };
      out.set(from[2] ?? `#${out.size}`, current);
    } else current?.lines.push(line);
  }
  return out;
}

/** The `upstream name { … }` blocks of the nginx config: name → its `server` addresses. */
function upstreams(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of text.matchAll(/upstream\s+(\S+)\s*\{([^}]*)\}/g)) {
    out.set(m[1], [...m[2].matchAll(/^\s*server\s+([^\s;]+)/gm)].map((s) => s[1]));
  }
  return out;
}

/** The directives of `location <path> { … }` (exact text of the path, e.g. '/api/'). */
function location(text: string, where: string): string {
  const m = new RegExp(`location\\s+${where.replace(/[/.]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(text);
  return m ? m[1] : '';
}

/** The `server { … }` blocks of the nginx config, each with its nested blocks (braces matched). */
function servers(text: string): string[] {
  const out: string[] = [];
  const sinComentarios = text.replace(/#[^\n]*/g, '');
  for (const m of sinComentarios.matchAll(/(^|\n)\s*server\s*\{/g)) {
    let depth = 0;
    const start = m.index! + m[0].length - 1;
    for (let i = start; i < sinComentarios.length; i += 1) {
      if (sinComentarios[i] === '{') depth += 1;
      else if (sinComentarios[i] === '}' && --depth === 0) {
        out.push(sinComentarios.slice(start + 1, i));
        break;
      }
    }
  }
  return out;
}

/** The `add_header` directives of a server block outside its locations: lowercased name → value. */
function headersOf(server: string): Map<string, string> {
  const top = server.replace(/location\s+[^{]*\{[^}]*\}/g, '');
  return new Map([...top.matchAll(/add_header\s+(\S+)\s+"([^"]*)"\s+always\s*;/g)].map((m) => [m[1].toLowerCase(), m[2]]));
}

/** .dockerignore patterns as regular expressions over context-relative paths. */
function ignored(): RegExp[] {
  return read('.dockerignore')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'))
    .map((p) => {
      const re = p
        .replace(/[.+^$()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '(?:.*/)?')
        .replace(/\*/g, '[^/]*');
      return new RegExp(`^${re}(?:/.*)?$`);
    });
}

beforeAll(() => {
  const info = spawnSync('docker', ['info'], { timeout: 20_000, encoding: 'utf8' });
  if (info.error || info.status !== 0) {
    console.log(
      'Imágenes no construidas: no hay motor de contenedores (docker info falla). Este test validó ' +
        'docker-compose.yml, el Dockerfile y deploy/nginx.conf sin construirlas; con un motor, .ci/run las construye y levanta.',
    );
  }
});

describe('docker-compose.yml', () => {
  const built = Object.entries(services).filter(([, s]) => s.build);

  test('parses, and every build context, Dockerfile, target, app and mounted file it names exists', () => {
    expect(Object.keys(services).length).toBeGreaterThanOrEqual(9);
    const missing: string[] = [];
    for (const [name, s] of built) {
      const context = path.join(ROOT, s.build!.context);
      if (!existsSync(context) || !statSync(context).isDirectory()) missing.push(`${name}: contexto ${s.build!.context}`);
      const dockerfile = path.join(context, s.build!.dockerfile ?? 'Dockerfile');
      if (!existsSync(dockerfile)) {
        missing.push(`${name}: ${s.build!.dockerfile}`);
        continue;
      }
      const target = s.build!.target;
      if (!target || !stages(readFileSync(dockerfile, 'utf8')).has(target)) missing.push(`${name}: etapa ${target}`);
      const app = s.build!.args?.APP;
      if (app && !existsSync(path.join(context, app, 'package.json'))) missing.push(`${name}: app ${app}`);
    }
    for (const [name, s] of Object.entries(services)) {
      for (const v of s.volumes ?? []) {
        const source = v.split(':')[0];
        if (source.startsWith('.') && !existsSync(path.join(ROOT, source))) missing.push(`${name}: volumen ${source}`);
        if (!source.startsWith('.') && !(source in (compose.volumes ?? {}))) missing.push(`${name}: volumen con nombre ${source} sin declarar`);
      }
      for (const dep of Object.keys(s.depends_on ?? {})) if (!(dep in services)) missing.push(`${name}: depende de ${dep}`);
    }
    expect(missing).toEqual([]);
  });

  test('every service has a health check', () => {
    const sin = Object.entries(services)
      .filter(([, s]) => {
        const t = s.healthcheck?.test;
        return s.healthcheck?.disable === true || !t || (Array.isArray(t) ? t.length < 2 || t[0] === 'NONE' : t.trim() === '');
      })
      .map(([name]) => name);
    expect(sin).toEqual([]);
    // The API's own check asks for GET /api/salud (the database answers), not just an open port.
    for (const [, s] of built.filter(([, x]) => x.build!.target === 'api')) expect(JSON.stringify(s.healthcheck!.test)).toContain('/api/salud');
  });

  test('PostgreSQL keeps its data in a named volume; two (or more) API instances use it and start after it is healthy', () => {
    const pg = Object.entries(services).find(([, s]) => s.image?.startsWith('postgres:'));
    expect(pg).toBeDefined();
    const [pgName, pgService] = pg!;
    expect(pgService.volumes?.some((v) => v.endsWith(':/var/lib/postgresql/data'))).toBe(true);
    expect(JSON.stringify(pgService.healthcheck?.test)).toContain('pg_isready');

    const apis = built.filter(([, s]) => s.build!.target === 'api');
    expect(apis.length).toBeGreaterThanOrEqual(2);
    expect(apis.map(([n]) => n)).toContain('api'); // the one `docker compose exec api …` reaches (README)
    for (const [, s] of apis) {
      expect(porDefecto(s.environment!.DATABASE_URL)).toMatch(new RegExp(`^postgres://[^@]+@${pgName}:5432/`));
      expect(s.depends_on?.[pgName]).toEqual({ condition: 'service_healthy' });
      // Behind the proxy: the API itself is not published.
      expect(s.ports ?? []).toEqual([]);
    }
  });

  test('the proxy (nginx, unprivileged official image) balances /api over both instances and serves the shell', () => {
    const proxy = Object.entries(services).find(([, s]) => s.image?.includes('nginx'));
    expect(proxy).toBeDefined();
    const [, p] = proxy!;
    expect(p.image).toMatch(/^nginxinc\/nginx-unprivileged:/);
    expect(p.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    const apis = built.filter(([, s]) => s.build!.target === 'api').map(([n]) => n);
    for (const n of apis) expect(p.depends_on?.[n]).toEqual({ condition: 'service_healthy' });

    const ups = upstreams(nginx);
    const apiUpstream = /proxy_pass\s+http:\/\/([\w-]+)\s*;/.exec(location(nginx, '/api/'))?.[1];
    expect(apiUpstream).toBeDefined();
    // Round-robin is nginx's default: no other balancing method in that upstream.
    expect(nginx).not.toMatch(/\b(ip_hash|least_conn|hash|random)\b[^;]*;/);
    // Every API service, and nothing else, on the port the API listens on in its image (ENV PORT=3000).
    expect([...(ups.get(apiUpstream!) ?? [])].sort()).toEqual(apis.map((n) => `${n}:3000`).sort());
    expect(apis.length).toBeGreaterThanOrEqual(2);

    const tls = servers(nginx).find((b) => /listen\s+8443\s+ssl/.test(b)) ?? '';
    const shellUpstream = /proxy_pass\s+http:\/\/([\w-]+)\s*;/.exec(location(tls, '/'))?.[1];
    expect(ups.get(shellUpstream!)).toEqual(['shell:8080']);
    expect(services.shell.build?.args?.PORT).toBe('8080');

    // It has a health check of its own, on plain HTTP inside the container.
    expect(JSON.stringify(p.healthcheck!.test)).toMatch(/http:\/\/127\.0\.0\.1:8080\/salud-proxy/);
    expect(location(nginx, '= /salud-proxy')).toMatch(/return\s+200/);

    // Shell and API share the proxy's origin: the shell calls /api, and the API accepts changes from
    // the proxy's public HTTPS address, which matches the port it publishes for HTTPS.
    expect(services.shell.environment?.API_URL).toBe('/api');
    const origin = new URL(porDefecto(services.api.environment!.CORS_ORIGINS));
    expect(origin.protocol).toBe('https:');
    const httpsPublicado = (p.ports ?? []).map((x) => porDefecto(x).split(':')).find(([, c]) => c === '8443');
    expect(origin.port || '443').toBe(httpsPublicado?.[0]);
    expect(services.api.environment!.TRUST_PROXY).toBe('true');
  });

  test('the proxy terminates TLS with the mounted certificate, and HTTP only redirects to HTTPS (and answers its health check)', () => {
    const p = Object.values(services).find((s) => s.image?.includes('nginx'))!;
    expect(p.volumes).toContain('./deploy/certs:/etc/nginx/certs:ro');
    // The certificate folder is in the repository only as its .gitignore: a key never gets committed,
    // and never enters an image.
    expect(read('deploy/certs/.gitignore').split(/\r?\n/)).toEqual(expect.arrayContaining(['*', '!.gitignore']));
    expect(read('.dockerignore').split(/\r?\n/)).toContain('deploy/certs');
    expect(existsSync(path.join(ROOT, 'scripts/certificado-local.sh'))).toBe(true);
    expect(read('scripts/certificado-local.sh')).toMatch(/openssl req -x509[^\n]*\\\n[^\n]*-keyout "\$dir\/tls\.key" -out "\$dir\/tls\.crt"/);

    expect((p.ports ?? []).map((x) => porDefecto(x))).toEqual(['80:8080', '443:8443']);
    const blocks = servers(nginx);
    const tls = blocks.filter((b) => /listen\s+8443\s+ssl\s*;/.test(b));
    const http = blocks.filter((b) => /listen\s+8080\s*;/.test(b));
    expect({ tls: tls.length, http: http.length, total: blocks.length }).toEqual({ tls: 1, http: 1, total: 2 });
    expect(tls[0]).toMatch(/ssl_certificate\s+\/etc\/nginx\/certs\/tls\.crt\s*;/);
    expect(tls[0]).toMatch(/ssl_certificate_key\s+\/etc\/nginx\/certs\/tls\.key\s*;/);
    expect(tls[0]).toMatch(/ssl_protocols\s+TLSv1\.2\s+TLSv1\.3\s*;/);

    // Plain HTTP: the health check, and everything else a 301 to the same path over HTTPS; no
    // proxy_pass, so nothing of the application is served unencrypted.
    expect(http[0]).not.toMatch(/proxy_pass/);
    expect(location(http[0], '/')).toMatch(/return\s+301\s+https:\/\/\$host\$request_uri\s*;/);
    expect(location(http[0], '= /salud-proxy')).toMatch(/return\s+200/);
    // Everything of the application is behind TLS.
    for (const where of ['/api/', '/']) expect(location(tls[0], where)).toMatch(/proxy_pass/);
  });

  test('every HTTPS answer carries HSTS, a CSP of our own origin only, nosniff, frame-ancestors none and Referrer-Policy', () => {
    const tls = servers(nginx).find((b) => /listen\s+8443\s+ssl/.test(b))!;
    const h = headersOf(tls);
    expect(h.get('strict-transport-security')).toMatch(/^max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(h.get('strict-transport-security')!)![1])).toBeGreaterThanOrEqual(15_552_000);
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('referrer-policy')).toMatch(/^(same-origin|strict-origin|strict-origin-when-cross-origin|no-referrer)$/);
    expect(h.get('x-frame-options')).toBe('DENY');
    const csp = new Map(
      h
        .get('content-security-policy')!
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // styled-components inserts <style> elements at run time.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // No other origin anywhere in the policy.
    expect([...csp.values()].flat().filter((v) => /^https?:|\*/.test(v))).toEqual([]);
    // A location with its own add_header would stop inheriting these (nginx): none has one.
    expect([...tls.matchAll(/location\s+[^{]*\{([^}]*)\}/g)].filter((m) => /add_header/.test(m[1]))).toEqual([]);
    // The same headers from the API or the apps are hidden, so a browser sees one set.
    for (const name of h.keys()) expect(tls.toLowerCase()).toMatch(new RegExp(`proxy_hide_header\\s+${name}\\s*;`));
  });

  test('each remote is its own image, served by the proxy under /mf/<remoto>/, and the shell points there', () => {
    const remotes = built.filter(([name]) => name.startsWith('mf-'));
    expect(remotes.map(([n]) => n).sort()).toEqual(['mf-administracion', 'mf-contactos', 'mf-inventario', 'mf-operaciones']);
    const ups = upstreams(nginx);
    const tls = servers(nginx).find((b) => /listen\s+8443\s+ssl/.test(b))!;
    const proxy = Object.values(services).find((s) => s.image?.includes('nginx'))!;
    for (const [name, s] of remotes) {
      expect(s.build!.args?.APP).toBe(name);
      const port = s.build!.args!.PORT;
      expect(s.expose).toEqual([port]);
      const prefix = `/mf/${name.replace(/^mf-/, '')}/`;
      // nginx passes /mf/inventario/x to the remote's own /x (the `/` at the end of proxy_pass).
      const pass = /proxy_pass\s+http:\/\/([\w-]+)\/\s*;/.exec(location(tls, prefix));
      expect({ name, upstream: pass && ups.get(pass[1]) }).toEqual({ name, upstream: [`${name}:${port}`] });
      const key = `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`;
      expect(porDefecto(services.shell.environment![key])).toBe(`${prefix}mf-manifest.json`);
      expect(JSON.stringify(s.healthcheck!.test)).toContain(`:${port}/mf-manifest.json`);
      // The proxy starts once the remotes it serves are healthy.
      expect(proxy.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
      // Same origin as the shell: no Access-Control-Allow-Origin (shared/build/serve-static.mjs).
      expect(s.environment?.CORS_ALLOW_ORIGIN).toBe('');
    }
    expect(services.shell.environment?.CORS_ALLOW_ORIGIN).toBe('');
    // The remotes' chunks are fetched relative to their manifest (publicPath 'auto'), so they stay
    // under /mf/<remoto>/ too; the shell alone owns absolute paths from the root.
    expect(read('shared/build/webpack.cjs')).toMatch(/publicPath: 'auto'/);
  });

  test('only the proxy is published on the host: the API, the shell and the remotes are reached through it', () => {
    const publicados = Object.entries(services)
      .filter(([, s]) => (s.ports ?? []).length > 0)
      .map(([n]) => n);
    expect(publicados).toEqual(['proxy']);
  });

  test('the session cookie is Secure in production unless COOKIE_SECURE=false is set on purpose', () => {
    const apis = built.filter(([, s]) => s.build!.target === 'api');
    for (const [, s] of apis) expect(porDefecto(s.environment!.COOKIE_SECURE ?? '')).toBe('');
    expect(apiImageIsProduction()).toBe(true);
  });
});

/** The API image sets NODE_ENV=production (which turns COOKIE_SECURE on, api/src/config.ts). */
function apiImageIsProduction(): boolean {
  return /ENV\s+NODE_ENV=production/.test(stages(read('Dockerfile')).get('api')!.lines.join('\n'));
}

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const all = stages(text);
  const targets = [...new Set(Object.values(services).flatMap((s) => (s.build?.target ? [s.build.target] : [])))];

  test('has several stages, and each image compose builds starts from a fresh base, not from a build stage', () => {
    expect(all.size).toBeGreaterThanOrEqual(4);
    for (const t of targets) {
      const from = all.get(t)!.from;
      expect([...all.keys()]).not.toContain(from);
      expect(from === '${NODE_IMAGE}' ? /ARG NODE_IMAGE=node:\d+-[\w-]*slim/.test(text) : /slim|alpine/.test(from)).toBe(true);
    }
  });

  test('the final images run the current Node.js LTS (24), and serve-static is bundled for it', () => {
    expect(text).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    const esbuild = all.get('serve-static')!.lines.find((l) => /esbuild/.test(l))!;
    expect(esbuild).toMatch(/--target=node24\b/);
    // The API bundle also runs on the development machines (Node 20): it targets the oldest.
    expect(read('api/build.mjs')).toMatch(/target: 'node20'/);
  });

  test('every image compose builds ends with a non-root USER', () => {
    for (const t of targets) {
      const users = all.get(t)!.lines.filter((l) => /^USER\s/i.test(l));
      expect({ target: t, user: users.at(-1)?.split(/\s+/)[1] }).toEqual({ target: t, user: 'node' });
    }
  });

  test('every file it copies from the build context exists and is not left out by .dockerignore', () => {
    const apps = [...new Set(Object.values(services).flatMap((s) => (s.build?.args?.APP ? [s.build.args.APP] : [])))];
    const patterns = ignored();
    const problems: string[] = [];
    for (const [name, stage] of all) {
      for (const line of stage.lines.filter((l) => /^COPY\s/i.test(l) && !/--from=/.test(l))) {
        const parts = line.split(/\s+/).slice(1).filter((p) => !p.startsWith('--'));
        for (const src of parts.slice(0, -1)) {
          for (const expanded of src.includes('${APP}') ? apps.map((a) => src.replace('${APP}', a)) : [src]) {
            if (!existsSync(path.join(ROOT, expanded))) problems.push(`${name}: ${expanded} no existe`);
            if (patterns.some((re) => re.test(expanded.replace(/\/$/, '')))) problems.push(`${name}: ${expanded} excluido por .dockerignore`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('the dependency stage copies the package.json of every workspace package (the frozen install needs them all)', () => {
    const workspace = (parse(read('pnpm-workspace.yaml')) as { packages: string[] }).packages;
    const copied = all.get('deps')!.lines.filter((l) => /^COPY\s/i.test(l)).map((l) => l.split(/\s+/)[1]);
    expect(workspace.map((pkg) => `${pkg}/package.json`).filter((f) => !copied.includes(f))).toEqual([]);
    expect(copied).toEqual(expect.arrayContaining(['pnpm-lock.yaml']));
  });

  test('the API image runs the built server and has the built crear-admin command', () => {
    const api = all.get('api')!.lines.join('\n');
    expect(api).toContain('CMD ["node", "api/dist/server.js"]');
    expect(read('api/build.mjs')).toMatch(/'crear-admin':\s*join\(here, 'src\/db\/crear-admin\.ts'\)/);
  });
});
