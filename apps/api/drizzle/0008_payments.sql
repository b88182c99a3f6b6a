CREATE TABLE "bank_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_reference" text NOT NULL,
	"bank_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" text NOT NULL,
	"payment_id" uuid,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_settlements_outcome_check" CHECK ("bank_settlements"."outcome" in ('APPLIED', 'DUPLICATE', 'REFUSED_UNKNOWN_REFERENCE', 'REFUSED_AMOUNT_MISMATCH', 'REFUSED_EXPIRED', 'REFUSED_ALREADY_PAID'))
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" varchar(4) NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"status" text DEFAULT 'PENDING_VERIFICATION' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"challenge_id" text,
	"challenge_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_gatewayToken_unique" UNIQUE("gateway_token"),
	CONSTRAINT "payment_cards_status_check" CHECK ("payment_cards"."status" in ('PENDING_VERIFICATION', 'ACTIVE')),
	CONSTRAINT "payment_cards_last4_check" CHECK ("payment_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_cards_expiry_check" CHECK ("payment_cards"."expiry_month" between 1 and 12 and "payment_cards"."expiry_year" >= 2000)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"method" text NOT NULL,
	"idempotency_key" varchar(128) NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"card_id" uuid,
	"card_brand" text,
	"card_last4" varchar(4),
	"gateway_reference" text,
	"challenge_id" text,
	"challenge_url" text,
	"failure_code" text,
	"bill_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('CARD', 'PAYNOW')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('PROCESSING', 'REQUIRES_AUTHENTICATION', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'REFUNDED')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "paynow_qrs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"bill_reference" varchar(25) NOT NULL,
	"amount_cents" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "paynow_qrs_billReference_unique" UNIQUE("bill_reference"),
	CONSTRAINT "paynow_qrs_amount_check" CHECK ("paynow_qrs"."amount_cents" > 0),
	CONSTRAINT "paynow_qrs_window_check" CHECK ("paynow_qrs"."expires_at" > "paynow_qrs"."issued_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "feedback_rating" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "feedback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_settlements" ADD CONSTRAINT "bank_settlements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paynow_qrs" ADD CONSTRAINT "paynow_qrs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_settlements_bill_idx" ON "bank_settlements" USING btree ("bill_reference","received_at");--> statement-breakpoint
CREATE INDEX "payment_cards_customer_idx" ON "payment_cards" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_one_default" ON "payment_cards" USING btree ("customer_id") WHERE "payment_cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_customer_idempotency_key_unique" ON "payments" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'SUCCEEDED';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_in_flight_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('PROCESSING', 'REQUIRES_AUTHENTICATION');--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "paynow_qrs_order_idx" ON "paynow_qrs" USING btree ("order_id","issued_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_feedback_rating_check" CHECK ("orders"."feedback_rating" is null or "orders"."feedback_rating" between 1 and 6);