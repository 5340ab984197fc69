-- Accounts that exist already stay active; the server creates sign-ups after the first as pending.
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_known" CHECK ("users"."status" in ('pending', 'active', 'deactivated'));