CREATE TABLE "admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "perfumes" ADD COLUMN "family" text DEFAULT 'floral' NOT NULL;--> statement-breakpoint
ALTER TABLE "perfumes" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "perfumes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "perfumes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_entity_idx" ON "admin_audit" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pending' and "orders"."payment_status" <> 'paid';--> statement-breakpoint
ALTER TABLE "perfumes" ADD CONSTRAINT "perfumes_stock_not_negative" CHECK ("perfumes"."stock" is null or "perfumes"."stock" >= 0);;--> statement-breakpoint
-- The seeded perfumes' scent families (a store seeded before families existed).
UPDATE "perfumes" SET "family" = f.family FROM (VALUES ('rose-de-minuit', 'floral'), ('iris-lumiere', 'floral'), ('neroli-soleil', 'citrus'), ('tubereuse-velours', 'floral'), ('jasmin-nocturne', 'amber'), ('violette-poudree', 'gourmand'), ('ylang-dore', 'amber'), ('matin-au-jardin', 'fresh'), ('vanille-cachemire', 'gourmand'), ('muse-blanche', 'fresh'), ('cedre-boreal', 'woody'), ('vetiver-gris', 'woody'), ('oud-fume', 'woody'), ('santal-sauvage', 'woody'), ('lavande-noire', 'aromatic'), ('bergamote-azur', 'citrus'), ('ambre-fauve', 'amber'), ('patchouli-noir', 'woody'), ('encens-celeste', 'amber'), ('bois-flotte', 'fresh')) AS f(slug, family) WHERE "perfumes"."slug" = f.slug;
