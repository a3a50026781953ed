-- References between objects stay inside their customer (issue 33, docs/security.md "References
-- between objects"): each column below names another tenant-owned object, and its composite foreign
-- key (customer_id, column) → (customer_id, id) refuses another customer's id and a missing one, even
-- when a service's own check (the first line) were skipped. The other references (a login template's
-- account template and terms of use, a device's configuration and location, a configuration's login
-- templates and bundle, an enrollment key's configuration, a bundle's templates, a group's locations)
-- have had theirs since 0008/0009.
--
-- Deleting the referenced object clears the reference alone: ON DELETE SET NULL (column), since a plain
-- SET NULL would clear customer_id too (NOT NULL). A code or device account without a login template
-- logs in with the device configuration's default one, as one created without does; a hotspot account
-- keeps its history without the deleted template, device or terms; a template or bundle loses its
-- imprint, as the imprint's delete did before. drizzle-orm cannot name the column list: the snapshot
-- says 'set null', this file says which column.
--
-- No index is added: a delete of a template, imprint, device or terms finds the rows pointing at it
-- through their primary key's customer_id, where an index would cost every code, account and RADIUS
-- login written.
--
-- References that already point outside their customer, or at nothing (an object deleted before this
-- key existed), are cleared first: such a login template made a code or device account log in without
-- any account template's limits; from now on it logs in with the default template's.
UPDATE "device_accounts" d SET "login_template_id" = NULL
  WHERE d."login_template_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "hotspot_login_templates" t
    WHERE t."customer_id" = d."customer_id" AND t."id" = d."login_template_id");
--> statement-breakpoint
UPDATE "vouchers" v SET "login_template_id" = NULL
  WHERE v."login_template_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "hotspot_login_templates" t
    WHERE t."customer_id" = v."customer_id" AND t."id" = v."login_template_id");
--> statement-breakpoint
UPDATE "hotspot_accounts" a SET "account_template_id" = NULL
  WHERE a."account_template_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "hotspot_account_templates" t
    WHERE t."customer_id" = a."customer_id" AND t."id" = a."account_template_id");
--> statement-breakpoint
UPDATE "hotspot_accounts" a SET "hotspot_device_id" = NULL
  WHERE a."hotspot_device_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "hotspot_devices" t
    WHERE t."customer_id" = a."customer_id" AND t."id" = a."hotspot_device_id");
--> statement-breakpoint
UPDATE "hotspot_accounts" a SET "terms_of_use_id" = NULL
  WHERE a."terms_of_use_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "terms_of_uses" t
    WHERE t."customer_id" = a."customer_id" AND t."id" = a."terms_of_use_id");
--> statement-breakpoint
UPDATE "templates" x SET "imprint_id" = NULL
  WHERE x."imprint_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "imprints" t
    WHERE t."customer_id" = x."customer_id" AND t."id" = x."imprint_id");
--> statement-breakpoint
UPDATE "template_bundles" x SET "imprint_id" = NULL
  WHERE x."imprint_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "imprints" t
    WHERE t."customer_id" = x."customer_id" AND t."id" = x."imprint_id");
--> statement-breakpoint
ALTER TABLE "device_accounts" ADD CONSTRAINT "device_accounts_login_template_fk" FOREIGN KEY ("customer_id","login_template_id") REFERENCES "public"."hotspot_login_templates"("customer_id","id") ON DELETE SET NULL ("login_template_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_accounts" ADD CONSTRAINT "hotspot_accounts_account_template_fk" FOREIGN KEY ("customer_id","account_template_id") REFERENCES "public"."hotspot_account_templates"("customer_id","id") ON DELETE SET NULL ("account_template_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_accounts" ADD CONSTRAINT "hotspot_accounts_device_fk" FOREIGN KEY ("customer_id","hotspot_device_id") REFERENCES "public"."hotspot_devices"("customer_id","id") ON DELETE SET NULL ("hotspot_device_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_accounts" ADD CONSTRAINT "hotspot_accounts_terms_of_use_fk" FOREIGN KEY ("customer_id","terms_of_use_id") REFERENCES "public"."terms_of_uses"("customer_id","id") ON DELETE SET NULL ("terms_of_use_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_bundles" ADD CONSTRAINT "template_bundles_imprint_fk" FOREIGN KEY ("customer_id","imprint_id") REFERENCES "public"."imprints"("customer_id","id") ON DELETE SET NULL ("imprint_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_imprint_fk" FOREIGN KEY ("customer_id","imprint_id") REFERENCES "public"."imprints"("customer_id","id") ON DELETE SET NULL ("imprint_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_login_template_fk" FOREIGN KEY ("customer_id","login_template_id") REFERENCES "public"."hotspot_login_templates"("customer_id","id") ON DELETE SET NULL ("login_template_id") ON UPDATE no action;
