DROP INDEX "customers_company_idx";--> statement-breakpoint
CREATE INDEX "customers_company_idx" ON "customers" USING btree ("company" collate "und-x-icu","customer_id");