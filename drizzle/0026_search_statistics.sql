-- The planner chooses between two ways to page a search (issue #45, docs/decisions/067): through the trigram
-- index, then sorting every match (right for a rare name), or walking the newest orders and testing each (right
-- for a perfume in a quarter of them). It can only choose well if it knows how common the searched text is: a
-- histogram of 100 values cannot tell a name in one order in sixty from one in ten thousand, one of 1,000 can.
ALTER TABLE "orders" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "guest_customers" ALTER COLUMN "search_text" SET STATISTICS 1000;
