-- The house's own pages (issue #43): the owner's words of Shipping & Returns, the FAQ, the terms and the
-- privacy policy, with {fact} placeholders filled from the settings when read. A page with no row shows the
-- house's first words (src/server/house-pages/first-words.ts).
CREATE TABLE "house_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"intro" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
