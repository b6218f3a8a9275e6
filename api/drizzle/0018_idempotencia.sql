-- Idempotencia de las altas (issue #28, docs/seguridad.md «Idempotencia»): la respuesta de cada
-- pedido con `Idempotency-Key`, por usuario y clave. La fila se reserva ('en_proceso') en su propia
-- sentencia antes de la operación, así un segundo pedido con la misma clave la ve aunque la operación
-- no haya terminado; al responder se guarda el estado y el cuerpo ('completada'), o se borra ante un
-- 5xx. Vence a las 24 h (se borra de a poco, al usar claves).
CREATE TABLE "idempotencia" (
	"usuario_id" integer NOT NULL,
	"clave" text NOT NULL,
	"ruta" text NOT NULL,
	"hash_cuerpo" text NOT NULL,
	"reserva" text NOT NULL,
	"estado" text NOT NULL,
	"status" smallint,
	"respuesta" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_usuario_id_clave_pk" PRIMARY KEY("usuario_id","clave"),
	CONSTRAINT "idempotencia_estado_check" CHECK ("idempotencia"."estado" in ('en_proceso', 'completada')),
	CONSTRAINT "idempotencia_respuesta_check" CHECK ("idempotencia"."estado" = 'en_proceso' or ("idempotencia"."status" between 200 and 499 and "idempotencia"."respuesta" is not null))
);
--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotencia_created_at_idx" ON "idempotencia" USING btree ("created_at");
