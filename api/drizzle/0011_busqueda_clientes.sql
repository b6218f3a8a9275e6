-- Client search of /ventas and /presupuestos (docs/rendimiento.md, «Búsqueda de clientes en ventas y
-- presupuestos»): name and document in lower case in one stored generated column with its pg_trgm
-- index; the searches match it with LIKE on the lowered text instead of ILIKE on two columns.
ALTER TABLE "clientes" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (lower("nombre_apellido" || chr(1) || "documento")) STORED;--> statement-breakpoint
CREATE INDEX "clientes_busqueda_trgm_idx" ON "clientes" USING gin ("busqueda" gin_trgm_ops);