#!/usr/bin/env bash
# Runs once, when the postgres service starts on an empty volume (the image's
# /docker-entrypoint-initdb.d), as POSTGRES_USER: the owner role, which runs the migrations.
# Creates the role the app connects with (APP_DB_USER, APP_DB_PASSWORD): no superuser, owns no
# table, and grants it rows only (app-role-grants.psql; docs/operations.md, "Database roles").
# On an existing volume, run it by hand (README, "Database roles"); running it again is harmless.
set -euo pipefail
: "${APP_DB_USER:?set APP_DB_USER}" "${APP_DB_PASSWORD:?set APP_DB_PASSWORD}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_role="$APP_DB_USER" -v app_password="$APP_DB_PASSWORD" -f - -f "$here/app-role-grants.psql" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN PASSWORD %L NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS',
  :'app_role', :'app_password')
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'app_role') \gexec
SQL
