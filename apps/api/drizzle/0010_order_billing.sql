ALTER TABLE "orders" ADD COLUMN "payment_segment" text DEFAULT 'RETAIL' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_name" varchar(120);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_segment_check" CHECK ("orders"."payment_segment" in ('RETAIL', 'CORPORATE'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_name_check" CHECK (("orders"."payment_segment" = 'CORPORATE') = ("orders"."company_name" is not null));