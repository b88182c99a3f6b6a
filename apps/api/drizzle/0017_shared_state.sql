CREATE TABLE "outbox_messages" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" uuid NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_messages_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_debits" (
	"reference" text PRIMARY KEY NOT NULL,
	"debit_ref_no" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_mandates" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"return_url" text NOT NULL,
	"client_name" text NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sandbox_bank_mandates_kind_check" CHECK ("sandbox_bank_mandates"."kind" in ('mandate', 'cancellation')),
	CONSTRAINT "sandbox_bank_mandates_decision_check" CHECK (("sandbox_bank_mandates"."decision" is null and "sandbox_bank_mandates"."decided_at" is null) or ("sandbox_bank_mandates"."decision" in ('APPROVED', 'REJECTED') and "sandbox_bank_mandates"."decided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_payment_requests" (
	"bill_reference" text PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"return_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_refunds" (
	"bank_reference" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_bank_refunds_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "sandbox_bank_refunds_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"card" jsonb NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"return_url" text NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_challenges_kind_check" CHECK ("sandbox_challenges"."kind" in ('card', 'charge')),
	CONSTRAINT "sandbox_challenges_decision_check" CHECK ("sandbox_challenges"."decision" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_charges_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"card" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_seq_unique" UNIQUE("seq"),
	CONSTRAINT "sandbox_charges_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "volunteer_identity_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_identity_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_challenges" ADD CONSTRAINT "sandbox_challenges_reference_sandbox_charges_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."sandbox_charges"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_challenges_reference_idx" ON "sandbox_challenges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "volunteer_identity_failures_key_idx" ON "volunteer_identity_failures" USING btree ("key","failed_at");--> statement-breakpoint
CREATE INDEX "volunteer_identity_failures_failed_at_idx" ON "volunteer_identity_failures" USING btree ("failed_at");