import { createPrivateKey, X509Certificate } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  MSG_CERTIFICADO_INVALIDO,
  MSG_CERTIFICADO_VENCIDO,
  MSG_CLAVE_INVALIDA,
  MSG_CLAVE_NO_CORRESPONDE,
  MSG_PUNTO_VENTA_OCUPADO,
  MSG_SUCURSAL_NO_ENCONTRADA,
  type CertificadoBody,
  type CertificadoInfo,
  type ConfiguracionFiscal,
  type SessionUser,
  type SucursalFiscal,
  type SucursalFiscalBody,
  toMoney,
} from 'shared';
import type { z } from 'zod';
import type { configuracionFiscalBodySchema } from 'shared';
import type { Db, DbOrTx } from '../../db/client';
import { configuracionFiscal, sucursales } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { cifrar, descifrar, secretoGuardado } from '../../lib/secretos';

/**
 * The business's fiscal settings (docs/facturacion.md): GET/PUT fiscal/configuracion, PUT
 * fiscal/certificado and the punto de venta of each branch (PUT sucursales/{id}). One row
 * (configuracion_fiscal, id 1, made by migration 0020). The private key is encrypted with the
 * server key ({@link fijarSecretoFiscal}) and only {@link credencialesArca} reads it back.
 */

/** Key of the database-kept secret when FISCAL_SECRET is not set. */
const CLAVE_SECRETO = 'fiscal';
/** FISCAL_SECRET (config `fiscalSecret`), set by buildApp; null → the database's. */
let secretoConfigurado: string | null = null;

/** Sets the configured key of the private key's encryption (buildApp, from `AppConfig.fiscalSecret`). */
export function fijarSecretoFiscal(secreto: string | null | undefined): void {
  secretoConfigurado = secreto ? secreto : null;
}

const secreto = (db: DbOrTx) => (secretoConfigurado ? Promise.resolve(secretoConfigurado) : secretoGuardado(db, CLAVE_SECRETO));

const MS_DIA = 24 * 60 * 60 * 1000;

/** What the screen shows of a PEM certificate: subject, issuer, validity and the days left (whole days, negative once expired). */
export function infoCertificado(pem: string, ahora = new Date()): CertificadoInfo {
  const c = new X509Certificate(pem);
  const vence = new Date(c.validTo);
  return {
    sujeto: c.subject.replaceAll('\n', ', '),
    emisor: c.issuer.replaceAll('\n', ', '),
    desde: new Date(c.validFrom).toISOString(),
    vence: vence.toISOString(),
    diasParaVencer: Math.floor((vence.getTime() - ahora.getTime()) / MS_DIA),
  };
}

/** GET fiscal/configuracion: the settings, the certificate's data (never the certificate nor the key) and every active branch's punto de venta. */
export async function getConfiguracion(db: DbOrTx): Promise<ConfiguracionFiscal> {
  const [c] = await db.select().from(configuracionFiscal).where(eq(configuracionFiscal.id, 1));
  const puntos = await db
    .select({ sucursalId: sucursales.id, sucursal: sucursales.nombre, puntoVenta: sucursales.puntoVenta })
    .from(sucursales)
    .where(eq(sucursales.activo, true))
    .orderBy(asc(sucursales.id));
  return {
    cuit: c?.cuit ?? null,
    razonSocial: c?.razonSocial ?? null,
    condicionIva: (c?.condicionIva as ConfiguracionFiscal['condicionIva']) ?? null,
    ingresosBrutos: c?.ingresosBrutos ?? null,
    inicioActividades: c?.inicioActividades ?? null,
    domicilioComercial: c?.domicilioComercial ?? null,
    entorno: (c?.entorno as ConfiguracionFiscal['entorno']) ?? 'simulador',
    limiteConsumidorFinal: toMoney(c?.limiteConsumidorFinal ?? '10000000'),
    certificado: c?.certificado ? infoCertificado(c.certificado) : null,
    puntosVenta: puntos,
  };
}

/** The fields of the configuration an audit entry shows (not the branches; the encrypted key never is there). */
const auditable = ({ puntosVenta: _p, ...resto }: ConfiguracionFiscal) => resto;

/** PUT fiscal/configuracion: writes every field in ONE transaction with its audit row ('actualizar', before and after). */
export async function actualizarConfiguracion(db: Db, actor: SessionUser, body: z.output<typeof configuracionFiscalBodySchema>): Promise<ConfiguracionFiscal> {
  return db.transaction(async (tx) => {
    const antes = await getConfiguracion(tx);
    await tx
      .insert(configuracionFiscal)
      .values({ id: 1, ...body, updatedAt: new Date() })
      .onConflictDoUpdate({ target: configuracionFiscal.id, set: { ...body, updatedAt: new Date() } });
    const despues = await getConfiguracion(tx);
    await audit(tx, { usuarioId: actor.id, entidad: 'configuracion_fiscal', entidadId: 1, accion: 'actualizar', antes: auditable(antes), despues: auditable(despues) });
    return despues;
  });
}

/**
 * PUT fiscal/certificado: checks that the certificate is an X.509 PEM not yet expired and that the
 * key is its private key, then stores the certificate and the key encrypted, audited without either.
 * @throws AppError 400 {@link MSG_CERTIFICADO_INVALIDO}, {@link MSG_CLAVE_INVALIDA},
 *   {@link MSG_CLAVE_NO_CORRESPONDE}, {@link MSG_CERTIFICADO_VENCIDO}.
 */
export async function guardarCertificado(db: Db, actor: SessionUser, body: CertificadoBody, ahora = new Date()): Promise<ConfiguracionFiscal> {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(body.certificado);
  } catch {
    throw badRequest(MSG_CERTIFICADO_INVALIDO);
  }
  let clave;
  try {
    clave = createPrivateKey(body.clavePrivada);
  } catch {
    throw badRequest(MSG_CLAVE_INVALIDA);
  }
  if (!cert.checkPrivateKey(clave)) throw badRequest(MSG_CLAVE_NO_CORRESPONDE);
  if (new Date(cert.validTo).getTime() <= ahora.getTime()) throw badRequest(MSG_CERTIFICADO_VENCIDO);
  return db.transaction(async (tx) => {
    const [previo] = await tx.select({ certificado: configuracionFiscal.certificado }).from(configuracionFiscal).where(eq(configuracionFiscal.id, 1));
    const clavePrivadaCifrada = cifrar(body.clavePrivada, await secreto(tx));
    await tx
      .insert(configuracionFiscal)
      .values({ id: 1, certificado: body.certificado, clavePrivadaCifrada, updatedAt: new Date() })
      .onConflictDoUpdate({ target: configuracionFiscal.id, set: { certificado: body.certificado, clavePrivadaCifrada, updatedAt: new Date() } });
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'configuracion_fiscal',
      entidadId: 1,
      accion: 'cambiar_certificado',
      antes: { certificado: previo?.certificado ? infoCertificado(previo.certificado, ahora) : null },
      despues: { certificado: infoCertificado(body.certificado, ahora) },
    });
    return getConfiguracion(tx);
  });
}

/**
 * What the ARCA client needs: the business's CUIT, the environment, the certificate and the private
 * key decrypted; null while any is missing. Server-side only: never returned by a route.
 */
export async function credencialesArca(db: DbOrTx) {
  const [c] = await db.select().from(configuracionFiscal).where(eq(configuracionFiscal.id, 1));
  if (!c?.cuit || !c.certificado || !c.clavePrivadaCifrada) return null;
  return { cuit: c.cuit, entorno: c.entorno, certificado: c.certificado, clavePrivada: descifrar(c.clavePrivadaCifrada, await secreto(db)) };
}

/**
 * PUT sucursales/{id} { puntoVenta }: the branch's ARCA punto de venta, audited.
 * @throws AppError 404 {@link MSG_SUCURSAL_NO_ENCONTRADA}; 409 {@link MSG_PUNTO_VENTA_OCUPADO}.
 */
export async function fijarPuntoVenta(db: Db, actor: SessionUser, id: number, body: SucursalFiscalBody): Promise<SucursalFiscal> {
  return db.transaction(async (tx) => {
    const [antes] = await tx
      .select({ id: sucursales.id, nombre: sucursales.nombre, puntoVenta: sucursales.puntoVenta })
      .from(sucursales)
      .where(eq(sucursales.id, id))
      .for('update');
    if (!antes) throw notFound(MSG_SUCURSAL_NO_ENCONTRADA);
    if (body.puntoVenta !== null) {
      const [otra] = await tx.select({ id: sucursales.id }).from(sucursales).where(eq(sucursales.puntoVenta, body.puntoVenta));
      if (otra && otra.id !== id) throw conflict(MSG_PUNTO_VENTA_OCUPADO);
    }
    const [despues] = await tx
      .update(sucursales)
      .set({ puntoVenta: body.puntoVenta })
      .where(eq(sucursales.id, id))
      .returning({ id: sucursales.id, nombre: sucursales.nombre, puntoVenta: sucursales.puntoVenta });
    await audit(tx, { usuarioId: actor.id, entidad: 'sucursales', entidadId: id, accion: 'actualizar', antes, despues });
    return despues;
  });
}
