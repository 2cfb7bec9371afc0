CREATE TABLE "cart_gift_cards" (
	"owner_key" text PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"order_id" integer,
	"amount_cents" integer NOT NULL,
	"kind" text NOT NULL,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_movements_kind" CHECK ("gift_card_movements"."kind" in ('spend', 'release', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text,
	"last4" text,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"send_on" date,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_balance_range" CHECK ("gift_cards"."balance_cents" >= 0 and "gift_cards"."balance_cents" <= "gift_cards"."initial_cents")
);
--> statement-breakpoint
CREATE TABLE "order_gift_cards" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_gift_cards_amount" CHECK ("order_gift_cards"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_gift_cards" ADD CONSTRAINT "cart_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_movements_card_idx" ON "gift_card_movements" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_card_movements_order_idx" ON "gift_card_movements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_movements_refund_idx" ON "gift_card_movements" USING btree ("refund_id") WHERE "gift_card_movements"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");