CREATE TABLE "medical_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "medical_histories_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" uuid,
	"loved_one_id" uuid,
	"answers" jsonb NOT NULL,
	"signature_name" varchar(100) NOT NULL,
	"signature_date" date NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_histories_one_owner_check" CHECK (("medical_histories"."customer_id" is null) <> ("medical_histories"."loved_one_id" is null)),
	CONSTRAINT "medical_histories_signature_name_not_blank" CHECK (btrim("medical_histories"."signature_name") <> ''),
	CONSTRAINT "medical_histories_answers_object" CHECK (jsonb_typeof("medical_histories"."answers") = 'object')
);
--> statement-breakpoint
ALTER TABLE "medical_histories" ADD CONSTRAINT "medical_histories_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_histories" ADD CONSTRAINT "medical_histories_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_histories_customer_idx" ON "medical_histories" USING btree ("customer_id","submitted_at");--> statement-breakpoint
CREATE INDEX "medical_histories_loved_one_idx" ON "medical_histories" USING btree ("loved_one_id","submitted_at");