DROP INDEX "vouchers_code_trgm";--> statement-breakpoint
CREATE INDEX "vouchers_code_lower_trgm" ON "vouchers" USING gin (lower("code") gin_trgm_ops);