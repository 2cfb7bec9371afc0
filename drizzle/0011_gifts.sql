ALTER TABLE "orders" ADD COLUMN "is_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_tax_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_details" jsonb;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "gift_wrap_cents" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_gift_wrap_range" CHECK ("shop_settings"."gift_wrap_cents" between 0 and 10000);