CREATE TABLE "pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"loved_one_id" uuid,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_one_owner_check" CHECK (("pictures"."customer_id" is null) <> ("pictures"."loved_one_id" is null)),
	CONSTRAINT "pictures_content_type_check" CHECK ("pictures"."content_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "pictures_size_check" CHECK (octet_length("pictures"."bytes") between 1 and 2097152)
);
--> statement-breakpoint
ALTER TABLE "loved_ones" ADD COLUMN "profile_linking_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "loved_ones" ADD COLUMN "linked_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "loved_ones" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_customer_unique" ON "pictures" USING btree ("customer_id") WHERE "pictures"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_loved_one_unique" ON "pictures" USING btree ("loved_one_id") WHERE "pictures"."loved_one_id" is not null;--> statement-breakpoint
ALTER TABLE "loved_ones" ADD CONSTRAINT "loved_ones_linked_customer_id_customers_id_fk" FOREIGN KEY ("linked_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loved_ones" ADD CONSTRAINT "loved_ones_linkedCustomerId_unique" UNIQUE("linked_customer_id");--> statement-breakpoint
ALTER TABLE "loved_ones" ADD CONSTRAINT "loved_ones_linking_status_check" CHECK ("loved_ones"."profile_linking_status" in ('LINKED', 'PENDING'));--> statement-breakpoint
ALTER TABLE "loved_ones" ADD CONSTRAINT "loved_ones_name_not_blank" CHECK (btrim("loved_ones"."name") <> '');