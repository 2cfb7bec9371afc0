ALTER TABLE "orders" ADD COLUMN "stock_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attached_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
CREATE INDEX "orders_placed_from_idx" ON "orders" USING btree ("placed_from","created_at");--> statement-breakpoint
CREATE INDEX "orders_stock_hold_idx" ON "orders" USING btree ("stock_held_until") WHERE "orders"."stock_held_until" is not null;