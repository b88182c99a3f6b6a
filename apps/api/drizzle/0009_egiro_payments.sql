ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "egiro_arrangement_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deduction_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_egiro_arrangement_id_egiro_arrangements_id_fk" FOREIGN KEY ("egiro_arrangement_id") REFERENCES "public"."egiro_arrangements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('CARD', 'PAYNOW', 'EGIRO'));