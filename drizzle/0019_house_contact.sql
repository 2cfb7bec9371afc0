-- The house's public contact details (issue #32): the contact e-mail the contact form writes to, a
-- phone number, the atelier's opening hours and its social pages, edited in the back office's
-- Settings. The defaults are what the contact page showed before they were settings (and a Paris
-- number from the range kept for fiction); no social page until the house sets one. A contact
-- message is mailed to the house with Reply-To the shopper who wrote it (mails.reply_to).
ALTER TABLE "mails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "contact_email" text DEFAULT 'care@maison-lumiere.shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "phone" text DEFAULT '+33 1 99 00 14 03' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "opening_hours" jsonb DEFAULT '[{"days":"Tuesday to Saturday","time":"11:00 – 19:00"},{"days":"Sunday and Monday","time":"Closed"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;