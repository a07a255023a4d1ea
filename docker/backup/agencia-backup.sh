#!/usr/bin/env bash
# Backups for docker compose. Runs in the official postgres image of the same version as the
# database service, so pg_dump, pg_restore and psql match the server.
#
#   nightly                     (the service's command) one backup every night at BACKUP_AT (UTC),
#                               and one at start when the newest archive is over a day old
#   now                         one backup now (then the old ones are deleted); prints its path last
#   list                        the archives, oldest first
#   restore [--force] [--identity FILE] ARCHIVE
#                               into the database, the media volume and the policy documents volume
#                               (a name in /backups or a path);
#                               --identity: the age identity (private key) of an encrypted archive
#
# An archive, /backups/agencia-<UTC time>.tar.gz, holds manifest.json, database.dump (pg_dump's
# custom format, for pg_restore), users.sql (the accounts, see below), media/ (the uploads) and
# policy-documents/ (the private policy documents; archives made before them lack it, and their
# restore leaves the documents volume as it is).
# With BACKUP_AGE_RECIPIENT (age public keys, space-separated) it is encrypted to them with age
# and named …tar.gz.age. After each successful backup, archives older than BACKUP_KEEP_DAYS days
# are deleted; a failed one deletes nothing.
#
# Left out, as `npm run backup` leaves them out (scripts/backup/withheld-data.ts): the login
# sessions (users_sessions) and the live password-reset tokens, which let an archive's reader
# sign in as a staff member. The accounts themselves are in users.sql, read in the same snapshot
# as the dump with those columns empty. Archives are 0600 in a 0700 folder.
set -euo pipefail
umask 077

BACKUP_DIR=${BACKUP_DIR:-/backups}
MEDIA_DIR=${MEDIA_DIR:-/media}
POLICY_DOCUMENTS_DIR=${POLICY_DOCUMENTS_DIR:-/policy-documents}
BACKUP_AT=${BACKUP_AT:-07:00}
KEEP_DAYS=${BACKUP_KEEP_DAYS:-14}
# Each command connects with the PGHOST, PGUSER, PGPASSWORD and PGDATABASE the service sets.
export PGCONNECT_TIMEOUT=${PGCONNECT_TIMEOUT:-10}

log() { printf '[backup] %s\n' "$*" >&2; }
die() {
  log "$*"
  exit 1
}
refuse() {
  log "refused: $*"
  exit 2
}
# The scratch folder of this run (on the backups volume, which has the room), removed on exit.
WORK=''
trap 'rm -rf "${WORK:-/nonexistent}"' EXIT
scratch() { WORK=$(mktemp -d "$BACKUP_DIR/.$1.XXXXXX"); }
# Only this service's user opens the backups folder, whatever the volume was made with.
backups_folder() {
  mkdir -p "$BACKUP_DIR"
  chmod 700 "$BACKUP_DIR"
}
ARCHIVES='agencia-*.tar.gz*'

sql() { psql --no-psqlrc --quiet --tuples-only --no-align --set ON_ERROR_STOP=1 "$@"; }

# Tables of the site that hold at least one row (the migrations' bookkeeping is not data).
tables_with_rows() {
  sql <<'SQL'
select coalesce(array_to_string((array_agg(tablename order by tablename))[1:5], ', ')
  || case when count(*) > 5 then ', …' else '' end, '') from pg_tables
where schemaname = 'public' and tablename <> 'payload_migrations'
  and (xpath('/row/found/text()',
        query_to_xml(format('select exists (select from public.%I) as found', tablename), false, true, '')))[1]::text = 'true'
SQL
}

manifest() { # created-at media-files media-bytes document-files document-bytes
  local migrations='[]'
  if [ "$(sql -c "select to_regclass('public.payload_migrations') is not null")" = t ]; then
    migrations=$(sql -c 'select coalesce(json_agg(name order by id), $$[]$$) from public.payload_migrations')
  fi
  sql --set created="$1" --set files="$2" --set bytes="$3" --set document_files="$4" --set document_bytes="$5" \
    --set migrations="$migrations" <<'SQL'
select jsonb_pretty(jsonb_build_object(
  'kind', 'agencia-seguros-web backup',
  'createdAt', :'created',
  'madeBy', 'compose backup service',
  'postgres', current_setting('server_version'),
  'database', jsonb_build_object('file', 'database.dump', 'format', 'pg_dump custom format (pg_restore)'),
  'migrations', :'migrations'::jsonb,
  'media', jsonb_build_object('files', :files, 'bytes', :bytes),
  'policyDocuments', jsonb_build_object('files', :document_files, 'bytes', :document_bytes)))
SQL
}

# The accounts with their reset tokens empty, as a COPY block for psql, read in `snapshot`.
dump_users() { # snapshot
  local columns values
  columns=$(sql -c "select string_agg(quote_ident(attname), ', ' order by attnum) from pg_attribute
    where attrelid = 'public.users'::regclass and attnum > 0 and not attisdropped and attgenerated = ''")
  values=$(sql -c "select string_agg(case when attname in ('reset_password_token', 'reset_password_expiration')
    then 'null' else quote_ident(attname) end, ', ' order by attnum) from pg_attribute
    where attrelid = 'public.users'::regclass and attnum > 0 and not attisdropped and attgenerated = ''")
  printf 'COPY public.users (%s) FROM stdin;\n' "$columns"
  sql --set snapshot="$1" <<SQL
begin isolation level repeatable read read only;
set transaction snapshot :'snapshot';
copy (select $values from public.users) to stdout;
commit;
SQL
  printf '\\.\n'
}

file_count() { find "$1" -type f | wc -l; }
byte_count() { find "$1" -type f -printf '%s\n' | awk '{ total += $1 } END { print total + 0 }'; }

backup_now() {
  local created stamp archive files bytes documents snapshot holder
  created=$(date -u +%Y-%m-%dT%H:%M:%SZ)
  stamp=${created//:/-}
  archive="$BACKUP_DIR/agencia-$stamp.tar.gz"
  [ -n "${BACKUP_AGE_RECIPIENT:-}" ] && archive="$archive.age"
  [ -e "$archive" ] && die "$archive already exists"
  backups_folder
  scratch backup
  # One snapshot for the dump and the accounts, held open by a session of its own meanwhile:
  # pg_dump reads every table in it, so the site keeps running and taking contacts.
  coproc SNAPSHOT { sql; }
  holder=$SNAPSHOT_PID
  printf '%s\n' 'begin isolation level repeatable read read only;' 'select pg_export_snapshot();' >&"${SNAPSHOT[1]}"
  while read -r snapshot <&"${SNAPSHOT[0]}"; do [[ $snapshot =~ ^[0-9A-F]+-[0-9A-F]+-[0-9]+$ ]] && break; done
  pg_dump --snapshot="$snapshot" --format=custom --file="$WORK/database.dump" \
    --exclude-table-data=public.users_sessions --exclude-table-data=public.users
  dump_users "$snapshot" >"$WORK/users.sql"
  printf '%s\n' 'commit;' '\q' >&"${SNAPSHOT[1]}"
  wait "$holder"
  mkdir -p "$MEDIA_DIR"
  files=$(file_count "$MEDIA_DIR")
  bytes=$(byte_count "$MEDIA_DIR")
  [ -d "$POLICY_DOCUMENTS_DIR" ] || die "no policy documents folder $POLICY_DOCUMENTS_DIR (mount the policy-documents volume)"
  documents=$(file_count "$POLICY_DOCUMENTS_DIR")
  manifest "$created" "$files" "$bytes" "$documents" "$(byte_count "$POLICY_DOCUMENTS_DIR")" >"$WORK/manifest.json"
  # Two steps, each folder with its own renaming (a --transform applies to every name of one run).
  tar --create --numeric-owner --file="$WORK/archive.tar" \
    -C "$WORK" manifest.json database.dump users.sql \
    -C "$MEDIA_DIR" --transform='s,^\.,media,' .
  tar --append --numeric-owner --file="$WORK/archive.tar" -C "$POLICY_DOCUMENTS_DIR" --transform='s,^\.,policy-documents,' .
  gzip "$WORK/archive.tar"
  if [ -n "${BACKUP_AGE_RECIPIENT:-}" ]; then
    local recipients=()
    for recipient in $BACKUP_AGE_RECIPIENT; do recipients+=(--recipient "$recipient"); done
    age --encrypt "${recipients[@]}" --output "$WORK/archive.tar.gz.age" "$WORK/archive.tar.gz"
    mv "$WORK/archive.tar.gz.age" "$WORK/archive.tar.gz"
  fi
  # Renamed only when complete: a listed archive is always whole.
  mv "$WORK/archive.tar.gz" "$archive"
  chmod 600 "$archive"
  log "$(du -h "$archive" | cut -f1) written: database, $files media files and $documents policy documents"
  echo "$archive"
}

prune() {
  # -mtime +N matches files at least N+1 whole days old.
  find "$BACKUP_DIR" -maxdepth 1 -type f -name "$ARCHIVES" -mtime "+$((KEEP_DAYS - 1))" -print -delete |
    while read -r old; do log "deleted $old (older than $KEEP_DAYS days)"; done
}

seconds_until() { # HH:MM, UTC
  local now target
  now=$(date -u +%s)
  target=$(date -u -d "today $1" +%s)
  [ "$target" -gt "$now" ] || target=$(date -u -d "tomorrow $1" +%s)
  echo $((target - now))
}

# Each backup runs as its own process, so `set -e` stops it at the first failing step.
backup_in_own_process() {
  bash "$0" now >/dev/null || log "backup FAILED; archives kept; next try at $BACKUP_AT UTC"
}

nightly() {
  date -u -d "today $BACKUP_AT" >/dev/null 2>&1 || die "BACKUP_AT must be HH:MM (UTC), not '$BACKUP_AT'"
  trap 'exit 0' TERM INT
  backups_folder
  log "nightly at $BACKUP_AT UTC into $BACKUP_DIR, keeping $KEEP_DAYS days"
  if [ -z "$(find "$BACKUP_DIR" -maxdepth 1 -name "$ARCHIVES" -mmin -1440)" ]; then backup_in_own_process; fi
  while true; do
    sleep "$(seconds_until "$BACKUP_AT")" &
    wait $!
    backup_in_own_process
  done
}

restore() {
  local force=no archive='' identity='' holding documents=no
  while [ $# -gt 0 ]; do
    case $1 in
      --force) force=yes ;;
      --identity)
        identity=${2:-}
        shift
        ;;
      -*) die "unknown option $1" ;;
      *) archive=$1 ;;
    esac
    shift
  done
  [ -n "$archive" ] || die 'usage: restore [--force] [--identity FILE] ARCHIVE'
  [ -f "$archive" ] || archive="$BACKUP_DIR/$archive"
  [ -f "$archive" ] || die "no archive $archive (see: list)"
  scratch restore
  if [ "$(head -c 21 "$archive")" = 'age-encryption.org/v1' ]; then
    [ -n "$identity" ] || refuse "$archive is encrypted with age: give its identity file with --identity FILE"
    age --decrypt --identity "$identity" --output "$WORK/archive.tar.gz" "$archive" ||
      refuse "$archive could not be decrypted with $identity"
    archive="$WORK/archive.tar.gz"
  fi
  tar --extract --gzip --file="$archive" -C "$WORK" manifest.json 2>/dev/null || die "$archive is not a backup archive"
  if tar --list --gzip --file="$archive" database.sql >/dev/null 2>&1; then
    die "$archive was made by 'npm run backup': restore it with 'npm run restore' (README, Backups and restore)"
  fi
  tar --extract --gzip --file="$archive" -C "$WORK" database.dump || die "$archive holds no database.dump"
  tar --extract --gzip --file="$archive" -C "$WORK" users.sql 2>/dev/null || true
  tar --list --gzip --file="$archive" policy-documents >/dev/null 2>&1 && documents=yes

  [ "$(sql -c "select count(*) from pg_stat_activity where datname = current_database()
       and pid <> pg_backend_pid() and backend_type = 'client backend'")" = 0 ] ||
    refuse 'other sessions use the database: stop the site first (docker compose stop app)'
  holding=$(tables_with_rows)
  if [ "$force" = no ] && { [ -n "$holding" ] || [ -n "$(ls -A "$MEDIA_DIR" 2>/dev/null)" ] ||
    { [ "$documents" = yes ] && [ -n "$(ls -A "$POLICY_DOCUMENTS_DIR" 2>/dev/null)" ]; }; }; then
    refuse "the database (${holding:-no rows}), the media volume or the policy documents volume is not empty:" \
      'nothing was changed. Add --force to replace them.'
  fi

  # Emptied the way Payload's migrate:fresh does, then the whole dump in one transaction.
  sql -c 'set client_min_messages = warning' -c 'drop schema if exists public cascade' -c 'create schema public'
  if [ -f "$WORK/users.sql" ]; then
    # The accounts go in after the other rows and before the keys that point at them are checked.
    {
      pg_restore --section=pre-data --no-owner --file=- "$WORK/database.dump"
      pg_restore --section=data --no-owner --file=- "$WORK/database.dump"
      cat "$WORK/users.sql"
      pg_restore --section=post-data --no-owner --file=- "$WORK/database.dump"
    } | sql --single-transaction --output=/dev/null
  else
    pg_restore --exit-on-error --single-transaction --no-owner --dbname="$PGDATABASE" "$WORK/database.dump"
  fi
  mkdir -p "$MEDIA_DIR"
  find "$MEDIA_DIR" -mindepth 1 -delete
  tar --extract --gzip --numeric-owner --file="$archive" -C "$MEDIA_DIR" --strip-components=1 media
  local restored_documents='no policy documents (the archive predates them; the volume is left as it was)'
  if [ "$documents" = yes ]; then
    mkdir -p "$POLICY_DOCUMENTS_DIR"
    find "$POLICY_DOCUMENTS_DIR" -mindepth 1 -delete
    tar --extract --gzip --numeric-owner --file="$archive" -C "$POLICY_DOCUMENTS_DIR" --strip-components=1 policy-documents
    restored_documents="$(file_count "$POLICY_DOCUMENTS_DIR") policy documents"
  fi
  log "restored $archive: $(file_count "$MEDIA_DIR") media files, $restored_documents." \
    'Start the site: docker compose up -d --force-recreate app'
}

case ${1:-nightly} in
  nightly) nightly ;;
  now)
    # Two statements, not `backup_now && prune`: on the left of && bash ignores `set -e` inside.
    backup_now
    prune
    ;;
  list) find "$BACKUP_DIR" -maxdepth 1 -name "$ARCHIVES" -printf '%f\t%s bytes\n' | sort ;;
  restore) shift && restore "$@" ;;
  *) die "unknown command $1 (nightly, now, list, restore [--force] [--identity FILE] ARCHIVE)" ;;
esac
