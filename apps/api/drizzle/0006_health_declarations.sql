CREATE TABLE "health_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "health_declarations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" uuid,
	"loved_one_id" uuid,
	"why_join_our_exercise_programme" text[] NOT NULL,
	"why_join_our_exercise_programme_other" varchar(255),
	"health_conditions" text[] NOT NULL,
	"health_conditions_other" varchar(255),
	"injure_any_of_these_body_parts" text[] NOT NULL,
	"injure_any_of_these_body_parts_other" varchar(255),
	"times_exercise_a_week" text NOT NULL,
	"name" varchar(100) NOT NULL,
	"nric" varchar(20) NOT NULL,
	"handphone_number" varchar(20) NOT NULL,
	"centre_id" uuid NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_declarations_one_owner_check" CHECK (("health_declarations"."customer_id" is null) <> ("health_declarations"."loved_one_id" is null)),
	CONSTRAINT "health_declarations_frequency_check" CHECK ("health_declarations"."times_exercise_a_week" in ('0', '1-3', '4-5', 'more than 5')),
	CONSTRAINT "health_declarations_language_check" CHECK ("health_declarations"."language" in ('en', 'zh-Hans')),
	CONSTRAINT "health_declarations_name_not_blank" CHECK (btrim("health_declarations"."name") <> ''),
	CONSTRAINT "health_declarations_nric_upper_case" CHECK ("health_declarations"."nric" = upper("health_declarations"."nric") and btrim("health_declarations"."nric") <> ''),
	CONSTRAINT "health_declarations_why_join_other_check" CHECK (('Others' = any("health_declarations"."why_join_our_exercise_programme")) = (coalesce(btrim("health_declarations"."why_join_our_exercise_programme_other"), '') <> '')),
	CONSTRAINT "health_declarations_conditions_other_check" CHECK (('Others' = any("health_declarations"."health_conditions")) = (coalesce(btrim("health_declarations"."health_conditions_other"), '') <> '')),
	CONSTRAINT "health_declarations_body_parts_other_check" CHECK (('Others' = any("health_declarations"."injure_any_of_these_body_parts")) = (coalesce(btrim("health_declarations"."injure_any_of_these_body_parts_other"), '') <> '')),
	CONSTRAINT "health_declarations_conditions_none_check" CHECK (not ('None of these' = any("health_declarations"."health_conditions")) or cardinality("health_declarations"."health_conditions") = 1),
	CONSTRAINT "health_declarations_body_parts_none_check" CHECK (not ('None of these' = any("health_declarations"."injure_any_of_these_body_parts")) or cardinality("health_declarations"."injure_any_of_these_body_parts") = 1)
);
--> statement-breakpoint
ALTER TABLE "health_declarations" ADD CONSTRAINT "health_declarations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_declarations" ADD CONSTRAINT "health_declarations_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_declarations" ADD CONSTRAINT "health_declarations_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_declarations_customer_idx" ON "health_declarations" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "health_declarations_loved_one_idx" ON "health_declarations" USING btree ("loved_one_id","created_at");