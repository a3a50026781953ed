-- Deep pages of the WiFi-code list (issue 13): the live codes by creation, with the id, so that the
-- keys of a page far down the list are read from the index alone (server/modules/wifi-code/store.ts).
-- It replaces the index on (customer_id, created_at): every list query asks for live codes only.
DROP INDEX "vouchers_created_idx";--> statement-breakpoint
CREATE INDEX "vouchers_live_created_idx" ON "vouchers" USING btree ("customer_id","created_at","id") WHERE "vouchers"."deleted_at" is null;