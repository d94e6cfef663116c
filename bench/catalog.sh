#!/usr/bin/env bash
# Catalog benchmark: GET /api/v1/restaurants?lat=…&lon=…&limit=20 on generated catalogs of 1k, 10k
# and 100k restaurants (single-connection latency, wrk throughput), and at 10k foodly against nginx
# serving foodly's response for one fixed point as a static file. Rewrites the bench:catalog
# section of docs/PERFORMANCE.md. Everything listens on and targets 127.0.0.1 only.
#
# Env: FOODLY_BIN (default .build/release/foodly)
#      CATALOG_SIZES   restaurant counts to measure (default "1000 10000 100000")
#      BENCH_QUICK=1   short runs and sizes "1000 10000" for checking the script itself; prints,
#                      leaves the doc alone.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${FOODLY_BIN:-$root/.build/release/foodly}"
doc="$root/docs/PERFORMANCE.md"
helper=(python3 "$root/bench/bench.py")

# Run lengths. The throughput goal is defined for `wrk -t2 -c64 -d10s`.
sizes="${CATALOG_SIZES:-1000 10000 100000}"
dishes=10             # per restaurant; 100k x 10 generates in 1.5-2.5 min and ~315 MiB: all sizes use 10
compare_size=10000    # where foodly is compared with nginx
wrk_args=(-t2 -c64)
duration=10s warmup=3s rounds=3 latency_requests=2000 latency_max_seconds=120 generate_timeout=900
if [ "${BENCH_QUICK:-0}" = 1 ]; then
  sizes="${CATALOG_SIZES:-1000 10000}"
  duration=2s warmup=1s rounds=1 latency_requests=200 latency_max_seconds=30
  doc=-
fi

[ -x "$bin" ] || { echo "bench: $bin not found; run: swift build -c release" >&2; exit 1; }
for tool in wrk nginx python3; do
  command -v "$tool" >/dev/null || { echo "bench: $tool missing; run scripts/bootstrap bench" >&2; exit 1; }
done

idle_before="$("${helper[@]}" cpu-idle 2)"  # other work on the machine skews the figures
commit="$(git -C "$root" describe --always --dirty 2>/dev/null || echo unknown)"  # before: the run is long
tmp="$(mktemp -d /tmp/foodly-bench-catalog.XXXXXX)"
chmod 755 "$tmp"  # nginx workers may run as nobody and must read the static file
results="$tmp/results"
mkdir -p "$results" "$tmp/db" "$tmp/www" "$tmp/nginx"
foodly_pid="" nginx_pid="" gen_pid=""

# shellcheck source=bench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

cleanup() {
  if [ -n "$gen_pid" ]; then stop "$gen_pid"; fi
  if [ -n "$foodly_pid" ]; then stop "$foodly_pid"; fi
  if [ -n "$nginx_pid" ]; then stop "$nginx_pid"; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM


# The machine may be shared: before measuring, wait up to ~60 s for the CPUs to be >= 90% idle
# (foodly itself is idle then). Prints the last idle figure, which goes into the report either way.
calm_idle() {
  local i idle
  for ((i = 0; i < 30; i++)); do
    idle="$("${helper[@]}" cpu-idle 2)"
    [ "${idle%\%}" -ge 90 ] && break
    echo "bench: CPU idle only $idle (other work on the machine); waiting" >&2
  done
  echo "$idle"
}
now() { date +%s.%N; }
# CPU time (user + system, in clock ticks) a process has used so far: divided by the requests served
# meanwhile, a cost per request that other work on the machine barely moves.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
clk_tck="$(getconf CLK_TCK)"

db="$tmp/db/catalog.sqlite"
foodly_cmd=("$bin" serve --host 127.0.0.1 --port 0 --db "$db")
foodly_url=""

start_foodly() {
  local i
  # Create the file first: the background job opens it only when it gets to run, and sed must not
  # find it missing before then.
  : >"$tmp/foodly.out"
  "${foodly_cmd[@]}" >"$tmp/foodly.out" 2>"$tmp/foodly.err" &  # stderr: one log line per request
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
}

shutdown=""
# foodly vs nginx on one fixed point: $1 = results dir for it, $2 = the path. foodly is running.
compare_with_nginx() {
  local out="$1" path="$2" r
  mkdir -p "$out"
  local content_type body="$tmp/www/restaurants"
  content_type="$("${helper[@]}" fetch "$foodly_url$path" "$body")"
  chmod 644 "$body"
  local nginx_port nginx_url
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
    # The query string plays no part in serving a static file: the same URL as foodly's.
    location = /api/v1/restaurants {
      default_type "$content_type";
      alias $body;
    }
  }
}
EOF
  local nginx_cmd=(nginx -p "$tmp/nginx/" -e "$tmp/nginx/error.log" -c "$tmp/nginx/nginx.conf")
  "${nginx_cmd[@]}" &
  nginx_pid=$!
  "${helper[@]}" wait-http "$nginx_url$path" 10 || { cat "$tmp/nginx/error.log" >&2; exit 1; }
  local nginx_type
  nginx_type="$("${helper[@]}" fetch "$nginx_url$path" "$tmp/nginx-body")"
  if ! cmp -s "$body" "$tmp/nginx-body" || [ "$nginx_type" != "$content_type" ]; then
    echo "bench: nginx does not serve the same response as foodly ($nginx_type vs $content_type)" >&2
    exit 1
  fi
  echo "bench: nginx at $nginx_url (pid $nginx_pid), body $(wc -c <"$body") bytes, $content_type"

  for url in "$foodly_url" "$nginx_url"; do
    echo "bench: warming up $url$path"
    wrk "${wrk_args[@]}" -d"$warmup" "$url$path" >/dev/null
  done
  local idle
  idle="$(calm_idle)"
  local ticks=0 before
  for ((r = 1; r <= rounds; r++)); do
    echo "bench: fixed point, round $r/$rounds: wrk ${wrk_args[*]} -d$duration --latency (foodly, then nginx)"
    before="$(cpu_ticks "$foodly_pid")"
    wrk "${wrk_args[@]}" -d"$duration" --latency "$foodly_url$path" | tee "$out/foodly.$r.wrk"
    ticks=$((ticks + $(cpu_ticks "$foodly_pid") - before))
    wrk "${wrk_args[@]}" -d"$duration" --latency "$nginx_url$path" | tee "$out/nginx.$r.wrk"
  done
  stop "$nginx_pid"
  nginx_pid=""

  # Did foodly's answer stay what nginx served (it would not if it depended on the clock)?
  local same_after=no
  "${helper[@]}" fetch "$foodly_url$path" "$tmp/foodly-after" >/dev/null
  cmp -s "$body" "$tmp/foodly-after" && same_after=yes
  {
    echo "restaurants=$compare_size"
    echo "path=$path"
    echo "content_type=$content_type"
    echo "body_bytes=$(wc -c <"$body")"
    echo "items=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["items"]))' "$body")"
    echo "same_after=$same_after"
    echo "idle=$idle"
    echo "foodly_cpu_ticks=$ticks"
    echo "clk_tck=$clk_tck"
    echo "nginx_cmd=${nginx_cmd[*]}"
    echo "foodly_wrk_cmd=wrk ${wrk_args[*]} -d$duration --latency '$foodly_url$path'"
    echo "nginx_wrk_cmd=wrk ${wrk_args[*]} -d$duration --latency '$nginx_url$path'"
  } | sed "s|$tmp|<tmp>|g" >"$out/meta.txt"
}

# --- each size: fresh catalog, fresh foodly, warm-up, latency, throughput ------------------------
for size in $sizes; do
  out="$results/size-$size"
  mkdir -p "$out"
  rm -f "$db" "$db"-*
  echo "bench: generating $size restaurants x $dishes dishes"
  started="$(now)"
  timeout "$generate_timeout" "$bin" generate --db "$db" --restaurants "$size" --dishes-per-restaurant "$dishes" \
    >"$tmp/generate.out" 2>"$tmp/generate.err" &
  gen_pid=$!
  gen_code=0
  wait "$gen_pid" || gen_code=$?
  gen_pid=""
  if [ "$gen_code" != 0 ]; then
    echo "bench: foodly generate failed (exit $gen_code; 124 means it took over ${generate_timeout}s):" >&2
    cat "$tmp/generate.out" >&2
    tail -c 2000 "$tmp/generate.err" >&2
    exit 1
  fi
  generate_seconds="$(python3 -c 'import sys; print(f"{float(sys.argv[2]) - float(sys.argv[1]):.2f}")' "$started" "$(now)")"
  db_bytes=0  # the database plus any -wal / -shm file
  for f in "$db" "$db"-*; do
    if [ -e "$f" ]; then db_bytes=$((db_bytes + $(stat -c %s "$f"))); fi
  done
  echo "bench: $(cat "$tmp/generate.out") ($db_bytes bytes on disk)"

  start_foodly
  "${helper[@]}" catalog-points "$size" "$out"
  echo "bench: warming up ($warmup, ${wrk_args[*]}, cycling over $(wc -l <"$out/paths.txt") points)"
  wrk "${wrk_args[@]}" -d"$warmup" -s "$out/rotate.lua" "$foodly_url/api/v1/restaurants" >/dev/null
  sleep 1
  idle="$(calm_idle)"
  echo "bench: latency, $latency_requests sequential requests on one connection (CPU idle $idle)"
  "${helper[@]}" catalog-latency "$foodly_url" "$out/paths.txt" "$latency_requests" "$latency_max_seconds" \
    "$out/latency.txt"
  before="$(cpu_ticks "$foodly_pid")"
  for ((r = 1; r <= rounds; r++)); do
    echo "bench: $size restaurants, round $r/$rounds: wrk ${wrk_args[*]} -d$duration --latency -s rotate.lua"
    wrk "${wrk_args[@]}" -d"$duration" --latency -s "$out/rotate.lua" "$foodly_url/api/v1/restaurants" \
      | tee "$out/rotate.$r.wrk"
  done
  rounds_ticks=$(($(cpu_ticks "$foodly_pid") - before))
  if [ "$size" = "$compare_size" ]; then
    compare_with_nginx "$results/compare" "$(head -n1 "$out/paths.txt")"
  fi
  rss="$(rss_kb "$foodly_pid")"
  stop "$foodly_pid"
  foodly_pid=""
  [ "$stop_code" = 0 ] || shutdown+="foodly exited with code $stop_code after SIGTERM at $size restaurants (expected 0). "
  {
    echo "restaurants=$size"
    echo "dishes=$dishes"
    echo "generate_seconds=$generate_seconds"
    echo "db_bytes=$db_bytes"
    echo "rss_kb=$rss"
    echo "idle=$idle"
    echo "foodly_cpu_ticks=$rounds_ticks"
    echo "clk_tck=$clk_tck"
  } >"$out/meta.txt"
  rm -f "$db" "$db"-*
done

# --- the report ---------------------------------------------------------------------------------
{
  echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "commit=commit $commit"
  echo "nginx_version=$(nginx -v 2>&1 | sed 's|^nginx version: ||')"
  echo "wrk_version=$(wrk --version 2>&1 | head -n1 | awk '{ print $1, $2 }')"
  echo "idle_before=$idle_before"
  echo "sizes=$sizes"
  echo "compare_size=$compare_size"
  echo "rounds=$rounds"
  echo "points=$(wc -l <"$results/size-${sizes%% *}/paths.txt")"
  echo "latency_requests=$latency_requests"
  echo "generate_cmd=${bin#"$root"/} generate --db $db --restaurants N --dishes-per-restaurant $dishes   # N = ${sizes// /, }"
  echo "foodly_cmd=${foodly_cmd[*]/#$root\//}"
  echo "points_cmd=python3 bench/bench.py catalog-points N DIR"
  echo "warmup_cmd=wrk ${wrk_args[*]} -d$warmup -s rotate.lua URL/api/v1/restaurants"
  echo "latency_cmd=python3 bench/bench.py catalog-latency URL paths.txt $latency_requests $latency_max_seconds latency.txt"
  echo "rotate_wrk_cmd=wrk ${wrk_args[*]} -d$duration --latency -s rotate.lua URL/api/v1/restaurants"
  echo "shutdown=$shutdown"
} | sed "s|$tmp|<tmp>|g" >"$results/meta.txt"  # the temp dir is gone afterwards; name it generically

echo
"${helper[@]}" catalog-report "$results" "$doc"
[ "$doc" = - ] || echo "bench: updated $doc"
