import { auditoriaPageSchema, auditoriaQuerySchema } from '../schemas/auditoria';
import { P } from '../permissions';
import { ruta } from './ruta';

/** auditoria, the audit log (auditoria.get: among the seeded roles only Administrador; docs/seguridad.md). */
export const auditoria = {
  /** Sortable columns in AUDITORIA_SORT_KEYS. */
  listar: ruta({
    method: 'GET',
    path: '/auditoria',
    acceso: { permission: P.auditoriaGet },
    resumen: 'El registro de auditoría paginado, filtrable por entidad, usuario y fechas, y ordenable.',
    schema: { querystring: auditoriaQuerySchema, response: { 200: auditoriaPageSchema } },
  }),
};
