ALTER TABLE "gift_card_movements" DROP CONSTRAINT "gift_card_movements_kind";--> statement-breakpoint
DROP INDEX "gift_card_movements_refund_idx";--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_movements_refund_v2_idx" ON "gift_card_movements" USING btree ("refund_id") WHERE "gift_card_movements"."refund_id" is not null and "gift_card_movements"."kind" = 'refund';--> statement-breakpoint
CREATE INDEX "gift_card_movements_void_idx" ON "gift_card_movements" USING btree ("refund_id") WHERE "gift_card_movements"."kind" = 'void';--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_kind" CHECK ("gift_card_movements"."kind" in ('spend', 'release', 'refund', 'void'));