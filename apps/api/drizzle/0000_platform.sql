CREATE TABLE "app_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"dentist_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_slots_time_check" CHECK ("appointment_slots"."ends_at" > "appointment_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"loved_one_id" uuid,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('BOOKED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name"),
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "centres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"block" text NOT NULL,
	"street" text NOT NULL,
	"building" text,
	"level" text,
	"unit" text,
	"postal_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"region" text NOT NULL,
	"area" text NOT NULL,
	CONSTRAINT "centres_name_unique" UNIQUE("name"),
	CONSTRAINT "centres_postal_code_check" CHECK ("centres"."postal_code" ~ '^[0-9]{6}$'),
	CONSTRAINT "centres_region_check" CHECK ("centres"."region" in ('ne', 'sw', 'nw', 'se')),
	CONSTRAINT "centres_area_check" CHECK ("centres"."area" in ('CENTRAL', 'NORTH', 'WEST', 'SOUTH', 'EAST')),
	CONSTRAINT "centres_kind_check" CHECK ("centres"."kind" in ('ACTIVE_AGEING_HUB', 'DAY_CENTRE', 'GYM', 'DENTAL_CLINIC')),
	CONSTRAINT "centres_coordinates_check" CHECK ("centres"."latitude" between 1.1 and 1.5 and "centres"."longitude" between 103.6 and 104.1)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_subject" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category_id" uuid,
	"customer_type" text DEFAULT 'INDIVIDUAL' NOT NULL,
	"payment_segment" text DEFAULT 'RETAIL' NOT NULL,
	"referral_code" text NOT NULL,
	"profile_linking_status" text DEFAULT 'PENDING' NOT NULL,
	"national_id" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_identitySubject_unique" UNIQUE("identity_subject"),
	CONSTRAINT "customers_referralCode_unique" UNIQUE("referral_code"),
	CONSTRAINT "customers_nationalId_unique" UNIQUE("national_id"),
	CONSTRAINT "customers_customer_type_check" CHECK ("customers"."customer_type" in ('INDIVIDUAL', 'ORGANIZATION')),
	CONSTRAINT "customers_payment_segment_check" CHECK ("customers"."payment_segment" in ('RETAIL', 'CORPORATE')),
	CONSTRAINT "customers_linking_status_check" CHECK ("customers"."profile_linking_status" in ('LINKED', 'PENDING')),
	CONSTRAINT "customers_name_not_blank" CHECK (btrim("customers"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "dentists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"centre_id" uuid,
	"is_no_preference" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dentists_name_unique" UNIQUE("name"),
	CONSTRAINT "dentists_centre_check" CHECK (("dentists"."is_no_preference" and "dentists"."centre_id" is null) or (not "dentists"."is_no_preference" and "dentists"."centre_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"slug" text NOT NULL,
	"question" text NOT NULL,
	"answer" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_entries_category_check" CHECK ("faq_entries"."category" in ('general', 'egiro'))
);
--> statement-breakpoint
CREATE TABLE "gst_configuration" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"effective_from" date NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "gst_configuration_effectiveFrom_unique" UNIQUE("effective_from"),
	CONSTRAINT "gst_rate_check" CHECK ("gst_configuration"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "loved_ones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"other_relationship" text,
	"national_id" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loved_ones_relationship_check" CHECK ("loved_ones"."relationship" in ('Spouse', 'Child', 'Others')),
	CONSTRAINT "loved_ones_other_relationship_check" CHECK ("loved_ones"."relationship" <> 'Others' or coalesce(btrim("loved_ones"."other_relationship"), '') <> '')
);
--> statement-breakpoint
CREATE TABLE "master_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"session_count" integer NOT NULL,
	"validity_days" integer,
	"sellable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "offerings_price_check" CHECK ("offerings"."price_cents" >= 0),
	CONSTRAINT "offerings_session_count_check" CHECK ("offerings"."session_count" > 0),
	CONSTRAINT "offerings_validity_check" CHECK ("offerings"."validity_days" is null or "offerings"."validity_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_centres" (
	"product_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	CONSTRAINT "product_centres_product_id_centre_id_pk" PRIMARY KEY("product_id","centre_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"program_content_type" text NOT NULL,
	"fixed_sessions" boolean DEFAULT false NOT NULL,
	"total_sessions" integer,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_content_type_check" CHECK ("products"."program_content_type" in ('INTAKES', 'SESSIONS')),
	CONSTRAINT "products_total_sessions_check" CHECK ("products"."total_sessions" is null or "products"."total_sessions" > 0)
);
--> statement-breakpoint
CREATE TABLE "programme_showcases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"product_id" uuid,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "programme_showcases_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"day_of_week" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "schedules_day_check" CHECK ("schedules"."day_of_week" between 1 and 7),
	CONSTRAINT "schedules_time_check" CHECK ("schedules"."end_time" > "schedules"."start_time"),
	CONSTRAINT "schedules_capacity_check" CHECK ("schedules"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_time_check" CHECK ("sessions"."ends_at" > "sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "showcase_locations" (
	"showcase_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "showcase_locations_showcase_id_centre_id_pk" PRIMARY KEY("showcase_id","centre_id")
);
--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_dentist_id_dentists_id_fk" FOREIGN KEY ("dentist_id") REFERENCES "public"."dentists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_appointment_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."appointment_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dentists" ADD CONSTRAINT "dentists_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loved_ones" ADD CONSTRAINT "loved_ones_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_centres" ADD CONSTRAINT "product_centres_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_centres" ADD CONSTRAINT "product_centres_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_showcases" ADD CONSTRAINT "programme_showcases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_locations" ADD CONSTRAINT "showcase_locations_showcase_id_programme_showcases_id_fk" FOREIGN KEY ("showcase_id") REFERENCES "public"."programme_showcases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_locations" ADD CONSTRAINT "showcase_locations_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_slots_dentist_start_unique" ON "appointment_slots" USING btree ("dentist_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_slots_centre_start_idx" ON "appointment_slots" USING btree ("centre_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_slot" ON "bookings" USING btree ("slot_id") WHERE "bookings"."status" = 'BOOKED';--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_lower_unique" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "dentists_one_no_preference" ON "dentists" USING btree ("is_no_preference") WHERE "dentists"."is_no_preference";--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_category_slug_unique" ON "faq_entries" USING btree ("category","slug");--> statement-breakpoint
CREATE INDEX "loved_ones_owner_idx" ON "loved_ones" USING btree ("owner_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loved_ones_owner_national_id_unique" ON "loved_ones" USING btree ("owner_customer_id","national_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_codes_code_key_unique" ON "master_codes" USING btree ("code","key");--> statement-breakpoint
CREATE INDEX "master_codes_code_idx" ON "master_codes" USING btree ("code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_unique" ON "schedules" USING btree ("product_id","centre_id","day_of_week","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_schedule_start_unique" ON "sessions" USING btree ("schedule_id","starts_at");