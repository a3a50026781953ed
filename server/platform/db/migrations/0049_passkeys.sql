CREATE TABLE "passkey_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"bound_to" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_passkeys" (
	"credential_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"public_key" "bytea" NOT NULL,
	"sign_count" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "passkey_challenges" ADD CONSTRAINT "passkey_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_passkeys" ADD CONSTRAINT "user_passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkey_challenges_user_idx" ON "passkey_challenges" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "passkey_challenges_expires_idx" ON "passkey_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_passkeys_user_idx" ON "user_passkeys" USING btree ("user_id");--> statement-breakpoint
-- Passkeys (issue 38) are read and written by the sign-in and the own profile with the server's own
-- handle; like user_totp, no tenant row: the same rights as on user_totp.
GRANT SELECT, INSERT, UPDATE, DELETE ON user_passkeys, passkey_challenges TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
-- A passkey counts as a second factor for a customer's requirement (D287, D292): the callers' cache of
-- every instance learns of one registered or removed (server/tenancy/identity/sql/hotspot_notify_grant.sql).
CREATE OR REPLACE TRIGGER user_passkeys_notify_viewer
  AFTER INSERT OR DELETE ON user_passkeys
  FOR EACH ROW EXECUTE FUNCTION hotspot_notify_grant();
