ALTER TABLE "stock_notifications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "recipient_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "house_pages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;