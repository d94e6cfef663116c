#!/usr/bin/env bash
# HTTP benchmark: foodly's GET /healthz against nginx serving the very same bytes, plus foodly's
# memory (idle RSS, and RSS across ~1M requests). Rewrites the bench:http section of
# docs/PERFORMANCE.md. Everything listens on and targets 127.0.0.1 only.
#
# Env: FOODLY_BIN (default .build/release/foodly)
#      BENCH_QUICK=1  short runs for checking the script itself; prints, leaves the doc alone.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${FOODLY_BIN:-$root/.build/release/foodly}"
doc="$root/docs/PERFORMANCE.md"
helper=(python3 "$root/bench/bench.py")

# Run lengths. The goals are defined for `wrk -t2 -c64 -d10s`.
wrk_args=(-t2 -c64)
duration=10s warmup=3s rounds=3 rss_run=5s rss_target=1000000 rss_max_runs=60 rss_max_seconds=300
if [ "${BENCH_QUICK:-0}" = 1 ]; then
  duration=2s warmup=1s rounds=1 rss_run=1s rss_target=50000 rss_max_runs=10 rss_max_seconds=30
  doc=-
fi

[ -x "$bin" ] || { echo "bench: $bin not found; run: swift build -c release" >&2; exit 1; }
for tool in wrk nginx python3; do
  command -v "$tool" >/dev/null || { echo "bench: $tool missing; run scripts/bootstrap bench" >&2; exit 1; }
done

idle_before="$("${helper[@]}" cpu-idle 2)"  # other work on the machine skews the figures
tmp="$(mktemp -d /tmp/foodly-bench.XXXXXX)"
chmod 755 "$tmp"  # nginx workers may run as nobody and must read the static file
results="$tmp/results"
mkdir -p "$results" "$tmp/www" "$tmp/nginx"
foodly_pid="" nginx_pid=""

# shellcheck source=bench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

cleanup() {
  if [ -n "$foodly_pid" ]; then stop "$foodly_pid"; fi
  if [ -n "$nginx_pid" ]; then stop "$nginx_pid"; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

anon_kb() { awk '/^RssAnon:/ { print $2 }' "/proc/$1/status"; }  # heap etc., not library pages

# --- foodly -------------------------------------------------------------------------------------
foodly_cmd=("$bin" serve --host 127.0.0.1 --port 0 --db "$tmp/foodly.sqlite")
# stderr gets one log line per request (~100 MB over the run); it lives in $tmp until cleanup.
: >"$tmp/foodly.out"  # exists before the first poll, even if the background job starts late
"${foodly_cmd[@]}" >"$tmp/foodly.out" 2>"$tmp/foodly.err" &
foodly_pid=$!
foodly_url=""
for ((i = 0; i < 200; i++)); do  # up to 20 s
  foodly_url="$(sed -n 's|^Foodly is listening on \(http://127\.0\.0\.1:[0-9]*\)$|\1|p' "$tmp/foodly.out")"
  [ -n "$foodly_url" ] && break
  kill -0 "$foodly_pid" 2>/dev/null || break
  sleep 0.1
done
if [ -z "$foodly_url" ]; then
  echo "bench: foodly did not report its URL; stdout/stderr:" >&2
  cat "$tmp/foodly.out" >&2
  tail -c 4000 "$tmp/foodly.err" >&2
  exit 1
fi
echo "bench: foodly at $foodly_url (pid $foodly_pid)"
sleep 1
idle_rss_start_kb="$(rss_kb "$foodly_pid")"

# --- nginx with the same body and content type --------------------------------------------------
content_type="$("${helper[@]}" fetch "$foodly_url/healthz" "$tmp/www/healthz")"
chmod 644 "$tmp/www/healthz"
nginx_port="$("${helper[@]}" free-port)"
nginx_url="http://127.0.0.1:$nginx_port"
cat >"$tmp/nginx/nginx.conf" <<EOF
worker_processes 2;
daemon off;
pid $tmp/nginx/nginx.pid;
error_log $tmp/nginx/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  # nginx closes a keep-alive connection after 1000 requests by default; foodly does not,
  # so lift the limit to compare like with like.
  keepalive_requests 100000000;
  client_body_temp_path $tmp/nginx/client_body;
  proxy_temp_path $tmp/nginx/proxy;
  fastcgi_temp_path $tmp/nginx/fastcgi;
  uwsgi_temp_path $tmp/nginx/uwsgi;
  scgi_temp_path $tmp/nginx/scgi;
  types { }
  server {
    listen 127.0.0.1:$nginx_port;
    location = /healthz {
      default_type "$content_type";
      alias $tmp/www/healthz;
    }
  }
}
EOF
# -e keeps nginx from touching the system's default error log before it reads our config.
nginx_cmd=(nginx -p "$tmp/nginx/" -e "$tmp/nginx/error.log" -c "$tmp/nginx/nginx.conf")
"${nginx_cmd[@]}" &
nginx_pid=$!
"${helper[@]}" wait-http "$nginx_url/healthz" 10 || { cat "$tmp/nginx/error.log" >&2; exit 1; }
nginx_type="$("${helper[@]}" fetch "$nginx_url/healthz" "$tmp/nginx-body")"
if ! cmp -s "$tmp/www/healthz" "$tmp/nginx-body" || [ "$nginx_type" != "$content_type" ]; then
  echo "bench: nginx does not serve the same response as foodly ($nginx_type vs $content_type)" >&2
  exit 1
fi
echo "bench: nginx at $nginx_url (pid $nginx_pid), body $(wc -c <"$tmp/www/healthz") bytes, $content_type"

# --- throughput and latency ---------------------------------------------------------------------
for url in "$foodly_url" "$nginx_url"; do
  echo "bench: warming up $url"
  wrk "${wrk_args[@]}" -d"$warmup" "$url/healthz" >/dev/null
done
sleep 1
idle_rss_warm_kb="$(rss_kb "$foodly_pid")"
idle_anon_warm_kb="$(anon_kb "$foodly_pid")"

# Alternate the two servers over a few rounds; the report takes each one's best round, which is
# the least disturbed by anything else running on the machine.
for ((r = 1; r <= rounds; r++)); do
  echo "bench: round $r/$rounds: wrk ${wrk_args[*]} -d$duration --latency (foodly, then nginx)"
  wrk "${wrk_args[@]}" -d"$duration" --latency "$foodly_url/healthz" | tee "$results/foodly.$r.wrk"
  wrk "${wrk_args[@]}" -d"$duration" --latency "$nginx_url/healthz" | tee "$results/nginx.$r.wrk"
done
stop "$nginx_pid"
nginx_pid=""

# --- foodly RSS across ~1M requests (bounded by run count and wall time) ------------------------
echo "bench: RSS across $rss_target requests"
served=0 runs=0 started=$SECONDS
: >"$results/rss.txt"
while ((served < rss_target && runs < rss_max_runs && SECONDS - started < rss_max_seconds)); do
  wrk "${wrk_args[@]}" -d"$rss_run" "$foodly_url/healthz" >"$tmp/rss-run.wrk"
  n="$("${helper[@]}" requests "$tmp/rss-run.wrk")"
  served=$((served + n))
  runs=$((runs + 1))
  rss="$(rss_kb "$foodly_pid")"
  echo "$rss" >>"$results/rss.txt"
  echo "  run $runs: $served requests so far, VmRSS $rss kB"
done

# --- graceful stop, then the report -------------------------------------------------------------
shutdown=""
stop "$foodly_pid"
foodly_pid=""
[ "$stop_code" = 0 ] || shutdown="foodly exited with code $stop_code after SIGTERM (expected 0)."

{
  echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "commit=commit $(git -C "$root" describe --always --dirty 2>/dev/null || echo unknown)"
  echo "nginx_version=$(nginx -v 2>&1 | sed 's|^nginx version: ||')"
  echo "wrk_version=$(wrk --version 2>&1 | head -n1 | awk '{ print $1, $2 }')"
  echo "idle_before=$idle_before"
  echo "content_type=$content_type"
  echo "body_bytes=$(wc -c <"$tmp/www/healthz")"
  echo "foodly_cmd=${foodly_cmd[*]/#$root\//}"
  echo "nginx_cmd=${nginx_cmd[*]}"
  echo "warmup_cmd=wrk ${wrk_args[*]} -d$warmup URL/healthz"
  echo "foodly_wrk_cmd=wrk ${wrk_args[*]} -d$duration --latency $foodly_url/healthz"
  echo "nginx_wrk_cmd=wrk ${wrk_args[*]} -d$duration --latency $nginx_url/healthz"
  echo "rounds=$rounds"
  echo "rss_cmd=wrk ${wrk_args[*]} -d$rss_run $foodly_url/healthz"
  echo "idle_rss_start_kb=$idle_rss_start_kb"
  echo "idle_rss_warm_kb=$idle_rss_warm_kb"
  echo "idle_anon_warm_kb=$idle_anon_warm_kb"
  echo "rss_requests=$served"
  echo "rss_target=$rss_target"
  echo "shutdown=$shutdown"
} | sed "s|$tmp|<tmp>|g" >"$results/meta.txt"  # the temp dir is gone afterwards; name it generically

echo
"${helper[@]}" report "$results" "$doc"
[ "$doc" = - ] || echo "bench: updated $doc"
