ALTER TABLE "roles" ADD COLUMN "clave" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "sucursal_id" integer;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gastos_proveedor_idx" ON "gastos" USING btree ("proveedor_id") WHERE "gastos"."proveedor_id" is not null;--> statement-breakpoint
CREATE INDEX "productos_proveedor_idx" ON "productos" USING btree ("proveedor_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "proveedores_cuit_activo_idx" ON "proveedores" USING btree ("cuit") WHERE "proveedores"."is_deleted" = false and "proveedores"."cuit" is not null;--> statement-breakpoint
CREATE INDEX "usuarios_role_idx" ON "usuarios" USING btree ("role_id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_clave_unique" UNIQUE("clave");--> statement-breakpoint
-- Databases seeded before this migration: the seeded Administrador role gets its fixed key.
UPDATE "roles" SET "clave" = 'administrador' WHERE "name" = 'Administrador' AND NOT EXISTS (SELECT 1 FROM "roles" WHERE "clave" = 'administrador');
