CREATE TABLE "intentos_fallidos" (
	"clave" text PRIMARY KEY NOT NULL,
	"ventana_inicio" timestamp with time zone NOT NULL,
	"cantidad" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id","fecha");--> statement-breakpoint
-- The audit log screen (docs/seguridad.md): the seeded Administrador role holds every permission.
UPDATE "roles" SET "permissions" = array_append("permissions", 'auditoria.get') WHERE "name" = 'Administrador' AND NOT ('auditoria.get' = ANY("permissions"));
