-- An account's second address line and its state, province or prefecture (issue #43), as the checkout
-- now asks them: the profile keeps them so the checkout can fill them in. Orders keep theirs in their
-- jsonb shipping and billing details, which need no migration.
ALTER TABLE "users" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "region" text;
