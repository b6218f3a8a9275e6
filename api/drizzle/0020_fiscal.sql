-- Issue #31 (docs/facturacion.md): the business's fiscal settings (one row), the WSAA tickets shared by
-- the API instances, a punto de venta per branch, the buyer conditions of ARCA's
-- CondicionIVAReceptorId (RG 5616) and the IVA rates ARCA takes (0, 2.5, 5, 10.5, 21, 27).
CREATE TABLE "arca_tickets" (
	"entorno" text NOT NULL,
	"cuit" text NOT NULL,
	"servicio" text NOT NULL,
	"token" text NOT NULL,
	"sign" text NOT NULL,
	"vence" timestamp with time zone NOT NULL,
	CONSTRAINT "arca_tickets_entorno_cuit_servicio_pk" PRIMARY KEY("entorno","cuit","servicio")
);
--> statement-breakpoint
CREATE TABLE "configuracion_fiscal" (
	"id" integer PRIMARY KEY NOT NULL,
	"cuit" text,
	"razon_social" text,
	"condicion_iva" text,
	"ingresos_brutos" text,
	"inicio_actividades" date,
	"domicilio_comercial" text,
	"entorno" text DEFAULT 'simulador' NOT NULL,
	"limite_consumidor_final" numeric(14, 2) DEFAULT '10000000.00' NOT NULL,
	"certificado" text,
	"clave_privada_cifrada" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuracion_fiscal_una_fila" CHECK ("configuracion_fiscal"."id" = 1),
	CONSTRAINT "configuracion_fiscal_condicion_check" CHECK ("configuracion_fiscal"."condicion_iva" in ('Responsable Inscripto', 'Monotributo')),
	CONSTRAINT "configuracion_fiscal_entorno_check" CHECK ("configuracion_fiscal"."entorno" in ('simulador', 'homologacion', 'produccion'))
);
--> statement-breakpoint
ALTER TABLE "clientes" DROP CONSTRAINT "clientes_condicion_iva_check";--> statement-breakpoint
ALTER TABLE "productos" DROP CONSTRAINT "productos_alicuota_check";--> statement-breakpoint
ALTER TABLE "sucursales" ADD COLUMN "punto_venta" integer;--> statement-breakpoint
ALTER TABLE "sucursales" ADD CONSTRAINT "sucursales_punto_venta_unique" UNIQUE("punto_venta");--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_condicion_iva_check" CHECK ("clientes"."condicion_iva" in ('Responsable Inscripto', 'Monotributista', 'Exento', 'Consumidor Final', 'Sujeto No Categorizado', 'Monotributista Social', 'Monotributo Trabajador Independiente Promovido', 'IVA Liberado - Ley N° 19.640', 'IVA No Alcanzado', 'Proveedor del Exterior', 'Cliente del Exterior'));--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_alicuota_check" CHECK ("productos"."alicuota_iva" in (0, 2.5, 5, 10.5, 21, 27));--> statement-breakpoint
INSERT INTO "configuracion_fiscal" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The new area 'fiscal': the Administrador keeps every permission; Solo lectura reads it.
UPDATE "roles" SET "permissions" = "permissions" || ARRAY(
  SELECT p FROM unnest(ARRAY['fiscal.get', 'fiscal.detail.get', 'fiscal.post', 'fiscal.put', 'fiscal.delete']::text[]) AS p
  WHERE NOT (p = ANY("roles"."permissions"))
) WHERE "clave" = 'administrador';--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || ARRAY(
  SELECT p FROM unnest(ARRAY['fiscal.get', 'fiscal.detail.get']::text[]) AS p
  WHERE NOT (p = ANY("roles"."permissions"))
) WHERE "name" = 'Solo lectura';
