DROP INDEX "vouchers_valid_expires_idx";--> statement-breakpoint
CREATE INDEX "vouchers_live_code_idx" ON "vouchers" USING btree ("customer_id","code","id") WHERE "vouchers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vouchers_live_description_idx" ON "vouchers" USING btree ("customer_id","description","id") WHERE "vouchers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vouchers_live_valid_idx" ON "vouchers" USING btree ("customer_id","valid","id") WHERE "vouchers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vouchers_live_used_idx" ON "vouchers" USING btree ("customer_id","used","id") WHERE "vouchers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vouchers_live_simultaneous_use_idx" ON "vouchers" USING btree ("customer_id","simultaneous_use","id") WHERE "vouchers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vouchers_live_expires_idx" ON "vouchers" USING btree ("customer_id","expires","id") WHERE "vouchers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vouchers_valid_expires_idx" ON "vouchers" USING btree ("customer_id","expires") WHERE "vouchers"."valid" and "vouchers"."deleted_at" is null;--> statement-breakpoint
-- Room on each page for the updated versions of its rows: a deactivation (no indexed column changed) stays HOT (decision D270).
ALTER TABLE "vouchers" SET (fillfactor = 85);
