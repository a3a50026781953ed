ALTER TABLE "hotspot_device_configs" ADD COLUMN "ssid" text;--> statement-breakpoint
ALTER TABLE "hotspot_device_configs" ADD COLUMN "wifi_passphrase" text;