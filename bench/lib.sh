# Shell helpers shared by the benchmark scripts (sourced, not run).

# Stop a child process politely, waiting at most ~15 s before SIGKILL; its exit code goes to
# $stop_code. (Not run in $(...): a subshell cannot `wait` for this shell's children.)
stop_code=0
stop() {
  local pid="$1" i
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < 150; i++)); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
  stop_code=0
  wait "$pid" 2>/dev/null || stop_code=$?
}

# Resident memory of a process in kB.
rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$1/status"; }
