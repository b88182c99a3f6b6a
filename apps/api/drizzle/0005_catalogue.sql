CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days_of_week" integer[] NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "events_dates_check" CHECK ("events"."end_date" >= "events"."start_date"),
	CONSTRAINT "events_time_check" CHECK ("events"."end_time" > "events"."start_time"),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" > 0),
	CONSTRAINT "events_days_check" CHECK (cardinality("events"."days_of_week") > 0 and "events"."days_of_week" <@ array[1, 2, 3, 4, 5, 6, 7])
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"loved_one_id" uuid,
	"product_id" uuid NOT NULL,
	"offering_id" uuid,
	"centre_id" uuid NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_one_owner_check" CHECK (("services"."customer_id" is null) <> ("services"."loved_one_id" is null)),
	CONSTRAINT "services_status_check" CHECK ("services"."status" in ('UPCOMING', 'ONGOING', 'EXPIRED', 'COMPLETED', 'HEALTH_DECLARATION')),
	CONSTRAINT "services_dates_check" CHECK ("services"."end_date" is null or "services"."end_date" >= "services"."start_date")
);
--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "term_months" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_product_centre_fk" FOREIGN KEY ("product_id","centre_id") REFERENCES "public"."product_centres"("product_id","centre_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_product_centre_start_unique" ON "events" USING btree ("product_id","centre_id","start_date");--> statement-breakpoint
CREATE INDEX "events_product_start_idx" ON "events" USING btree ("product_id","start_date");--> statement-breakpoint
CREATE INDEX "product_groups_category_idx" ON "product_groups" USING btree ("category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "product_groups_id_category_unique" ON "product_groups" USING btree ("id","category_id");--> statement-breakpoint
CREATE INDEX "services_customer_idx" ON "services" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "services_loved_one_idx" ON "services" USING btree ("loved_one_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_group_category_fk" FOREIGN KEY ("group_id","category_id") REFERENCES "public"."product_groups"("id","category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offerings_product_idx" ON "offerings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_group_idx" ON "products" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_term_check" CHECK ("offerings"."term_months" is null or "offerings"."term_months" > 0);--> statement-breakpoint
UPDATE "offerings" SET "term_months" = greatest(1, round("validity_days" / 30.0)) WHERE "validity_days" is not null;--> statement-breakpoint
ALTER TABLE "offerings" DROP CONSTRAINT "offerings_validity_check";--> statement-breakpoint
ALTER TABLE "offerings" DROP COLUMN "validity_days";