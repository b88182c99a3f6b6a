CREATE TABLE "centre_opening_hours" (
	"centre_id" uuid NOT NULL,
	"day_of_week" integer NOT NULL,
	"opens" time NOT NULL,
	"closes" time NOT NULL,
	"places" integer NOT NULL,
	CONSTRAINT "centre_opening_hours_centre_id_day_of_week_pk" PRIMARY KEY("centre_id","day_of_week"),
	CONSTRAINT "centre_opening_hours_day_check" CHECK ("centre_opening_hours"."day_of_week" between 1 and 7),
	CONSTRAINT "centre_opening_hours_time_check" CHECK ("centre_opening_hours"."closes" > "centre_opening_hours"."opens"),
	CONSTRAINT "centre_opening_hours_places_check" CHECK ("centre_opening_hours"."places" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"format" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"centre_id" uuid NOT NULL,
	"slot_id" uuid,
	"cancellation_reason" varchar(2000),
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"calendar_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_bookings_calendarUid_unique" UNIQUE("calendar_uid"),
	CONSTRAINT "service_bookings_format_check" CHECK ("service_bookings"."format" in ('SESSION', 'APPOINTMENT')),
	CONSTRAINT "service_bookings_type_check" CHECK ("service_bookings"."type" in ('PRE_SESSION', 'SESSION', 'POST_SESSION')),
	CONSTRAINT "service_bookings_status_check" CHECK ("service_bookings"."status" in ('SCHEDULED', 'COMPLETED', 'CANCELLED', 'CANCELLED_WITH_CHARGE')),
	CONSTRAINT "service_bookings_time_check" CHECK ("service_bookings"."ends_at" > "service_bookings"."starts_at"),
	CONSTRAINT "service_bookings_sequence_check" CHECK ("service_bookings"."sequence" >= 0),
	CONSTRAINT "service_bookings_cancelled_check" CHECK (("service_bookings"."status" in ('CANCELLED', 'CANCELLED_WITH_CHARGE')) = ("service_bookings"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "slot_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_key" text NOT NULL,
	"kind" text NOT NULL,
	"centre_id" uuid NOT NULL,
	"schedule_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_places_slotKey_unique" UNIQUE("slot_key"),
	CONSTRAINT "slot_places_kind_check" CHECK ("slot_places"."kind" in ('CLASS', 'APPOINTMENT')),
	CONSTRAINT "slot_places_taken_check" CHECK ("slot_places"."taken" >= 0),
	CONSTRAINT "slot_places_schedule_check" CHECK (("slot_places"."kind" = 'CLASS') = ("slot_places"."schedule_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "grace_working_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "enrolled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_pre_session" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_post_session" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "booking_stage" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "intake_id" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "order_item_id" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "sessions_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_opening_hours" ADD CONSTRAINT "centre_opening_hours_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_slot_id_slot_places_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slot_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_places" ADD CONSTRAINT "slot_places_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_places" ADD CONSTRAINT "slot_places_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_bookings_service_idx" ON "service_bookings" USING btree ("service_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_bookings_one_per_time" ON "service_bookings" USING btree ("service_id","starts_at") WHERE "service_bookings"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "slot_places_centre_start_idx" ON "slot_places" USING btree ("centre_id","starts_at");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_intake_id_events_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_orderItemId_unique" UNIQUE("order_item_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_grace_check" CHECK ("categories"."grace_working_days" >= 0);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_enrolled_check" CHECK ("events"."enrolled" between 0 and "events"."capacity");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_sessions_total_check" CHECK ("services"."sessions_total" >= 0);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_booking_stage_check" CHECK ("services"."booking_stage" is null or "services"."booking_stage" in ('PRE_SESSION_BOOKING', 'PRE_SESSION_BOOKING_ON_HEALTH_CONDITION', 'PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION', 'PRE_SESSION_BOOKING_REMAINDER', 'SESSION_BOOKING', 'BOOKING_COMPLETED', 'POST_SESSION_BOOKING'));--> statement-breakpoint
UPDATE "services" SET "sessions_total" = "offerings"."session_count" FROM "offerings" WHERE "offerings"."id" = "services"."offering_id";
