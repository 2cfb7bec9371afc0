CREATE TABLE "stock_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"perfume_id" integer NOT NULL,
	"volume_ml" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_perfume_id_perfumes_id_fk" FOREIGN KEY ("perfume_id") REFERENCES "public"."perfumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_waiting_idx" ON "stock_notifications" USING btree ("perfume_id","volume_ml",lower("email")) WHERE "stock_notifications"."notified_at" is null;