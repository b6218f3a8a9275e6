import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fijarSecretoCodigos } from '../src/modules/codigos/service';
import { client, createTestApp, login, productoConStock, rows } from './helpers';
import { createUserWithRole } from './support/harness';

/**
 * Authorization codes (docs/seguridad.md, «Códigos de autorización»): stored as HMAC-SHA-256 with a
 * server secret, each use audited with who issued the code, and the failure limit counted per user
 * and per issuer — one seller's mistakes do not lock anybody else out, and guessing from many
 * accounts revokes the codes it could hit.
 */

const ventaConPrecio = (productoId: number, codigo: string) => ({
  sucursalId: 1,
  metodoPagoId: 1,
  custom: true,
  codigo_pass: codigo,
  detalles: [{ productoId, cantidad: '1', precioUnitario: '10.00', custom: true }],
});

describe('storage', () => {
  test('the database keeps HMAC-SHA-256 of the code with the secret it made once, never its SHA-256', async () => {
    const t = await createTestApp();
    try {
      const admin = client(t.app, await login(t.app, 'admin@demo.local'));
      const { codigo } = (await admin.post('/api/ventas/codigos-autorizacion')).body as { codigo: string };
      const [{ valor }] = await rows<{ valor: string }>(t.db, sql`select valor from secretos_servidor where clave = 'codigos_autorizacion'`);
      expect(valor.length).toBeGreaterThanOrEqual(40);
      const [{ codigo_hash }] = await rows<{ codigo_hash: string }>(t.db, sql`select codigo_hash from codigos_autorizacion order by id desc limit 1`);
      expect(codigo_hash).toBe(createHmac('sha256', valor).update(codigo).digest('hex'));
      expect(codigo_hash).not.toBe(createHash('sha256').update(codigo).digest('hex'));
      // A second code uses the same secret (made once).
      await admin.post('/api/ventas/codigos-autorizacion');
      expect((await rows(t.db, sql`select * from secretos_servidor where clave = 'codigos_autorizacion'`)).length).toBe(1);
    } finally {
      await t.close();
    }
  });

  test('with AUTH_CODE_SECRET the code is keyed with it and no secret is written to the database', async () => {
    const t = await createTestApp({ config: { authCodeSecret: 'secreto-de-prueba-con-suficiente-largo' } });
    try {
      const admin = client(t.app, await login(t.app, 'admin@demo.local'));
      const { codigo } = (await admin.post('/api/ventas/codigos-autorizacion')).body as { codigo: string };
      const [{ codigo_hash }] = await rows<{ codigo_hash: string }>(t.db, sql`select codigo_hash from codigos_autorizacion order by id desc limit 1`);
      expect(codigo_hash).toBe(createHmac('sha256', 'secreto-de-prueba-con-suficiente-largo').update(codigo).digest('hex'));
      // (The demo's 'fiscal' key, which encrypts its ARCA certificate's key, is another secret.)
      expect(await rows(t.db, sql`select * from secretos_servidor where clave <> 'fiscal'`)).toEqual([]);
      expect((await admin.post('/api/ventas/check-code-pass', { codigo_pass: codigo })).body).toEqual({ valid: true });
    } finally {
      fijarSecretoCodigos(null);
      await t.close();
    }
  });
});

describe('each use is audited', () => {
  test('a sale with an overridden price records who issued the code, who used it, what for and on which sale', async () => {
    const t = await createTestApp();
    try {
      const admin = client(t.app, await login(t.app, 'admin@demo.local'));
      const vendedor = client(t.app, await login(t.app, 'vendedor@demo.local'));
      const { codigo } = (await admin.post('/api/ventas/codigos-autorizacion')).body as { codigo: string };
      const res = await vendedor.post('/api/ventas', ventaConPrecio(await productoConStock(t.db), codigo));
      expect(res.status).toBe(201);
      const { ventaId } = res.body as { ventaId: number };
      const [uso] = await rows<{ usuario_id: number; despues: Record<string, unknown> }>(
        t.db,
        sql`select usuario_id, despues from auditoria where entidad = 'codigos_autorizacion' and accion = 'usar' order by id desc limit 1`,
      );
      const [ids] = await rows<{ admin: number; vendedor: number }>(
        t.db,
        sql`select (select id from usuarios where email = 'admin@demo.local') as admin, (select id from usuarios where email = 'vendedor@demo.local') as vendedor`,
      );
      expect(uso.usuario_id).toBe(ids.vendedor);
      expect(uso.despues).toMatchObject({ emitidoPor: ids.admin, motivos: ['precio'], entidad: 'ventas', entidadId: ventaId });
      const [fila] = await rows(t.db, sql`select motivos, entidad, entidad_id, venta_id from codigos_autorizacion where used_at is not null`);
      expect(fila).toEqual({ motivos: ['precio'], entidad: 'ventas', entidad_id: ventaId, venta_id: ventaId });
      // Used once: the same code no longer serves.
      expect((await vendedor.post('/api/ventas/check-code-pass', { codigo_pass: codigo })).body).toEqual({ valid: false });
    } finally {
      await t.close();
    }
  });
});

describe('failure limits per user and per issuer', () => {
  test('past the issuer limit the usable codes of that issuer are revoked (audited), and nobody is locked out', async () => {
    const t = await createTestApp({
      config: { codeAttempts: { max: 3, windowMs: 15 * 60_000 }, codeIssuerAttempts: { max: 4, windowMs: 15 * 60_000 } },
    });
    try {
      const admin = client(t.app, await login(t.app, 'admin@demo.local'));
      const vendedor = client(t.app, await login(t.app, 'vendedor@demo.local'));
      const norte = client(t.app, await login(t.app, 'norte@demo.local'));
      const { codigo } = (await admin.post('/api/ventas/codigos-autorizacion')).body as { codigo: string };
      const wrong = (i: number) => String((Number(codigo) + 1 + i) % 1_000_000).padStart(6, '0');
      // Two users, two wrong codes each: under each user's limit (3), the issuer's count reaches 4.
      for (const [i, c] of [vendedor, vendedor, norte, norte].entries()) {
        expect((await c.post('/api/ventas/check-code-pass', { codigo_pass: wrong(i) })).body).toEqual({ valid: false });
      }
      // The fifth failure passes the issuer's limit: the admin's usable code is revoked.
      expect((await norte.post('/api/ventas/check-code-pass', { codigo_pass: wrong(9) })).body).toEqual({ valid: false });
      expect((await vendedor.post('/api/ventas/check-code-pass', { codigo_pass: codigo })).body).toEqual({ valid: false });
      const revocados = await rows(t.db, sql`select entidad_id from auditoria where entidad = 'codigos_autorizacion' and accion = 'revocar'`);
      expect(revocados).toHaveLength(1);
      // Nobody else is locked out by it: a new code works at once, from the same address.
      const nuevo = (await admin.post('/api/ventas/codigos-autorizacion')).body as { codigo: string };
      expect((await admin.post('/api/ventas/check-code-pass', { codigo_pass: nuevo.codigo })).body).toEqual({ valid: true });
    } finally {
      await t.close();
    }
  });
});

describe('who may check a code', () => {
  test('whoever writes quotes checks a code without selling (a quote price change); a role that writes no document gets 403', async () => {
    const t = await createTestApp();
    try {
      await createUserWithRole(t.db, 'presupuestos@prueba.local', 'Solo presupuestos', ['home.get', 'presupuestos.get', 'presupuestos.post']);
      await createUserWithRole(t.db, 'consulta@prueba.local', 'Solo consulta', ['home.get', 'ventas.get']);
      const admin = client(t.app, await login(t.app, 'admin@demo.local'));
      const { codigo } = (await admin.post('/api/ventas/codigos-autorizacion')).body as { codigo: string };
      const presupuestador = client(t.app, await login(t.app, 'presupuestos@prueba.local'));
      expect((await presupuestador.post('/api/ventas/check-code-pass', { codigo_pass: codigo })).body).toEqual({ valid: true });
      const consulta = client(t.app, await login(t.app, 'consulta@prueba.local'));
      expect((await consulta.post('/api/ventas/check-code-pass', { codigo_pass: codigo })).status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
