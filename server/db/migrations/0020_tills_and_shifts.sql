CREATE TABLE "drawer_opens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"opened_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_counters" (
	"prefix" text PRIMARY KEY NOT NULL,
	"last" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"till_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"opened_by" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"float" bigint NOT NULL,
	"float_denominations" jsonb,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"counted" bigint,
	"counted_denominations" jsonb,
	"expected" bigint,
	"variance" bigint,
	"figures" jsonb,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "shifts_status_known" CHECK ("shifts"."status" in ('open', 'awaiting-confirmation', 'closed')),
	CONSTRAINT "shifts_float_not_negative" CHECK ("shifts"."float" >= 0 and ("shifts"."counted" is null or "shifts"."counted" >= 0))
);
--> statement-breakpoint
CREATE TABLE "tills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"biller_id" uuid NOT NULL,
	"cash_account_id" uuid NOT NULL,
	"method_accounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_receipt" bigint DEFAULT 0 NOT NULL,
	"open_shift_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tills_code_short" CHECK ("tills"."code" ~ '^[A-Z0-9]{1,6}$')
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "till_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cash_variance_threshold" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drawer_opens" ADD CONSTRAINT "drawer_opens_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_opens" ADD CONSTRAINT "drawer_opens_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_till_id_tills_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."tills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tills" ADD CONSTRAINT "tills_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tills" ADD CONSTRAINT "tills_biller_id_billers_id_fk" FOREIGN KEY ("biller_id") REFERENCES "public"."billers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tills" ADD CONSTRAINT "tills_cash_account_id_accounts_id_fk" FOREIGN KEY ("cash_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tills" ADD CONSTRAINT "tills_open_shift_id_shifts_id_fk" FOREIGN KEY ("open_shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tills" ADD CONSTRAINT "tills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawer_opens_shift_idx" ON "drawer_opens" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_per_till" ON "shifts" USING btree ("till_id") WHERE "shifts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_till_number_unique" ON "shifts" USING btree ("till_id","number");--> statement-breakpoint
CREATE INDEX "shifts_newest_idx" ON "shifts" USING btree ("opened_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shifts_opened_by_idx" ON "shifts" USING btree ("opened_by","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tills_name_lower_unique" ON "tills" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tills_code_unique" ON "tills" USING btree ("code");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_till_id_tills_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."tills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_shift_idx" ON "payments" USING btree ("shift_id") WHERE "payments"."shift_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_shift_idx" ON "sales" USING btree ("shift_id") WHERE "sales"."shift_id" is not null;--> statement-breakpoint
-- Gapless document numbers (docs/tills-and-shifts.md#receipt-numbers): each series continues from
-- where its sequence stood; the sequences go, but PAY's, which stays a sequence.
INSERT INTO "reference_counters" ("prefix", "last")
  SELECT 'PR', CASE WHEN is_called THEN last_value ELSE 0 END FROM "purchase_reference_seq"
  UNION ALL SELECT 'SL', CASE WHEN is_called THEN last_value ELSE 0 END FROM "sale_reference_seq"
  UNION ALL SELECT 'POS', CASE WHEN is_called THEN last_value ELSE 0 END FROM "pos_reference_seq"
  UNION ALL SELECT 'RS', CASE WHEN is_called THEN last_value ELSE 0 END FROM "sale_return_reference_seq"
  UNION ALL SELECT 'RP', CASE WHEN is_called THEN last_value ELSE 0 END FROM "purchase_return_reference_seq"
  UNION ALL SELECT 'TR', CASE WHEN is_called THEN last_value ELSE 0 END FROM "transfer_reference_seq"
  UNION ALL SELECT 'ADJ', CASE WHEN is_called THEN last_value ELSE 0 END FROM "adjustment_reference_seq";--> statement-breakpoint
DROP SEQUENCE "purchase_reference_seq";--> statement-breakpoint
DROP SEQUENCE "sale_reference_seq";--> statement-breakpoint
DROP SEQUENCE "pos_reference_seq";--> statement-breakpoint
DROP SEQUENCE "sale_return_reference_seq";--> statement-breakpoint
DROP SEQUENCE "purchase_return_reference_seq";--> statement-breakpoint
DROP SEQUENCE "transfer_reference_seq";--> statement-breakpoint
DROP SEQUENCE "adjustment_reference_seq";
