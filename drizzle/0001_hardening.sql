CREATE TABLE "auth_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cart_line_id" integer;--> statement-breakpoint
ALTER TABLE "simulated_payment_intents" ADD COLUMN "owner_key" text;--> statement-breakpoint
ALTER TABLE "simulated_payment_intents" ADD COLUMN "order_id" integer;--> statement-breakpoint
CREATE INDEX "auth_attempts_account_idx" ON "auth_attempts" USING btree ("kind","account","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_ip_idx" ON "auth_attempts" USING btree ("kind","ip","created_at");