#!/usr/bin/env bash
# A throw-away Virtuoso Open Source server on loopback, for the shared-store tests.
#
#   bash scripts/virtuoso.sh start DIR   # database, config, log, PID and credentials in DIR
#   bash scripts/virtuoso.sh stop DIR    # stop the server started in DIR (by its PID)
#
# start copies Debian's config template, points the database at DIR, listens on
# 127.0.0.1 only (SQL port $VIRTUOSO_SQL_PORT, default 1111; HTTP $VIRTUOSO_HTTP_PORT,
# default 8890), waits until /sparql answers, replaces the default `dba` password with a
# random one and creates the user `kgraph` (random password) with SPARQL_UPDATE granted.
# The passwords are written to DIR/credentials.env (mode 600), never printed:
#   . DIR/credentials.env   # sets KGRAPH_STORE_USER, KGRAPH_STORE_PASSWORD, VIRTUOSO_DBA_PASSWORD
# Needs the Debian package virtuoso-opensource (scripts/system-deps.sh installs it).
set -euo pipefail

usage() { echo "usage: $0 start|stop DIR" >&2; exit 2; }
[ $# -eq 2 ] || usage
action=$1
dir=$2
sql_port=${VIRTUOSO_SQL_PORT:-1111}
http_port=${VIRTUOSO_HTTP_PORT:-8890}
template=/usr/share/virtuoso-opensource-7/virtuoso.ini
ask_url="http://127.0.0.1:${http_port}/sparql?query=ASK%7B%7D"

answers() { curl -fsS -o /dev/null --max-time 2 "$ask_url" 2>/dev/null; }

random_password() { head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n'; }

start() {
  command -v virtuoso-t >/dev/null || { echo "virtuoso: virtuoso-t is not installed (run scripts/system-deps.sh)" >&2; exit 1; }
  if answers; then
    echo "virtuoso: something already answers on 127.0.0.1:${http_port}; stop it or set VIRTUOSO_HTTP_PORT" >&2
    exit 1
  fi
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  if [ -f "$dir/virtuoso.pid" ] && kill -0 "$(cat "$dir/virtuoso.pid")" 2>/dev/null; then
    echo "virtuoso: already running in $dir (PID $(cat "$dir/virtuoso.pid"))" >&2
    exit 1
  fi
  rm -f "$dir"/virtuoso.db "$dir"/virtuoso.trx "$dir"/virtuoso.lck "$dir"/virtuoso-temp.* "$dir"/virtuoso.log
  # Paths into DIR; both listeners on loopback; room for whole-store reads (quads, push/pull).
  sed -e "s#/var/lib/virtuoso-opensource-7/db#${dir}#g" \
      -e "/^\[Parameters\]/,/^\[/ s#^ServerPort[[:space:]]*=.*#ServerPort = 127.0.0.1:${sql_port}#" \
      -e "/^\[HTTPServer\]/,/^\[/ s#^ServerPort[[:space:]]*=.*#ServerPort = 127.0.0.1:${http_port}#" \
      -e "s#^DirsAllowed[[:space:]]*=.*#DirsAllowed = ., ${dir}, /usr/share/virtuoso-opensource-7/vad#" \
      -e "s#^ResultSetMaxRows[[:space:]]*=.*#ResultSetMaxRows = 1000000#" \
      -e "s#^\(Load[0-9][[:space:]]*=.*\)#;\1#" \
      "$template" > "$dir/virtuoso.ini"
  (cd "$dir" && exec virtuoso-t +foreground +configfile "$dir/virtuoso.ini" >"$dir/virtuoso.out" 2>&1) &
  echo $! > "$dir/virtuoso.pid"
  for _ in $(seq 1 600); do
    answers && break
    if ! kill -0 "$(cat "$dir/virtuoso.pid")" 2>/dev/null; then
      echo "virtuoso: the server exited during start; its log:" >&2
      tail -n 20 "$dir/virtuoso.out" "$dir/virtuoso.log" >&2 2>/dev/null || true
      exit 1
    fi
    sleep 0.1
  done
  answers || { echo "virtuoso: no answer on $ask_url after 60 s" >&2; stop; exit 1; }
  dba_pw=$(random_password)
  kgraph_pw=$(random_password)
  # Passwords go through standard input, not the command line (which `ps` shows).
  isql-vt "127.0.0.1:${sql_port}" dba dba >"$dir/isql.out" 2>&1 <<SQL
DB.DBA.USER_CREATE('kgraph', '${kgraph_pw}');
GRANT SPARQL_UPDATE TO "kgraph";
DB.DBA.USER_CHANGE_PASSWORD('dba', 'dba', '${dba_pw}');
SQL
  if grep -q '\*\*\* Error' "$dir/isql.out"; then
    echo "virtuoso: setting up users failed:" >&2
    grep -v "${kgraph_pw}\|${dba_pw}" "$dir/isql.out" >&2 || true
    stop
    exit 1
  fi
  rm -f "$dir/isql.out"
  umask 077
  cat > "$dir/credentials.env" <<ENV
export KGRAPH_STORE_USER=kgraph
export KGRAPH_STORE_PASSWORD=${kgraph_pw}
export VIRTUOSO_DBA_PASSWORD=${dba_pw}
ENV
  echo "virtuoso: ready on http://127.0.0.1:${http_port}/sparql (PID $(cat "$dir/virtuoso.pid"), data in $dir)"
}

stop() {
  local pidfile="$dir/virtuoso.pid"
  [ -f "$pidfile" ] || { echo "virtuoso: no PID file in $dir" >&2; return 0; }
  local pid
  pid=$(cat "$pidfile")
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid"
    for _ in $(seq 1 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
      kill -KILL "$pid" 2>/dev/null || true
    fi
  fi
  rm -f "$pidfile"
  echo "virtuoso: stopped (PID $pid)"
}

case "$action" in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
