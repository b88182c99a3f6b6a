CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"loved_one_id" uuid,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"other_relationship" text,
	"mobile_number" text NOT NULL,
	"home_number" text,
	"email" text,
	"country_code" text,
	"payer" boolean,
	"emergency" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_one_owner_check" CHECK (("contacts"."customer_id" is null) <> ("contacts"."loved_one_id" is null)),
	CONSTRAINT "contacts_relationship_check" CHECK ("contacts"."relationship" in ('Spouse', 'Child', 'Others')),
	CONSTRAINT "contacts_other_relationship_check" CHECK ("contacts"."relationship" <> 'Others' or coalesce(btrim("contacts"."other_relationship"), '') <> ''),
	CONSTRAINT "contacts_name_not_blank" CHECK (btrim("contacts"."name") <> '')
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_customer_idx" ON "contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contacts_loved_one_idx" ON "contacts" USING btree ("loved_one_id");