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
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
