-- Half of each new page left free: deactivating a whole batch (its codes side by side on their pages)
-- then stays heap-only for every code, not for the sixth that fitted at fillfactor 85 (decision D352).
-- Applies to pages written from now on; `VACUUM FULL vouchers` rewrites the existing ones.
ALTER TABLE "vouchers" SET (fillfactor = 50);
