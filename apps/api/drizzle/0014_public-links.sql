CREATE TABLE "appointment_reminder_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"service_booking_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminder_links_token_unique" UNIQUE("token"),
	CONSTRAINT "appointment_reminder_links_answer_check" CHECK ("appointment_reminder_links"."answer" is null or "appointment_reminder_links"."answer" in ('CONFIRMED', 'DECLINED')),
	CONSTRAINT "appointment_reminder_links_answered_check" CHECK (("appointment_reminder_links"."answer" is null) = ("appointment_reminder_links"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "invoice_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"order_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "appointment_reminder_links" ADD CONSTRAINT "appointment_reminder_links_service_booking_id_service_bookings_id_fk" FOREIGN KEY ("service_booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_links" ADD CONSTRAINT "invoice_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_reminder_links_booking_idx" ON "appointment_reminder_links" USING btree ("service_booking_id");--> statement-breakpoint
CREATE INDEX "invoice_links_order_idx" ON "invoice_links" USING btree ("order_id");