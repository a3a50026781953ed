ALTER TABLE "voucher_counters" ADD COLUMN "active_valid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_counters" ADD COLUMN "active_invalid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_counters" ADD COLUMN "inactive_valid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_counters" ADD COLUMN "inactive_invalid" integer DEFAULT 0 NOT NULL;