#!/bin/sh
# First start: a cluster whose superuser is POSTGRES_USER (password login from other hosts) and a database
# POSTGRES_DB, as the official image does; then PostgreSQL in the foreground, listening on all addresses.
set -eu
BIN=/usr/lib/postgresql/15/bin
: "${POSTGRES_USER:=postgres}" "${POSTGRES_DB:=$POSTGRES_USER}" "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
mkdir -p "$PGDATA" /var/run/postgresql && chown postgres:postgres "$PGDATA" /var/run/postgresql && chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pwfile && chown postgres /tmp/pwfile
  su postgres -s /bin/sh -c "$BIN/initdb -D '$PGDATA' -U '$POSTGRES_USER' --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256" >/dev/null
  rm -f /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  su postgres -s /bin/sh -c "$BIN/pg_ctl -D '$PGDATA' -w -o \"-c listen_addresses=''\" start" >/dev/null
  su postgres -s /bin/sh -c "$BIN/psql -v ON_ERROR_STOP=1 -U '$POSTGRES_USER' -d postgres -c 'CREATE DATABASE \"$POSTGRES_DB\"'" >/dev/null
  su postgres -s /bin/sh -c "$BIN/pg_ctl -D '$PGDATA' -w stop" >/dev/null
fi
exec su postgres -s /bin/sh -c "exec $BIN/postgres -D '$PGDATA' -c listen_addresses='*'"
