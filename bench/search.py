#!/usr/bin/env python3
"""Search benchmark: GET /api/v1/search on a generated catalog of 1,000,000 dishes, compared in the same
run with a plain SQLite FTS5 prefix query over the same dishes.

Steps: `foodly generate` (100,000 restaurants x 10 dishes); a fixed mix of 1,000 queries drawn from the
catalog's own words (seeded: a third whole words, a third prefixes, a third with one typo); FTS5 table
build and per-query latency in-process (Python's sqlite3); foodly started on loopback, its catalog load
and index build timed by the first search, RSS before and after; single-connection latency over one
keep-alive connection; `wrk -t2 -c64 -d10s` cycling over the same queries. Rewrites the bench:search
section of docs/PERFORMANCE.md.

Env: FOODLY_BIN (default .build/release/foodly); BENCH_QUICK=1 for 100,000 dishes, 300 queries and short
wrk runs, printing the section instead of writing the doc.
"""

from __future__ import annotations

import http.client
import json
import os
import random
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (shared helpers: machine(), percentile(), parse_wrk(), yes())

ROOT = Path(__file__).resolve().parent.parent
START, END = "<!-- bench:search:start -->", "<!-- bench:search:end -->"
GOAL_P50_MS, GOAL_P99_MS, GOAL_VS_FTS = 5.0, 25.0, 2.0
LIMIT = 20
QUICK = os.environ.get("BENCH_QUICK") == "1"
RESTAURANTS = 10_000 if QUICK else 100_000
DISHES_EACH = 10
QUERIES = 300 if QUICK else 1000
WRK_SECONDS = 3 if QUICK else 10
WORD = re.compile(r"[a-z]+")


def log(message: str) -> None:
    print(f"bench: {message}", flush=True)


def generate(binary: Path, db: Path) -> float:
    log(f"generating {RESTAURANTS:,} restaurants x {DISHES_EACH} dishes")
    started = time.monotonic()
    subprocess.run(
        [str(binary), "generate", "--db", str(db), "--restaurants", str(RESTAURANTS),
         "--dishes-per-restaurant", str(DISHES_EACH)], check=True, stdout=subprocess.DEVNULL)
    return time.monotonic() - started



def query_mix(db: Path) -> list[dict]:
    """The fixed mix: cycling exact, prefix, typo; each from a random dish's name or description."""
    rng = random.Random(20261130)
    connection = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    total = connection.execute("SELECT COUNT(*) FROM dishes").fetchone()[0]
    queries = []
    while len(queries) < QUERIES:
        rowid = rng.randrange(1, total + 1)
        row = connection.execute("SELECT name, description FROM dishes WHERE rowid = ?", (rowid,)).fetchone()
        if row is None:
            continue
        words = [w for w in WORD.findall(f"{row[0]} {row[1]}".lower()) if len(w) >= 5]
        if not words:
            continue
        kind = ("exact", "prefix", "typo")[len(queries) % 3]
        word = rng.choice(words)
        if kind == "exact":
            text = word if rng.random() < 0.5 else f"{word} {rng.choice(words)}"
        elif kind == "prefix":
            text = word[:rng.randint(3, min(5, len(word) - 1))]
        else:
            text = bench.typo(word, rng)
        queries.append({"kind": kind, "q": text, "word": word})
    connection.close()
    return queries


def fts5(db: Path, fts_db: Path, queries: list[dict]) -> dict:
    """A contentless FTS5 index over the same dish names and descriptions, queried with every word as a
    prefix (`"avoc"*`), ranked by bm25, LIMIT 20: build time, latency and which queries found anything."""
    log("building the FTS5 index")
    connection = sqlite3.connect(str(fts_db))
    connection.execute(f"ATTACH DATABASE 'file:{db}?mode=ro' AS catalog")
    connection.execute("CREATE VIRTUAL TABLE dish_fts USING fts5(name, description, content='')")
    started = time.monotonic()
    connection.execute(
        "INSERT INTO dish_fts (rowid, name, description) SELECT rowid, name, description FROM catalog.dishes")
    connection.commit()
    build = time.monotonic() - started
    times, found, recalled = [], {}, {}
    for query in queries * 2:  # first pass warms the page cache; the second is measured
        match = " ".join('"' + w.replace('"', '""') + '"*' for w in WORD.findall(query["q"]))
        started = time.perf_counter()
        rows = connection.execute(
            "SELECT rowid FROM dish_fts WHERE dish_fts MATCH ? ORDER BY rank LIMIT ?", (match, LIMIT)).fetchall()
        elapsed = (time.perf_counter() - started) * 1000
        times.append(elapsed)
        found[query["q"]] = bool(rows)
        recalled[query["q"]] = any(
            query["word"] in " ".join(r).lower() for r in connection.execute(
                "SELECT name, description FROM catalog.dishes WHERE rowid IN (%s)" % ",".join("?" * len(rows)),
                [r[0] for r in rows]).fetchall()) if rows else False
    connection.close()
    measured = sorted(times[len(queries):])
    return {"build_s": build, "p50": bench.percentile(measured, 0.5), "p99": bench.percentile(measured, 0.99),
            "found": found, "recalled": recalled}



def path_for(text: str) -> str:
    return "/api/v1/search?" + urllib.parse.urlencode({"q": text, "limit": LIMIT})


def foodly(binary: Path, db: Path, tmp: Path, queries: list[dict]) -> dict:
    process, url = bench.start_foodly(binary, db, tmp / "foodly.out")
    try:
        host, port = url.removeprefix("http://").split(":")
        rss_start = bench.rss_kb(process.pid)
        connection = http.client.HTTPConnection(host, int(port), timeout=600)
        log("first search: loading the catalog and building the indexes")
        started = time.monotonic()
        connection.request("GET", path_for("bowl"))
        first = connection.getresponse()
        first.read()
        cold = time.monotonic() - started
        assert first.status == 200, first.status
        rss_loaded = bench.rss_kb(process.pid)
        times, found, recalled = [], {}, {}
        log(f"single connection: {len(queries)} queries, twice (the first pass warms up)")
        for round_number in range(2):
            for query in queries:
                started = time.perf_counter()
                connection.request("GET", path_for(query["q"]))
                response = connection.getresponse()
                body = response.read()
                elapsed = (time.perf_counter() - started) * 1000
                if response.status != 200:
                    raise SystemExit(f"bench: {query['q']!r} answered {response.status}: {body[:200]!r}")
                if round_number == 1:
                    times.append(elapsed)
                    dishes = json.loads(body)["dishes"]
                    found[query["q"]] = bool(dishes)
                    recalled[query["q"]] = any(
                        query["word"] in (d["dish"]["name"] + " " + d["dish"]["description"]).lower() for d in dishes)
        connection.close()
        measured = sorted(times)
        lua = tmp / "rotate.lua"
        quoted = ",\n".join(json.dumps(path_for(q["q"])) for q in queries)
        lua.write_text(
            f"local paths = {{\n{quoted}\n}}\nlocal requests, i = {{}}, 0\n"
            "init = function(args) for k, p in ipairs(paths) do requests[k] = wrk.format(\"GET\", p) end end\n"
            "request = function() i = i % #requests + 1 return requests[i] end\n")
        log(f"wrk -t2 -c64 -d{WRK_SECONDS}s cycling over the queries")
        subprocess.run(["wrk", "-t2", "-c64", "-d2s", "-s", str(lua), url], check=True, stdout=subprocess.DEVNULL)
        wrk_text = subprocess.run(
            ["wrk", "-t2", "-c64", f"-d{WRK_SECONDS}s", "--latency", "-s", str(lua), url],
            check=True, capture_output=True, text=True).stdout
        print(wrk_text, flush=True)
        return {"cold_s": cold, "rss_start_kb": rss_start, "rss_loaded_kb": rss_loaded,
                "rss_end_kb": bench.rss_kb(process.pid), "p50": bench.percentile(measured, 0.5),
                "p99": bench.percentile(measured, 0.99), "found": found, "recalled": recalled,
                "wrk": bench.parse_wrk(wrk_text), "url": url}
    finally:
        process.terminate()
        process.wait(timeout=30)


def share(queries: list[dict], kind: str, hits: dict) -> str:
    chosen = [q for q in queries if q["kind"] == kind]
    return f"{sum(hits[q['q']] for q in chosen)}/{len(chosen)}"


def render(meta: dict, queries: list[dict], ours: dict, fts: dict) -> str:
    wrk = ours["wrk"]
    ratio = ours["p50"] / fts["p50"] if fts["p50"] > 0 else float("inf")
    typo_ours = sum(ours["recalled"][q["q"]] for q in queries if q["kind"] == "typo")
    typo_fts = sum(fts["recalled"][q["q"]] for q in queries if q["kind"] == "typo")
    lines = [
        START,
        "## Search: 1,000,000 dishes (`bench/search.py`)" if not QUICK else "## Search (quick run)",
        "",
        f"Run {meta['date']} on {bench.machine()}; CPU idle just before: {meta['idle']}.  ",
        f"foodly commit {meta['commit']}; SQLite {sqlite3.sqlite_version} (FTS5, through Python's sqlite3); "
        f"{meta['wrk_version']}.",
        "",
        "Commands (all on 127.0.0.1):",
        "",
        "```",
        f".build/release/foodly generate --db <tmp>/catalog.sqlite --restaurants {RESTAURANTS} "
        f"--dishes-per-restaurant {DISHES_EACH}   # {meta['generate_s']:.0f} s",
        ".build/release/foodly serve --host 127.0.0.1 --port 0 --db <tmp>/catalog.sqlite",
        f"GET /api/v1/search?q=…&limit={LIMIT}   # {len(queries)} queries, one keep-alive connection, "
        "second of two passes",
        f"wrk -t2 -c64 -d{WRK_SECONDS}s --latency -s rotate.lua URL   # cycling over the same queries",
        "```",
        "",
        f"The query mix is fixed (seed 20261130): {len(queries)} queries drawn from the generated dishes' own "
        "words of 5+ letters, in turn a whole word (or two), a prefix of 3–5 letters, and a word with one "
        "edit (deletion, insertion, substitution or swapped neighbours, not on the first letter). FTS5 gets "
        f"the same queries as prefix queries (`\"word\"*` for each word, `ORDER BY rank LIMIT {LIMIT}`) on a "
        "contentless FTS5 table over the same names and descriptions, run in-process; foodly's figures are "
        "over HTTP and include parsing, both searches (dishes and restaurants) and JSON.",
        "",
        "| engine | p50 | p99 | index build | found anything (exact / prefix / typo) | typo queries that found the "
        "intended word |",
        "|---|---:|---:|---:|---:|---:|",
        f"| foodly, HTTP, 1 connection | {ours['p50']:.2f} ms | {ours['p99']:.2f} ms | "
        f"{ours['cold_s']:.1f} s (load + indexes, first request) | {share(queries, 'exact', ours['found'])} / "
        f"{share(queries, 'prefix', ours['found'])} / {share(queries, 'typo', ours['found'])} | "
        f"{typo_ours}/{len(queries) // 3} |",
        f"| SQLite FTS5 prefix query, in-process | {fts['p50']:.2f} ms | {fts['p99']:.2f} ms | "
        f"{fts['build_s']:.1f} s | {share(queries, 'exact', fts['found'])} / {share(queries, 'prefix', fts['found'])}"
        f" / {share(queries, 'typo', fts['found'])} | {typo_fts}/{len(queries) // 3} |",
        "",
        f"foodly at 64 connections: **{wrk['rps']:,.0f} req/s**, p50 {wrk['p50_ms']:.2f} ms, p99 {wrk['p99_ms']:.2f} ms, "
        f"{wrk['errors']} errors.  ",
        f"foodly memory: RSS {ours['rss_start_kb'] / 1024:.0f} MiB at start, {ours['rss_loaded_kb'] / 1024:.0f} MiB "
        f"with the catalog and indexes loaded, {ours['rss_end_kb'] / 1024:.0f} MiB after the runs (the in-memory "
        "catalog holds every restaurant and dish as well as the search index).",
        "",
        "| goal | target | measured | met |",
        "|---|---|---|---|",
        f"| single-client p50 | <= {GOAL_P50_MS:.0f} ms | {ours['p50']:.2f} ms | {bench.yes(ours['p50'] <= GOAL_P50_MS)} |",
        f"| single-client p99 | <= {GOAL_P99_MS:.0f} ms | {ours['p99']:.2f} ms | {bench.yes(ours['p99'] <= GOAL_P99_MS)} |",
        f"| vs FTS5 prefix query | p50 within {GOAL_VS_FTS:.0f}x | {ratio:.2f}x | {bench.yes(ratio <= GOAL_VS_FTS)} |",
        f"| typo queries | finds what FTS5 misses | {typo_ours} vs {typo_fts} of {len(queries) // 3} | "
        f"{bench.yes(typo_ours > typo_fts)} |",
        END,
    ]
    return "\n".join(lines) + "\n"


def main() -> None:
    binary = bench.foodly_binary()
    commit = bench.commit()
    tmp = Path(tempfile.mkdtemp(prefix="foodly-bench-search."))
    try:
        db = tmp / "catalog.sqlite"
        generate_s = generate(binary, db)
        queries = query_mix(db)
        fts = fts5(db, tmp / "fts.sqlite", queries)
        idle = subprocess.run([sys.executable, str(ROOT / "bench/bench.py"), "cpu-idle", "2"],
                              capture_output=True, text=True).stdout.strip()
        ours = foodly(binary, db, tmp, queries)
        wrk_version = subprocess.run(["dpkg-query", "-W", "-f", "wrk ${Version}", "wrk"],
                                     capture_output=True, text=True).stdout.strip() or "wrk"
        meta = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "idle": idle, "commit": commit,
                "generate_s": generate_s, "wrk_version": wrk_version}
        section = render(meta, queries, ours, fts)
        bench.publish(section, START, END, QUICK)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
