-- rolling-deploy: a nullable column without a default, added to gift_cards (no rewrite, no backfill): the release
-- before neither reads nor writes it, and the cards it records keep null, signed with the buyer's name as before.
ALTER TABLE "gift_cards" ADD COLUMN "from_name" text;
