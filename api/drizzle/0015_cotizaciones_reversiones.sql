-- Issue #28, points 1 and 2 (docs/cuentas-corrientes.md «Anulación de un pago», docs/ingresos.md
-- «Anulación», docs/seguridad.md «Aprobaciones y alcance»): reversible payments, annulled stock
-- entries and a dollar rate from the provider that waits for confirmation when it jumps.
ALTER TABLE "movimientos_cuenta_corriente" ADD COLUMN "pago_id" integer;--> statement-breakpoint
ALTER TABLE "movimientos_cuenta_corriente" ADD COLUMN "credito_origen_id" integer;--> statement-breakpoint
ALTER TABLE "movimientos_cuenta_corriente" ADD COLUMN "anula_id" integer;--> statement-breakpoint
ALTER TABLE "movimientos_cuenta_corriente" ADD COLUMN "anulado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "movimientos_cuenta_corriente" ADD COLUMN "anulado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movimientos_cuenta_corriente" ADD COLUMN "anulado_por" integer;--> statement-breakpoint
ALTER TABLE "movimientos_cuenta_corriente" ADD CONSTRAINT "movimientos_cuenta_corriente_anulado_por_usuarios_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movimientos_cc_pago_idx" ON "movimientos_cuenta_corriente" USING btree ("pago_id") WHERE "pago_id" is not null;--> statement-breakpoint
CREATE INDEX "movimientos_cc_credito_origen_idx" ON "movimientos_cuenta_corriente" USING btree ("credito_origen_id") WHERE "credito_origen_id" is not null;--> statement-breakpoint
ALTER TABLE "aplicaciones_pago" ADD COLUMN "anulada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ingresos" DROP CONSTRAINT "ingresos_status_check";--> statement-breakpoint
ALTER TABLE "ingresos" ADD CONSTRAINT "ingresos_status_check" CHECK ("ingresos"."status" in ('registrado', 'anulado'));--> statement-breakpoint
ALTER TABLE "ingresos" ADD COLUMN "anulado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ingresos" ADD COLUMN "anulado_por" integer;--> statement-breakpoint
ALTER TABLE "ingresos" ADD CONSTRAINT "ingresos_anulado_por_usuarios_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_stock" DROP CONSTRAINT "movimientos_stock_motivo_check";--> statement-breakpoint
ALTER TABLE "movimientos_stock" ADD CONSTRAINT "movimientos_stock_motivo_check" CHECK ("movimientos_stock"."motivo" in ('venta', 'anulacion', 'ingreso', 'anulacion_ingreso', 'fabricacion_consumo', 'fabricacion_producto', 'devolucion', 'ajuste'));--> statement-breakpoint
ALTER TABLE "costos_historial" DROP CONSTRAINT "costos_historial_origen_check";--> statement-breakpoint
ALTER TABLE "costos_historial" ADD CONSTRAINT "costos_historial_origen_check" CHECK ("costos_historial"."origen" in ('alta', 'edicion', 'ingreso', 'anulacion_ingreso'));--> statement-breakpoint
ALTER TABLE "monedas" ADD COLUMN "valor_pendiente" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "monedas" ADD COLUMN "pendiente_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monedas" ADD COLUMN "pendiente_usuario_id" integer;--> statement-breakpoint
ALTER TABLE "monedas" ADD CONSTRAINT "monedas_pendiente_usuario_id_usuarios_id_fk" FOREIGN KEY ("pendiente_usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monedas_historial" ADD COLUMN "confirmado_por" integer;--> statement-breakpoint
ALTER TABLE "monedas_historial" ADD COLUMN "confirmado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monedas_historial" ADD CONSTRAINT "monedas_historial_confirmado_por_usuarios_id_fk" FOREIGN KEY ("confirmado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;
