ALTER TABLE "payments" DROP CONSTRAINT "payments_account_unless_deposit";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "idempotency_body_hash" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "payment_accounts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_unless_deposit" CHECK (("payments"."account_id" is null) = ("payments"."method" = 'Deposit' and "payments"."kind" in ('sale', 'sale-return')));