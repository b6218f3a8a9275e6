-- Issue #28, «Aprobaciones y alcance» (docs/seguridad.md, docs/permisos.md): each role gets the
-- largest discount (percent) its users may give without an authorization code. Existing roles keep
-- no limit (100) except the seeded Vendedor, limited to 5 %.
ALTER TABLE "roles" ADD COLUMN "descuento_maximo" numeric(5, 2) DEFAULT '100' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_descuento_maximo_check" CHECK ("roles"."descuento_maximo" >= 0 and "roles"."descuento_maximo" <= 100);--> statement-breakpoint
UPDATE "roles" SET "descuento_maximo" = 5 WHERE "name" = 'Vendedor' AND "clave" IS NULL;--> statement-breakpoint
-- Branch scope: a user without sucursales.todas operates only in their own branch. Users of a demo
-- database get the branch the demo seed gives them; any other user without a branch keeps none
-- (cannot operate until an administrator sets it), unless the database has exactly one active
-- branch, which is then theirs: there is no other they could mean.
UPDATE "usuarios" SET "sucursal_id" = s."id"
FROM "sucursales" s
WHERE ("usuarios"."sucursal_id" IS NULL OR "usuarios"."email" = 'inventario@demo.local')
  AND "usuarios"."email" LIKE '%@demo.local'
  AND s."nombre" = CASE WHEN "usuarios"."email" = 'norte@demo.local' THEN 'Sucursal Norte' ELSE 'Casa Central' END;--> statement-breakpoint
UPDATE "usuarios" SET "sucursal_id" = (SELECT "id" FROM "sucursales" WHERE "activo")
WHERE "sucursal_id" IS NULL AND (SELECT count(*) FROM "sucursales" WHERE "activo") = 1;
