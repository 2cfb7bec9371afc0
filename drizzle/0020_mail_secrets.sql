-- A mail's secrets (issue #41): a token, an order's key or a gift card's code is kept beside the body,
-- with a placeholder in the body, until the SMTP server accepts the mail (src/server/mail/secrets.ts).
ALTER TABLE "mails" ADD COLUMN "secrets" jsonb;--> statement-breakpoint
-- Mails written before their secrets were kept apart: the ones already sent lose them now (a private mail's words, an order's key in its links).
UPDATE "mails" SET "html" = 'Removed: this mail carried a secret for its recipient alone.', "text" = 'Removed: this mail carried a secret for its recipient alone.' WHERE "status" = 'sent' AND "kind" IN ('password-reset', 'email-verification', 'staff-invitation', 'gift-card');--> statement-breakpoint
UPDATE "mails" SET "html" = regexp_replace("html", 'key=[A-Za-z0-9_-]+', 'key=••••••', 'g'), "text" = regexp_replace("text", 'key=[A-Za-z0-9_-]+', 'key=••••••', 'g') WHERE "status" = 'sent' AND "text" LIKE '%key=%';
