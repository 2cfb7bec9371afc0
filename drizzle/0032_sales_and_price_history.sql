CREATE TABLE "market_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"item" text NOT NULL,
	"price_minor" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_sales_price" CHECK ("market_sales"."price_minor" > 0),
	CONSTRAINT "market_sales_window" CHECK ("market_sales"."ends_at" > "market_sales"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"item" text NOT NULL,
	"price_minor" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_sales" ADD CONSTRAINT "market_sales_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "market_sales_item_idx" ON "market_sales" USING btree ("market","item","ends_at");--> statement-breakpoint
CREATE INDEX "price_history_item_idx" ON "price_history" USING btree ("market","item","from_at");