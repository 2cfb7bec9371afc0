CREATE TABLE "simulated_card_setups" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"customer" text NOT NULL,
	"card_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_card_setups_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
CREATE TABLE "simulated_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"customer" text NOT NULL,
	"last4" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"attempt" integer NOT NULL,
	"order_id" integer,
	"outcome" text NOT NULL,
	"message" text,
	"trigger" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"interval_weeks" integer NOT NULL,
	"perfume_id" integer,
	"volume" integer,
	"is_custom" boolean DEFAULT false NOT NULL,
	"custom_details" jsonb,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"shipping_details" jsonb NOT NULL,
	"country_code" text,
	"shipping_method_id" integer,
	"locale" text DEFAULT 'en' NOT NULL,
	"card_token" text,
	"card_label" text,
	"origin_order_id" integer NOT NULL,
	"origin_line_id" integer NOT NULL,
	"last_amount_minor" integer DEFAULT 0 NOT NULL,
	"cycle" integer DEFAULT 1 NOT NULL,
	"next_renewal_at" timestamp with time zone,
	"resume_at" timestamp with time zone,
	"attempt_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"reminded_for" timestamp with time zone,
	"charging_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_interval" CHECK ("subscriptions"."interval_weeks" between 1 and 52),
	CONSTRAINT "subscriptions_quantity" CHECK ("subscriptions"."quantity" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "refill_weeks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refill_weeks" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_cycle" integer;--> statement-breakpoint
ALTER TABLE "simulated_payment_intents" ADD COLUMN "keep_card" text;--> statement-breakpoint
ALTER TABLE "simulated_payment_intents" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "simulated_payment_intents" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "refill_discount_bp" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "refill_intervals" jsonb DEFAULT '[4,8,12]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_attempts" ADD CONSTRAINT "subscription_attempts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_attempts_key_idx" ON "subscription_attempts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "subscription_attempts_subscription_idx" ON "subscription_attempts" USING btree ("subscription_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_origin_line_idx" ON "subscriptions" USING btree ("origin_line_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_attempt_idx" ON "subscriptions" USING btree ("attempt_at","id") WHERE "subscriptions"."attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_next_idx" ON "subscriptions" USING btree ("next_renewal_at","id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_perfume_size_volume_refill_idx" ON "cart_lines" USING btree ("cart_id","perfume_id","size","volume","refill_weeks") WHERE "cart_lines"."perfume_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_subscription_cycle_paid_idx" ON "orders" USING btree ("subscription_id","subscription_cycle") WHERE "orders"."subscription_id" is not null and "orders"."paid_at" is not null;--> statement-breakpoint
ALTER TABLE "simulated_payment_intents" ADD CONSTRAINT "simulated_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
DROP INDEX "cart_lines_cart_perfume_size_volume_idx";
