DROP INDEX "vouchers_code_lower_trgm";--> statement-breakpoint
DROP INDEX "vouchers_description_trgm";--> statement-breakpoint
CREATE INDEX "vouchers_code_lower_trgm" ON "vouchers" USING gin (lower("code") gin_trgm_ops) WHERE "vouchers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vouchers_description_trgm" ON "vouchers" USING gin (lower("description") gin_trgm_ops) WHERE "vouchers"."deleted_at" is null;