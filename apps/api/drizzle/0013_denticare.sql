CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"step" text NOT NULL,
	"client_session_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_name_check" CHECK ("analytics_events"."name" in ('denticare_booking')),
	CONSTRAINT "analytics_events_step_check" CHECK ("analytics_events"."step" in ('step1', 'step2', 'step3'))
);
--> statement-breakpoint
CREATE TABLE "denticare_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"loved_one_id" uuid,
	"national_id" varchar(20) NOT NULL,
	"association_id" varchar(32) NOT NULL,
	"black_listed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "denticare_clients_customerId_unique" UNIQUE("customer_id"),
	CONSTRAINT "denticare_clients_lovedOneId_unique" UNIQUE("loved_one_id"),
	CONSTRAINT "denticare_clients_associationId_unique" UNIQUE("association_id"),
	CONSTRAINT "denticare_clients_one_owner_check" CHECK (("denticare_clients"."customer_id" is null) <> ("denticare_clients"."loved_one_id" is null))
);
--> statement-breakpoint
CREATE TABLE "dentist_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dentist_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "dentist_schedules_weekday_check" CHECK ("dentist_schedules"."weekday" between 1 and 7),
	CONSTRAINT "dentist_schedules_minutes_check" CHECK ("dentist_schedules"."start_minute" >= 0 and "dentist_schedules"."end_minute" <= 1440 and "dentist_schedules"."end_minute" > "dentist_schedules"."start_minute")
);
--> statement-breakpoint
CREATE TABLE "public_client_sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_session_id" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile_number" varchar(20) NOT NULL,
	"country_code" varchar(8),
	"client_id_type" text NOT NULL,
	"national_id" varchar(20) NOT NULL,
	"booking_for_yourself" boolean NOT NULL,
	"marketing_consent_agreed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_clients_clientSessionId_unique" UNIQUE("client_session_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_loved_one_id_loved_ones_id_fk";
--> statement-breakpoint
DROP INDEX "bookings_one_per_slot";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_session_id" varchar(64);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_token" varchar(64);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" varchar(2000);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "denticare_clients" ADD CONSTRAINT "denticare_clients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denticare_clients" ADD CONSTRAINT "denticare_clients_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dentist_schedules" ADD CONSTRAINT "dentist_schedules_dentist_id_dentists_id_fk" FOREIGN KEY ("dentist_id") REFERENCES "public"."dentists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_clients" ADD CONSTRAINT "public_clients_client_session_id_public_client_sessions_id_fk" FOREIGN KEY ("client_session_id") REFERENCES "public"."public_client_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "denticare_clients_national_id_unique" ON "denticare_clients" USING btree (upper("national_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "dentist_schedules_dentist_day_start_unique" ON "dentist_schedules" USING btree ("dentist_id","weekday","start_minute");--> statement-breakpoint
CREATE INDEX "public_clients_national_id_idx" ON "public_clients" USING btree (upper("national_id"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_session_id_public_client_sessions_id_fk" FOREIGN KEY ("client_session_id") REFERENCES "public"."public_client_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_products_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_per_slot" ON "bookings" USING btree ("slot_id") WHERE "bookings"."status" in ('HELD', 'BOOKED');--> statement-breakpoint
CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("client_session_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bookings_loved_one_idx" ON "bookings" USING btree ("loved_one_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelToken_unique" UNIQUE("cancel_token");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_check" CHECK ("bookings"."customer_id" is not null or "bookings"."loved_one_id" is not null or "bookings"."client_session_id" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_held_until_check" CHECK ("bookings"."status" <> 'HELD' or "bookings"."held_until" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('HELD', 'BOOKED', 'COMPLETED', 'CANCELLED', 'EXPIRED', 'RELEASED'));