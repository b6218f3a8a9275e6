-- The clients list and the global search also find clients by name or document through
-- clientes.busqueda (0011): the two trigram indexes of the columns are no longer read.
DROP INDEX "clientes_nombre_trgm_idx";--> statement-breakpoint
DROP INDEX "clientes_documento_trgm_idx";