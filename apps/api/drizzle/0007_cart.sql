CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE UNIQUE INDEX "offerings_id_product_unique" ON "offerings" USING btree ("id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_id_category_unique" ON "products" USING btree ("id","category_id");--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"loved_one_id" uuid,
	"category_id" uuid NOT NULL,
	"referral_source" varchar(100),
	"referral_source_others" varchar(60),
	"has_referral_source" boolean DEFAULT false NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"coupon_code" varchar(32),
	"source" text DEFAULT 'MYNH' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_customerId_unique" UNIQUE("customer_id"),
	CONSTRAINT "carts_coupon_code_check" CHECK ("carts"."coupon_code" ~ '^[A-Z0-9-]+$'),
	CONSTRAINT "carts_source_check" CHECK ("carts"."source" = 'MYNH')
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"discount_description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_amount_check" CHECK ("order_items"."unit_price_cents" >= 0 and "order_items"."amount_cents" = "order_items"."unit_price_cents" * "order_items"."quantity"),
	CONSTRAINT "order_items_discount_check" CHECK ("order_items"."discount_cents" between 0 and "order_items"."amount_cents" and ("order_items"."discount_cents" = 0 or "order_items"."discount_description" is not null))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text DEFAULT 'NH-' || lpad(nextval('order_number_seq')::text, 7, '0') NOT NULL,
	"customer_id" uuid NOT NULL,
	"loved_one_id" uuid,
	"customer_name" varchar(100) NOT NULL,
	"payer_name" varchar(100) NOT NULL,
	"category_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"sub_total_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payable_cents" integer NOT NULL,
	"gst_configuration_id" uuid NOT NULL,
	"gst_rate_basis_points" integer NOT NULL,
	"coupon_code" varchar(32),
	"billing_address" jsonb,
	"idempotency_key" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_orderNumber_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED')),
	CONSTRAINT "orders_idempotency_key_check" CHECK ("orders"."idempotency_key" ~ '^[A-Za-z0-9_-]{8,128}$'),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."sub_total_cents" >= 0 and "orders"."discount_cents" between 0 and "orders"."sub_total_cents" and "orders"."gst_cents" >= 0 and "orders"."total_cents" = "orders"."sub_total_cents" - "orders"."discount_cents" + "orders"."gst_cents" and "orders"."payable_cents" = "orders"."total_cents"),
	CONSTRAINT "orders_gst_rate_check" CHECK ("orders"."gst_rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_redemptions_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "promotion_redemptions_discount_check" CHECK ("promotion_redemptions"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"discount_type" text NOT NULL,
	"percent_basis_points" integer,
	"amount_cents" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_check" CHECK ("promotions"."code" ~ '^[A-Z0-9-]+$'),
	CONSTRAINT "promotions_description_not_blank" CHECK (btrim("promotions"."description") <> ''),
	CONSTRAINT "promotions_discount_check" CHECK (("promotions"."discount_type" = 'PERCENTAGE' and "promotions"."percent_basis_points" between 1 and 10000 and "promotions"."amount_cents" is null) or ("promotions"."discount_type" = 'FIXED_AMOUNT' and "promotions"."amount_cents" > 0 and "promotions"."percent_basis_points" is null)),
	CONSTRAINT "promotions_usage_check" CHECK ("promotions"."usage_count" >= 0 and ("promotions"."usage_limit" is null or ("promotions"."usage_limit" > 0 and "promotions"."usage_count" <= "promotions"."usage_limit")))
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_customer_id" uuid NOT NULL,
	"referred_customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"reward_basis_points" integer NOT NULL,
	"reward_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "referral_rewards_not_own" CHECK ("referral_rewards"."referrer_customer_id" <> "referral_rewards"."referred_customer_id"),
	CONSTRAINT "referral_rewards_rate_check" CHECK ("referral_rewards"."reward_basis_points" between 1 and 10000),
	CONSTRAINT "referral_rewards_amount_check" CHECK ("referral_rewards"."reward_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_category_fk" FOREIGN KEY ("product_id","category_id") REFERENCES "public"."products"("id","category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_offering_product_fk" FOREIGN KEY ("offering_id","product_id") REFERENCES "public"."offerings"("id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_centre_fk" FOREIGN KEY ("product_id","centre_id") REFERENCES "public"."product_centres"("product_id","centre_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gst_configuration_id_gst_configuration_id_fk" FOREIGN KEY ("gst_configuration_id") REFERENCES "public"."gst_configuration"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_customer_id_customers_id_fk" FOREIGN KEY ("referrer_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_customer_id_customers_id_fk" FOREIGN KEY ("referred_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_product_unique" ON "cart_items" USING btree ("cart_id","product_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_idempotency_key_unique" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_promotion_idx" ON "promotion_redemptions" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_upper_unique" ON "promotions" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_customer_id","created_at");