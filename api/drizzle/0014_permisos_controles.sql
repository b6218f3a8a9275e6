-- Issue #28 (docs/seguridad.md, «Aprobaciones y alcance»): the new special permissions go to the
-- Administrador (it keeps every permission), and annulling a sale stops being a seller's right: the
-- seeded Vendedor role loses ventas.delete (a manager, or an authorization code, annuls).
UPDATE "roles" SET "permissions" = "permissions" || ARRAY(
  SELECT p FROM unnest(ARRAY['cuentas_corrientes.cotizacion', 'sucursales.todas']::text[]) AS p
  WHERE NOT (p = ANY("roles"."permissions"))
) WHERE "clave" = 'administrador';--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_remove("permissions", 'ventas.delete') WHERE "name" = 'Vendedor';
--> statement-breakpoint
-- Authorization codes (docs/seguridad.md, «Códigos de autorización»): stored as HMAC-SHA-256 with a
-- server secret (AUTH_CODE_SECRET, or the one kept here, made on first use); each use records what it
-- approved and on which document. Codes issued before this migration were SHA-256: they stop
-- matching, which only means a code issued in the last ten minutes has to be issued again.
CREATE TABLE "secretos_servidor" (
	"clave" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "codigos_autorizacion" ADD COLUMN "motivos" text[];--> statement-breakpoint
ALTER TABLE "codigos_autorizacion" ADD COLUMN "entidad" text;--> statement-breakpoint
ALTER TABLE "codigos_autorizacion" ADD COLUMN "entidad_id" integer;
