CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"loved_one_id" uuid,
	"type" text NOT NULL,
	"postal_code" text NOT NULL,
	"block" text NOT NULL,
	"street" text NOT NULL,
	"building" text,
	"level" text,
	"unit" text,
	"same_as" text DEFAULT 'NONE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_one_owner_check" CHECK (("addresses"."customer_id" is null) <> ("addresses"."loved_one_id" is null)),
	CONSTRAINT "addresses_type_check" CHECK ("addresses"."type" in ('BILLING', 'RESIDENTIAL', 'SERVICE')),
	CONSTRAINT "addresses_same_as_check" CHECK ("addresses"."same_as" in ('BILLING', 'NONE')),
	CONSTRAINT "addresses_postal_code_check" CHECK ("addresses"."postal_code" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_customer_type_unique" ON "addresses" USING btree ("customer_id","type") WHERE "addresses"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_loved_one_type_unique" ON "addresses" USING btree ("loved_one_id","type") WHERE "addresses"."loved_one_id" is not null;