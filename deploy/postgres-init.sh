#!/bin/bash
# First start of the compose database (compose.yaml): the portal's login role, which owns nothing (row-level
# security holds for it; the owner migrates), and a replication role for the optional replica.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
CREATE ROLE portal LOGIN NOINHERIT PASSWORD 'portal-password';
GRANT CONNECT ON DATABASE hotspot TO portal;
GRANT USAGE ON SCHEMA public TO portal;
CREATE ROLE replicator LOGIN REPLICATION PASSWORD 'replication-password';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
