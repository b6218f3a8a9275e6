import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * docker-compose.yml, the Dockerfile and deploy/nginx.conf checked without a container engine
 * (README «Producción», docs/arquitectura.md «Despliegue»): the file parses; every build context,
 * Dockerfile, target, app and mounted file it names exists; every service has a health check; two API
 * services behind the proxy, which balances /api to both and serves the shell; each remote has its own
 * image and port; the final image stages start from a small base and end with a non-root USER. Where
 * `docker info` fails the images are not built anywhere, and the run says so.
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

    const shellUpstream = /proxy_pass\s+http:\/\/([\w-]+)\s*;/.exec(location(nginx, '/'))?.[1];
    expect(ups.get(shellUpstream!)).toEqual(['shell:8080']);
    expect(services.shell.build?.args?.PORT).toBe('8080');

    // It listens where compose publishes it, and has a health check of its own.
    const published = porDefecto(p.ports![0]).split(':');
    expect(nginx).toMatch(new RegExp(`listen\\s+${published[1]}\\s*;`));
    expect(JSON.stringify(p.healthcheck!.test)).toContain('/salud-proxy');
    expect(location(nginx, '= /salud-proxy')).toMatch(/return\s+200/);

    // Shell and API share the proxy's origin: the shell calls /api, and the API accepts changes from
    // the proxy's public address, which matches the port it publishes.
    expect(services.shell.environment?.API_URL).toBe('/api');
    const origin = porDefecto(services.api.environment!.CORS_ORIGINS);
    expect(new URL(origin).port || '80').toBe(published[0]);
    expect(services.api.environment!.TRUST_PROXY).toBe('true');
  });

  test('each remote is its own image and port, and the shell points at those ports', () => {
    const remotes = built.filter(([name]) => name.startsWith('mf-'));
    expect(remotes.map(([n]) => n).sort()).toEqual(['mf-administracion', 'mf-contactos', 'mf-inventario', 'mf-operaciones']);
    const ports = new Set<string>();
    for (const [name, s] of remotes) {
      expect(s.build!.args?.APP).toBe(name);
      const [host, container] = s.ports![0].split(':');
      expect(container).toBe(s.build!.args!.PORT);
      ports.add(host);
      const key = `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`;
      expect(porDefecto(services.shell.environment![key])).toBe(`http://localhost:${host}/mf-manifest.json`);
      expect(JSON.stringify(s.healthcheck!.test)).toContain(`:${container}/mf-manifest.json`);
    }
    expect(ports.size).toBe(4);
  });
});

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
