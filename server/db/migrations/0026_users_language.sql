-- Each person's language, chosen from the top bar's Language menu and applied at each sign-in
-- (docs/decisions/022-language-per-person.md). Everyone starts in English, the source language.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" in ('en', 'ur'));
