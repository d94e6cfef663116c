#!/usr/bin/env python3
"""Helpers for bench/http.sh: small HTTP chores, wrk output parsing, and the PERFORMANCE.md report.

Subcommands (all talk to 127.0.0.1 only):
  free-port                      print a free TCP port on 127.0.0.1
  cpu-idle SECONDS               print how idle the whole machine's CPUs were over SECONDS
  fetch URL OUT                  GET URL, save the body to OUT, print the Content-Type
  wait-http URL SECONDS          poll URL until it answers 200 (bounded), exit 1 on timeout
  requests WRK_OUTPUT            print how many requests a wrk run completed
  report RESULTS_DIR DOC|-       render the results section; rewrite DOC between the markers
                                 (or print only, with DOC "-")

For bench/catalog.sh (GET /api/v1/restaurants near a point):
  catalog-points N DIR           write DIR/paths.txt (the query paths, one a line, the first is the
                                 fixed point) and DIR/rotate.lua (a wrk script cycling over them)
                                 for a catalog generated with N restaurants
  catalog-latency URL PATHS N SECONDS OUT
                                 N sequential keep-alive GETs of URL+path, cycling over PATHS
                                 (stopping after SECONDS at most); write the figures to OUT
  catalog-report RESULTS_DIR DOC|-
                                 render the catalog section; rewrite DOC between its markers
"""

from __future__ import annotations

import os
import platform
import re
import socket
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

START, END = "<!-- bench:http:start -->", "<!-- bench:http:end -->"
GOAL_RATIO, GOAL_P99_MS, GOAL_IDLE_MIB, GOAL_RSS_DRIFT = 0.70, 10.0, 30.0, 0.10


def loopback_only(url: str) -> str:
    if urllib.parse.urlsplit(url).hostname != "127.0.0.1":
        sys.exit(f"bench.py: refusing non-loopback URL {url}")
    return url


# ------------------------------------------------------------------------------------ wrk output

TIME_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0, "h": 3_600_000.0}  # -> ms
SCALE = {"": 1.0, "k": 1e3, "K": 1e3, "M": 1e6, "G": 1e9}


def to_ms(text: str) -> float:
    m = re.fullmatch(r"([\d.]+)(us|ms|s|m|h)", text)
    if not m:
        raise ValueError(f"not a wrk duration: {text!r}")
    return float(m.group(1)) * TIME_UNITS[m.group(2)]


def to_number(text: str) -> float:
    m = re.fullmatch(r"([\d.]+)([kKMG]?)", text)
    if not m:
        raise ValueError(f"not a wrk number: {text!r}")
    return float(m.group(1)) * SCALE[m.group(2)]


def parse_wrk(text: str, latency: bool = True) -> dict:
    """Pull the figures we report out of wrk output (percentiles need --latency); missing
    pieces raise."""
    def find(pattern: str) -> re.Match:
        m = re.search(pattern, text, re.MULTILINE)
        if not m:
            raise ValueError(f"wrk output lacks {pattern!r}:\n{text}")
        return m

    socket_errors = 0
    m = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
    if m:
        socket_errors = sum(int(g) for g in m.groups())
    m = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    result = {
        "requests": int(to_number(find(r"^\s*([\d.]+[kKMG]?) requests in ").group(1))),
        "rps": to_number(find(r"^Requests/sec:\s+([\d.]+[kKMG]?)\s*$").group(1)),
        "errors": socket_errors + (int(m.group(1)) if m else 0),
    }
    if latency:
        result["p50_ms"] = to_ms(find(r"^\s+50(?:\.0+)?%\s+([\d.]+\w+)\s*$").group(1))
        result["p99_ms"] = to_ms(find(r"^\s+99(?:\.0+)?%\s+([\d.]+\w+)\s*$").group(1))
    return result


# ---------------------------------------------------------------------------------------- report


def best_round(results: Path, server: str) -> tuple[dict, list[dict]]:
    """Parse <server>.<round>.wrk files; return the round with the most req/s, and all rounds."""
    files = sorted(results.glob(f"{server}.*.wrk"), key=lambda p: int(p.suffixes[0][1:]))
    if not files:
        raise SystemExit(f"bench.py: no {server}.*.wrk results in {results}")
    every = [parse_wrk(f.read_text()) for f in files]
    return max(every, key=lambda r: r["rps"]), every


def machine() -> str:
    cpuinfo = Path("/proc/cpuinfo").read_text()
    m = re.search(r"^model name\s*:\s*(.+)$", cpuinfo, re.MULTILINE)
    model = m.group(1).strip() if m else platform.machine()
    m = re.search(r"^MemTotal:\s+(\d+) kB", Path("/proc/meminfo").read_text(), re.MULTILINE)
    mem = f"{int(m.group(1)) / 1024 / 1024:.1f} GiB RAM" if m else "unknown RAM"
    return f"{len(os.sched_getaffinity(0))} CPUs ({model}), {mem}, Linux {platform.release()}"


def read_kv(path: Path) -> dict[str, str]:
    pairs = (line.split("=", 1) for line in path.read_text().splitlines() if "=" in line)
    return {k: v for k, v in pairs}


def mib(kb: float) -> str:
    return f"{kb / 1024:.1f} MiB"


def yes(ok: bool) -> str:
    return "**yes**" if ok else "**NO**"


def render(results: Path) -> str:
    meta = read_kv(results / "meta.txt")
    foodly, foodly_all = best_round(results, "foodly")
    nginx, nginx_all = best_round(results, "nginx")
    samples = [int(x) for x in (results / "rss.txt").read_text().split()]  # kB after each run
    rss_requests = int(meta["rss_requests"])
    idle_kb = max(int(meta["idle_rss_start_kb"]), int(meta["idle_rss_warm_kb"]))

    ratio = foodly["rps"] / nginx["rps"]
    first, last, peak = samples[0], samples[-1], max(samples)
    change = (last - first) / first
    drift = max(abs(s - first) for s in samples) / first
    enough = rss_requests >= int(meta["rss_target"])

    def row(name: str, r: dict, every: list[dict]) -> str:
        rounds = " / ".join(f"{x['rps']:,.0f}" for x in every)
        return (f"| {name} | {r['rps']:,.0f} | {r['p50_ms']:.2f} ms | {r['p99_ms']:.2f} ms "
                f"| {r['requests']:,} | {r['errors']:,} | {rounds} |")

    lines = [
        START,
        "## HTTP: foodly vs nginx on `/healthz` (`bench/http.sh`)",
        "",
        f"Run {meta['date']} on {machine()}; CPU idle just before the run: "
        f"{meta['idle_before']}.  ",
        f"foodly {meta['commit']}; {meta['nginx_version']}; {meta['wrk_version']}.",
        "",
        "Commands (ports were picked at run time; nginx serves a static file holding exactly "
        f"foodly's `/healthz` body, {meta['body_bytes']} bytes, as `{meta['content_type']}`; "
        "worker_processes 2, access_log off; both on 127.0.0.1):",
        "",
        "```",
        meta["foodly_cmd"],
        meta["nginx_cmd"],
        meta["warmup_cmd"] + "   # warm-up, each server, discarded",
        meta["foodly_wrk_cmd"] + f"   # {meta['rounds']} rounds, alternating with nginx",
        meta["nginx_wrk_cmd"],
        meta["rss_cmd"] + f"   # repeated until >= {int(meta['rss_target']):,} requests",
        "```",
        "",
        f"Each server's best round by req/s (the one least disturbed by other work on the "
        f"machine); the last column lists every round.",
        "",
        "| server | req/s | p50 | p99 | requests | errors (socket + non-2xx) | req/s, all rounds |",
        "|---|---:|---:|---:|---:|---:|---:|",
        row("foodly", foodly, foodly_all),
        row("nginx", nginx, nginx_all),
        "",
        f"foodly/nginx throughput: **{ratio:.0%}**.  ",
        f"foodly idle RSS: {mib(int(meta['idle_rss_start_kb']))} after start, "
        f"{mib(int(meta['idle_rss_warm_kb']))} after warm-up, of which "
        f"{mib(int(meta['idle_anon_warm_kb']))} anonymous (RssAnon: heap, stacks); the rest is "
        "file-backed, mostly shared-library pages.  ",
        f"foodly RSS over {rss_requests:,} requests ({len(samples)} wrk runs, sampled after each): "
        f"first {mib(first)}, last {mib(last)}, max {mib(peak)}; last vs first {change:+.1%}, "
        f"largest deviation from first {drift:.1%}.",
        "",
        "| goal | target | measured | met |",
        "|---|---|---|---|",
        f"| throughput | >= {GOAL_RATIO:.0%} of nginx req/s | {ratio:.0%} | {yes(ratio >= GOAL_RATIO)} |",
        f"| foodly p99 latency | < {GOAL_P99_MS:g} ms | {foodly['p99_ms']:.2f} ms "
        f"| {yes(foodly['p99_ms'] < GOAL_P99_MS)} |",
        f"| foodly idle RSS | < {GOAL_IDLE_MIB:g} MiB | {mib(idle_kb)} "
        f"| {yes(idle_kb / 1024 < GOAL_IDLE_MIB)} |",
        f"| foodly RSS across 1M requests | flat within ±{GOAL_RSS_DRIFT:.0%} "
        f"| {drift:.1%} over {rss_requests:,} requests "
        f"| {yes(drift <= GOAL_RSS_DRIFT) if enough else '**NO** (too few requests)'} |",
    ]
    if any(r["errors"] for r in foodly_all + nginx_all):
        lines += ["", "**Warning:** some requests failed (see the errors column); "
                      "the throughput figures are not trustworthy."]
    if meta.get("shutdown"):
        lines += ["", f"**Warning:** {meta['shutdown']}"]
    lines.append(END)
    return "\n".join(lines) + "\n"


def rewrite(doc: Path, section: str) -> None:
    text = doc.read_text() if doc.exists() else "# Performance\n"
    start, end = text.find(START), text.find(END)
    if start != -1 and end > start:
        text = text[:start] + section.rstrip("\n") + text[end + len(END):]
    else:  # no (valid) markers yet: append the section
        text = text.rstrip("\n") + "\n\n" + section
    doc.write_text(text)


# ----------------------------------------------------------------------- shared by the Python benches


def foodly_binary() -> Path:
    """The release binary to measure: $FOODLY_BIN, else .build/release/foodly; exits when it is missing."""
    binary = Path(os.environ.get("FOODLY_BIN", Path(__file__).resolve().parent.parent / ".build/release/foodly"))
    if not binary.exists():
        raise SystemExit(f"bench: {binary} not found; run: swift build -c release")
    return binary


def commit() -> str:
    """The commit being measured (`git describe --always --dirty`), read before a long run."""
    import subprocess
    root = Path(__file__).resolve().parent.parent
    return subprocess.run(["git", "-C", str(root), "describe", "--always", "--dirty"],
                          capture_output=True, text=True).stdout.strip() or "unknown"


def start_foodly(binary: Path, db: Path, out: Path, *extra: str):
    """Starts `foodly serve` on a free loopback port (stdout and stderr to `out`); returns (process, URL)."""
    import subprocess
    process = subprocess.Popen(
        [str(binary), "serve", "--host", "127.0.0.1", "--port", "0", "--db", str(db), *extra],
        stdout=out.open("w"), stderr=subprocess.STDOUT)
    for _ in range(200):
        match = re.search(r"listening on (http://127\.0\.0\.1:\d+)", out.read_text())
        if match:
            return process, match.group(1)
        time.sleep(0.05)
    process.kill()
    raise SystemExit("bench: foodly did not report its URL:\n" + out.read_text())


def publish(section: str, start: str, end: str, quick: bool) -> None:
    """Prints a benchmark's Markdown section and, unless it was a quick run, puts it into docs/PERFORMANCE.md."""
    print(section)
    if not quick:
        doc = Path(__file__).resolve().parent.parent / "docs/PERFORMANCE.md"
        replace_section(doc, start, end, section)
        print(f"bench: updated {doc}", flush=True)


def replace_section(doc: Path, start: str, end: str, section: str) -> None:
    """Puts `section` between the `start` and `end` markers of `doc` (appended when they are missing)."""
    text = doc.read_text()
    first, last = text.find(start), text.find(end)
    if 0 <= first < last:
        text = text[:first] + section.rstrip("\n") + text[last + len(end):]
    else:
        text = text.rstrip("\n") + "\n\n" + section
    doc.write_text(text)


# ------------------------------------------------------------------------------- catalog bench

CATALOG_START, CATALOG_END = "<!-- bench:catalog:start -->", "<!-- bench:catalog:end -->"
CATALOG_GOAL_SCALE, CATALOG_GOAL_RATIO = 3.0, 0.25  # p50 100k/1k at most; foodly/nginx at 10k at least
CATALOG_CENTRE = (37.7880, -122.4075)  # Neighbourhood.cityCentre, where `foodly generate` centres its square
CATALOG_KM_PER_DEGREE = 6371.0088 * 3.141592653589793 / 180  # GeoPoint.earthRadiusKm
CATALOG_LIMIT = 20


def catalog_paths(restaurants: int) -> list[str]:
    """A 7x7 grid over the middle 60% of the square `foodly generate` fills for this many restaurants
    (side max(10, sqrt(N)) km), the centre first: every point lies at least 20% of the side (>= 6 km,
    the largest delivery radius) from the edge, so each sees the same restaurant density."""
    import math
    side_km = max(10.0, math.sqrt(restaurants))
    lat0, lon0 = CATALOG_CENTRE
    steps = [0.0, -0.1, 0.1, -0.2, 0.2, -0.3, 0.3]  # 0 first, so the first point is the centre
    paths = []
    for north in steps:
        for east in steps:
            lat = lat0 + north * side_km / CATALOG_KM_PER_DEGREE
            lon = lon0 + east * side_km / (CATALOG_KM_PER_DEGREE * math.cos(math.radians(lat0)))
            paths.append(f"/api/v1/restaurants?lat={lat:.5f}&lon={lon:.5f}&limit={CATALOG_LIMIT}")
    return paths


def catalog_points(restaurants: int, out: Path) -> None:
    paths = catalog_paths(restaurants)
    out.mkdir(parents=True, exist_ok=True)
    (out / "paths.txt").write_text("\n".join(paths) + "\n")
    quoted = ",\n".join(f'  "{p}"' for p in paths)
    (out / "rotate.lua").write_text(
        "-- Generated by bench/bench.py catalog-points: each wrk thread cycles over these paths.\n"
        f"local paths = {{\n{quoted}\n}}\n"
        "local requests, i = {}, 0\n"
        "init = function(args)\n"
        "  for k, path in ipairs(paths) do requests[k] = wrk.format(\"GET\", path) end\n"
        "end\n"
        "request = function()\n"
        "  i = i % #requests + 1\n"
        "  return requests[i]\n"
        "end\n")


def rss_kb(pid: int) -> int:
    """The resident memory of process `pid` in KiB, from /proc (0 when it has none to show)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def typo(word: str, rng) -> str:
    """One edit (delete, insert, substitute or swap neighbours) away from `word` (3+ letters), not at its first
    letter."""
    i = rng.randrange(1, len(word) - 1)
    letters = "abcdefghijklmnopqrstuvwxyz"
    edit = rng.choice(["delete", "insert", "substitute", "swap"])
    if edit == "delete":
        return word[:i] + word[i + 1:]
    if edit == "insert":
        return word[:i] + rng.choice(letters) + word[i:]
    if edit == "substitute":
        return word[:i] + rng.choice([c for c in letters if c != word[i]]) + word[i + 1:]
    return word[:i] + word[i + 1] + word[i] + word[i + 2:] if word[i] != word[i + 1] else word[:i] + word[i + 1:]


def percentile(sorted_ms: list[float], p: float) -> float:
    """Nearest-rank percentile of an ascending list."""
    import math
    return sorted_ms[max(0, math.ceil(p * len(sorted_ms)) - 1)]


def catalog_latency(url: str, paths: list[str], count: int, max_seconds: float, out: Path) -> None:
    """Sequential GETs over one keep-alive connection; each sample is request sent to body read,
    so it includes this client's own (small, constant) overhead."""
    import http.client
    import json
    parts = urllib.parse.urlsplit(loopback_only(url))
    connect = lambda: http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    conn = connect()
    samples: list[float] = []
    errors = 0
    sizes: dict[str, int] = {}
    items: dict[str, int] = {}
    deadline = time.monotonic() + max_seconds
    for n in range(count):
        if time.monotonic() > deadline or errors > 100:
            break
        path = paths[n % len(paths)]
        started = time.perf_counter()
        try:
            conn.request("GET", path)
            resp = conn.getresponse()
            body = resp.read()
        except (OSError, http.client.HTTPException):
            errors += 1
            conn.close()
            conn = connect()
            continue
        samples.append((time.perf_counter() - started) * 1000)
        if resp.status != 200:
            errors += 1
        elif path not in sizes:
            sizes[path] = len(body)
            items[path] = len(json.loads(body)["items"])
    conn.close()
    if not samples or not sizes:
        sys.exit(f"bench.py: no successful requests to {url}")
    samples.sort()
    n_sizes, n_items = list(sizes.values()), list(items.values())
    figures = {
        "requests": len(samples), "errors": errors, "points": len(paths),
        "p50_ms": percentile(samples, 0.50), "p99_ms": percentile(samples, 0.99),
        "mean_ms": sum(samples) / len(samples), "max_ms": samples[-1],
        "bytes_min": min(n_sizes), "bytes_max": max(n_sizes), "bytes_mean": sum(n_sizes) / len(n_sizes),
        "items_min": min(n_items), "items_max": max(n_items), "items_mean": sum(n_items) / len(n_items),
    }
    out.write_text("".join(f"{k}={v}\n" for k, v in figures.items()))
    print(f"{figures['requests']} requests, {errors} errors: p50 {figures['p50_ms']:.2f} ms, "
          f"p99 {figures['p99_ms']:.2f} ms, {figures['bytes_mean']:,.0f} B, "
          f"{figures['items_min']}-{figures['items_max']} restaurants")


def fmt_bytes(n: float) -> str:
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            return f"{n / size:.1f} {unit}"
    return f"{n:.0f} B"


def cpu_per_request(meta: dict, rounds: list[dict]) -> str:
    """foodly's CPU time (user + system) over the wrk rounds divided by the requests they completed."""
    served = sum(r["requests"] for r in rounds)
    if "foodly_cpu_ticks" not in meta or not served:
        return "?"
    return f"{int(meta['foodly_cpu_ticks']) / int(meta['clk_tck']) * 1000 / served:.2f} ms"


def catalog_render(results: Path) -> str:
    meta = read_kv(results / "meta.txt")
    sizes = [int(s) for s in meta["sizes"].split()]
    measured = {}
    for size in sizes:
        d = results / f"size-{size}"
        if (d / "latency.txt").exists() and list(d.glob("rotate.*.wrk")):
            best, every = best_round(d, "rotate")
            lat = {k: float(v) for k, v in read_kv(d / "latency.txt").items()}
            measured[size] = (read_kv(d / "meta.txt"), lat, best, every)

    lines = [
        CATALOG_START,
        "## Catalog: restaurants near a point (`bench/catalog.sh`)",
        "",
        f"Run {meta['date']} on {machine()}; CPU idle just before the run: {meta['idle_before']}.  ",
        f"foodly {meta['commit']}; {meta['nginx_version']}; {meta['wrk_version']}.",
        "",
        "For each size: a fresh SQLite catalog from `foodly generate` (restaurants spread about one per "
        "km² over a square around San Francisco's centre, so every size has the same density), a fresh "
        "foodly on 127.0.0.1, a warm-up, then single-connection latency and `wrk` throughput over the same "
        f"{meta['points']} points: a 7×7 grid over the middle 60% of that size's square, each point at "
        "least 6 km (the largest delivery radius) inside the edge. "
        f"Latency: {meta['latency_requests']} sequential requests over one keep-alive connection cycling "
        "over the points (a Python `http.client` loop; each sample is send-to-last-byte, client overhead "
        "included). foodly CPU per request: its user + system CPU time over the wrk rounds divided by "
        "the requests they completed (other work on the machine barely moves it). Throughput: "
        + (f"the best of {meta['rounds']} wrk rounds" if meta["rounds"] != "1" else "one wrk round")
        + " with a Lua script cycling over the points.",
        "",
        "Commands (ports and temp paths were picked at run time; everything on 127.0.0.1):",
        "",
        "```",
        meta["generate_cmd"],
        meta["foodly_cmd"],
        meta["points_cmd"] + "   # writes paths.txt and rotate.lua",
        meta["warmup_cmd"] + "   # warm-up, discarded",
        meta["latency_cmd"],
        meta["rotate_wrk_cmd"] + f"   # {meta['rounds']} round(s)",
        "```",
        "",
        "| restaurants | dishes each | generate | DB size | p50 (1 conn) | p99 (1 conn) "
        "| req/s (wrk -c64) | wrk p50 | wrk p99 | response bytes (mean, min–max) "
        "| restaurants returned (min–max) | foodly CPU per request | errors | req/s, all rounds |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    any_errors = False
    for size in sizes:
        if size not in measured:
            lines.append(f"| {size:,} | | | | not measured | | | | | | | | | |")
            continue
        m, lat, best, every = measured[size]
        errors = int(lat["errors"]) + sum(r["errors"] for r in every)
        any_errors = any_errors or errors > 0
        rounds = " / ".join(f"{x['rps']:,.0f}" for x in every)
        lines.append(
            f"| {size:,} | {m['dishes']} | {float(m['generate_seconds']):.1f} s "
            f"| {fmt_bytes(int(m['db_bytes']))} | {lat['p50_ms']:.2f} ms | {lat['p99_ms']:.2f} ms "
            f"| {best['rps']:,.0f} | {best['p50_ms']:.2f} ms | {best['p99_ms']:.2f} ms "
            f"| {lat['bytes_mean']:,.0f} ({lat['bytes_min']:,.0f}–{lat['bytes_max']:,.0f}) "
            f"| {lat['items_min']:.0f}–{lat['items_max']:.0f} | {cpu_per_request(m, every)} "
            f"| {errors:,} | {rounds} |")
    if meta.get("dishes_note"):
        lines += ["", meta["dishes_note"]]
    notes = [f"{size:,}: {mib(int(measured[size][0]['rss_kb']))}, CPU idle {measured[size][0]['idle']}"
             for size in sizes if size in measured]
    if notes:
        lines += ["", "foodly RSS after each size's runs, and the machine's CPU idle just before its "
                      "measurements (foodly idle, after the warm-up): " + "; ".join(notes) + "."]

    # foodly vs nginx on one fixed point, at the comparison size
    cmp_dir = results / "compare"
    ratio = None
    if list(cmp_dir.glob("foodly.*.wrk")) and list(cmp_dir.glob("nginx.*.wrk")):
        cm = read_kv(cmp_dir / "meta.txt")
        foodly, foodly_all = best_round(cmp_dir, "foodly")
        nginx, nginx_all = best_round(cmp_dir, "nginx")
        ratio = foodly["rps"] / nginx["rps"]
        any_errors = any_errors or any(r["errors"] for r in foodly_all + nginx_all)

        def row(name: str, r: dict, every: list[dict]) -> str:
            rounds = " / ".join(f"{x['rps']:,.0f}" for x in every)
            return (f"| {name} | {r['rps']:,.0f} | {r['p50_ms']:.2f} ms | {r['p99_ms']:.2f} ms "
                    f"| {r['requests']:,} | {r['errors']:,} | {rounds} |")

        lines += [
            "",
            f"### foodly vs nginx at {int(cm['restaurants']):,} restaurants, one fixed point",
            "",
            f"`{cm['path']}` ({cm['items']} restaurants, {int(cm['body_bytes']):,} bytes, "
            f"`{cm['content_type']}`). nginx serves foodly's response to that URL, saved once, as a "
            "static file with the same content type (worker_processes 2, access_log off); wrk asks both "
            "for the same URL, alternating, "
            + (f"{meta['rounds']} rounds each; best round by req/s." if meta["rounds"] != "1"
               else "one round each.")
            + f" CPU idle just before: {cm.get('idle', '?')}.",
            "",
            "```",
            cm["nginx_cmd"],
            cm["foodly_wrk_cmd"],
            cm["nginx_wrk_cmd"],
            "```",
            "",
            "| server | req/s | p50 | p99 | requests | errors (socket + non-2xx) | req/s, all rounds |",
            "|---|---:|---:|---:|---:|---:|---:|",
            row("foodly", foodly, foodly_all),
            row("nginx", nginx, nginx_all),
            "",
            f"foodly/nginx throughput: **{ratio:.0%}**; foodly CPU per request over its rounds: "
            f"{cpu_per_request(cm, foodly_all)}.",
        ]
        if cm.get("same_after") != "yes":
            lines += ["", "**Warning:** foodly's response at the fixed URL changed during the run "
                          "(nginx served stale bytes); the comparison is not like for like."]

    lines += ["", "| goal | target | measured | met |", "|---|---|---|---|"]
    small, large = min(sizes), max(sizes)
    if small in measured and large in measured and small != large:
        p50 = measured[large][1]["p50_ms"] / measured[small][1]["p50_ms"]
        p99 = measured[large][1]["p99_ms"] / measured[small][1]["p99_ms"]
        lines.append(
            f"| latency scales with an index | p50 at {large:,} <= {CATALOG_GOAL_SCALE:g}× p50 at {small:,} "
            f"| {p50:.2f}× ({measured[large][1]['p50_ms']:.2f} vs {measured[small][1]['p50_ms']:.2f} ms; "
            f"p99 {p99:.2f}×) | {yes(p50 <= CATALOG_GOAL_SCALE)} |")
    else:
        lines.append(f"| latency scales with an index | p50 at largest <= {CATALOG_GOAL_SCALE:g}× "
                     "p50 at smallest | not measured | **NO** |")
    cmp_size = int(meta["compare_size"])
    if ratio is not None:
        lines.append(f"| throughput vs static file | >= {CATALOG_GOAL_RATIO:.0%} of nginx req/s at "
                     f"{cmp_size:,} | {ratio:.0%} | {yes(ratio >= CATALOG_GOAL_RATIO)} |")
    else:
        lines.append(f"| throughput vs static file | >= {CATALOG_GOAL_RATIO:.0%} of nginx req/s at "
                     f"{cmp_size:,} | not measured | **NO** |")
    if any_errors:
        lines += ["", "**Warning:** some requests failed (see the errors columns); "
                      "the figures are not trustworthy."]
    if meta.get("shutdown"):
        lines += ["", f"**Warning:** {meta['shutdown']}"]
    lines.append(CATALOG_END)
    return "\n".join(lines) + "\n"


def rewrite_catalog(doc: Path, section: str) -> None:
    """Replace the catalog section; without (valid) markers, insert it right after the http section,
    or at the end when there is none."""
    text = doc.read_text() if doc.exists() else "# Performance\n"
    start, end = text.find(CATALOG_START), text.find(CATALOG_END)
    if start != -1 and end > start:
        text = text[:start] + section.rstrip("\n") + text[end + len(CATALOG_END):]
    elif (http_end := text.find(END)) != -1:
        cut = http_end + len(END)
        text = text[:cut] + "\n\n" + section.rstrip("\n") + text[cut:]
    else:
        text = text.rstrip("\n") + "\n\n" + section
    doc.write_text(text)


# ------------------------------------------------------------------------------------------ main


def main(argv: list[str]) -> None:
    cmd, args = (argv[0], argv[1:]) if argv else ("", [])
    if cmd == "free-port":
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            print(s.getsockname()[1])
    elif cmd == "cpu-idle":
        def sample() -> list[int]:  # first line of /proc/stat: cpu user nice system idle iowait ...
            return [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
        before = sample()
        time.sleep(float(args[0]))
        delta = [b - a for a, b in zip(before, sample())]
        print(f"{delta[3] / max(sum(delta), 1):.0%}")
    elif cmd == "fetch":
        with urllib.request.urlopen(loopback_only(args[0]), timeout=5) as resp:
            Path(args[1]).write_bytes(resp.read())
            print(resp.headers.get("Content-Type", ""))
    elif cmd == "wait-http":
        deadline = time.monotonic() + float(args[1])
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(loopback_only(args[0]), timeout=1) as resp:
                    if resp.status == 200:
                        return
            except OSError:
                pass
            time.sleep(0.1)
        sys.exit(f"bench.py: {args[0]} did not answer within {args[1]} s")
    elif cmd == "requests":
        print(parse_wrk(Path(args[0]).read_text(), latency=False)["requests"])
    elif cmd == "report":
        section = render(Path(args[0]))
        print(section, end="")
        if args[1] != "-":
            rewrite(Path(args[1]), section)
    elif cmd == "catalog-points":
        catalog_points(int(args[0]), Path(args[1]))
    elif cmd == "catalog-latency":
        paths = Path(args[1]).read_text().split()
        catalog_latency(args[0], paths, int(args[2]), float(args[3]), Path(args[4]))
    elif cmd == "catalog-report":
        section = catalog_render(Path(args[0]))
        print(section, end="")
        if args[1] != "-":
            rewrite_catalog(Path(args[1]), section)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
