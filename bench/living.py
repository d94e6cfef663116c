#!/usr/bin/env python3
"""Living-catalog probe: what one process costs at a large catalog, and whether a catalog change stalls it.

Steps: `foodly generate --restaurants N --dishes-per-restaurant 10` into a fresh SQLite database on disk; an admin
and a kitchen account made with `foodly admin create-user`; `foodly serve` started and timed until its first
restaurant list answers; 500 lists to warm it and measure the steady p50; then catalog changes through the API,
each followed at once by a list whose time is taken: the admin imports a restaurant (then makes the kitchen
account its staff), and the kitchen switches that restaurant's dishes sold out and back, 40 times. RSS is read
from /proc after the start, after the warm-up and after the changes. Last, `wrk -t2 -c64 -d10s` on the list and
on a restaurant page, side by side (the page's goal: at least half the list's requests per second); then wrk on
the list and on search, first alone and then while a writer makes 20 catalog changes a second through the API
(19 changes to restaurants picked at random across the city, each by a kitchen account made their manager: three
sold-out switches in four, the rest price edits through the merchant menu API; and one new restaurant a second):
the goal is a p99 within 1.5x of the run without writes. Then foodly is stopped and started again and its first
list timed once more: this start reads the catalog file the first one wrote (DB.catalog) and applies the change
log after it. Rewrites the bench:living section of docs/PERFORMANCE.md.

Env: FOODLY_BIN (default .build/release/foodly); LIVING_RESTAURANTS (default 100000);
BENCH_QUICK=1 for 10,000 restaurants, printing the section only.
"""

from __future__ import annotations

import http.client
import json
import os
import shutil
import subprocess
import sys
import random
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (shared helpers: machine(), percentile(), start_foodly(), publish())

ROOT = Path(__file__).resolve().parent.parent
START, END = "<!-- bench:living:start -->", "<!-- bench:living:end -->"
QUICK = os.environ.get("BENCH_QUICK") == "1"
RESTAURANTS = int(os.environ.get("LIVING_RESTAURANTS", "10000" if QUICK else "100000"))
DISHES = 10
SWITCHES = 40
GOAL_AFTER_CHANGE_MS = 50
GOAL_PAGE_SHARE = 0.5
WRK_SECONDS = 3 if QUICK else 10
PASSWORD = "Healthy1!"
LIST = "/api/v1/restaurants?lat=37.7880&lon=-122.4075&limit=20"
SEARCH = "/api/v1/search?q=bowl&lat=37.7880&lon=-122.4075"
CHANGES_PER_SECOND = 20
GOAL_UNDER_WRITES = 1.5
GOAL_START_S = 2
GOAL_BYTES_PER_DISH = 300


def log(message: str) -> None:
    print(f"bench: {message}", flush=True)


class Client:
    """One keep-alive connection speaking JSON."""

    def __init__(self, url: str, token: str | None = None):
        host, port = url.removeprefix("http://").split(":")
        self.connection = http.client.HTTPConnection(host, int(port), timeout=120)
        self.token = token

    def send(self, method: str, path: str, body: object | None = None) -> tuple[int, object]:
        headers = {"Content-Type": "application/json"}
        if self.token:
            headers["Authorization"] = "Bearer " + self.token
        self.connection.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
        response = self.connection.getresponse()
        data = response.read()
        return response.status, json.loads(data) if data else None

    def timed_list(self) -> float:
        """Milliseconds for one restaurant list."""
        started = time.perf_counter()
        status, _ = self.send("GET", LIST)
        assert status == 200, status
        return (time.perf_counter() - started) * 1000



def restaurant_object(number: int = 0) -> dict:
    """Restaurant `number` in the import format at the generated square's centre, open all day, with five dishes
    (names must differ: an import of a restaurant already there is refused)."""
    dish = {
        "description": "Lentils, greens and tahini", "price": 1250, "portionGrams": 350, "allergens": ["sesame"],
        "diets": ["vegan"], "available": True,
        "nutrition": {"kcal": 420, "proteinG": 24, "carbsG": 48, "sugarsG": 6, "fatG": 12, "saturatedFatG": 2,
                      "fiberG": 14, "saltG": 1.1, "fruitVegLegumePercent": 70},
    }
    hours = {day: [["00:00", "24:00"]] for day in ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}
    return {
        "name": f"Bench Living Kitchen {number}", "cuisine": "Bowls", "description": "", "phone": "+14155550100",
        "categories": ["bowls"], "deliveryRadiusKm": 5, "timeZone": "America/Los_Angeles", "prepMinutes": 15,
        "location": {"address": "1 Bench St", "latitude": 37.7880, "longitude": -122.4075},
        "openingHours": hours, "taxRateBps": 863,
        "fees": {"deliveryBase": 199, "deliveryPerKm": 50, "freeDeliveryOver": 3000, "minimumOrder": 1000},
        "menu": [{"section": "Bowls", "dishes": [dict(dish, name=f"Living Bowl {n}") for n in range(1, 6)]}],
    }


def wrk(url: str, path: str) -> dict:
    """Requests per second and latency of `wrk -t2 -c64` on one path, after a 2-second warm-up."""
    subprocess.run(["wrk", "-t2", "-c64", "-d2s", url + path], check=True, stdout=subprocess.DEVNULL)
    text = subprocess.run(["wrk", "-t2", "-c64", f"-d{WRK_SECONDS}s", "--latency", url + path],
                          check=True, capture_output=True, text=True).stdout
    return bench.parse_wrk(text)


def pool(client: Client, size: int) -> list[tuple[str, str]]:
    """(restaurant id, dish id) of up to `size` generated restaurants, found by listing around many points."""
    found: dict[str, str] = {}
    # `foodly generate` fills a square of sqrt(N) km a side (at least 10) around the centre: stay inside it.
    spread = 0.8 * max(10, RESTAURANTS ** 0.5) / 2 / 111.2
    rng = random.Random(7)
    while len(found) < size:
        lat, lon = 37.7880 + rng.uniform(-spread, spread), -122.4075 + rng.uniform(-spread, spread)
        status, page = client.send("GET", f"/api/v1/restaurants?lat={lat:.5f}&lon={lon:.5f}&limit=20")
        assert status == 200, status
        for item in page["items"]:
            if item["id"] not in found and len(found) < size:
                status, detail = client.send("GET", f"/api/v1/restaurants/{item['id']}")
                dishes = [d["id"] for section in detail["menu"] for d in section["dishes"]]
                if dishes:
                    found[item["id"]] = dishes[0]
    return list(found.items())


class Writer(threading.Thread):
    """Makes CHANGES_PER_SECOND catalog changes a second until stopped: one new restaurant a second, the rest on
    restaurants of `targets` (the kitchen account made their manager first): three sold-out switches in four, the
    fourth a price edit (the dish as the merchant menu gives it, its price one cent up or down)."""

    def __init__(self, url: str, admin: str, kitchen: str, targets: list[tuple[str, str]]):
        super().__init__(daemon=True)
        self.admin, self.kitchen, self.targets = Client(url, admin), Client(url, kitchen), targets
        self.stop = threading.Event()
        self.changes = 0
        self.price_edits = 0
        self.late = 0
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.write()
        except BaseException as error:  # reported by the main thread after join()
            self.error = error

    def write(self) -> None:
        rng = random.Random(11)
        started = time.perf_counter()
        while not self.stop.is_set():
            if self.changes % CHANGES_PER_SECOND == 0:
                status, body = self.admin.send(
                    "POST", "/api/v1/admin/restaurants", restaurant_object(1 + self.changes // CHANGES_PER_SECOND))
                assert status == 201, (status, body)
            else:
                restaurant, dish = rng.choice(self.targets)
                status, _ = self.admin.send(
                    "POST", "/api/v1/admin/staff",
                    {"email": "kitchen@bench.example", "restaurantId": restaurant, "role": "manager"})
                assert status == 204, status
                if self.changes % 4 == 3:
                    self.edit_price(dish, rng.choice([-1, 1]))
                else:
                    status, _ = self.kitchen.send("PATCH", f"/api/v1/kitchen/dishes/{dish}",
                                                  {"available": rng.random() < 0.5})
                    assert status == 204, status
            self.changes += 1
            wait = started + self.changes / CHANGES_PER_SECOND - time.perf_counter()
            if wait > 0:
                time.sleep(wait)
            else:
                self.late += 1

    def edit_price(self, dish_id: str, cents: int) -> None:
        """Changes one dish's price by `cents`, the rest of it sent back as the merchant menu gives it."""
        status, menu = self.kitchen.send("GET", "/api/v1/merchant/menu")
        assert status == 200, (status, menu)
        entry = next(e for section in menu["sections"] for e in section["dishes"] if e["dish"]["id"] == dish_id)
        dish = entry["dish"]
        nutrients = ["kcal", "proteinG", "carbsG", "sugarsG", "fatG", "saturatedFatG", "fiberG", "saltG"]
        body = {
            "name": dish["name"], "description": dish["description"], "price": max(1, dish["price"] + cents),
            "portionGrams": dish["portionGrams"], "available": dish["available"], "section": entry["section"],
            "nutrition": dict({n: dish[n] for n in nutrients}, fruitVegLegumePercent=entry["fruitVegLegumePercent"]),
            "nutriScoreCategory": entry["nutriScoreCategory"], "allergens": dish["allergens"], "diets": dish["diets"],
            # Generated dishes have no ingredient list, which the editor requires: a first edit gives one.
            "ingredients": entry["ingredients"] or "Lentils, greens, tahini",
        }
        status, saved = self.kitchen.send("PUT", f"/api/v1/merchant/menu/dishes/{dish_id}", body)
        assert status == 200, (status, saved)
        self.price_edits += 1


def render(meta: dict, figures: dict) -> str:
    after = sorted(figures["after_change_ms"])
    p50, worst = bench.percentile(after, 0.5), after[-1]
    per_dish = figures["rss_warm_kb"] * 1024 / (RESTAURANTS * DISHES)
    met = worst < GOAL_AFTER_CHANGE_MS
    return "\n".join([
        START,
        f"## Living catalog: start, memory, lists right after changes, restaurant pages (`bench/living.py`, "
        f"{RESTAURANTS:,} restaurants)",
        "",
        f"Measured {meta['date']} on {bench.machine()}, commit {meta['commit']}, CPU idle before: {meta['idle']}. "
        f"`python3 bench/living.py` (`foodly generate --restaurants {RESTAURANTS} --dishes-per-restaurant {DISHES}`, "
        "SQLite on disk, one client on loopback).",
        "",
        "| Figure | Value |",
        "|---|---|",
        f"| Start to first list answered | {figures['first_list_s']:.2f} s |",
        f"| RSS after the first list / after warm-up | {bench.mib(figures['rss_start_kb'])} / "
        f"{bench.mib(figures['rss_warm_kb'])} ({per_dish:,.0f} B per dish) |",
        f"| Steady list p50 (500 lists) | {figures['steady_p50_ms']:.2f} ms |",
        f"| Import through the API, then the next list | {figures['import_ms']:.1f} ms, then "
        f"{figures['after_import_ms']:.1f} ms |",
        f"| List right after each of {SWITCHES} sold-out switches: p50 / max | {p50:.2f} ms / {worst:.2f} ms |",
        f"| RSS after the changes | {bench.mib(figures['rss_end_kb'])} |",
        f"| `wrk -t2 -c64 -d{WRK_SECONDS}s` list: req/s, p99 | {figures['list']['rps']:,.0f}, "
        f"{figures['list']['p99_ms']:.2f} ms |",
        f"| `wrk -t2 -c64 -d{WRK_SECONDS}s` restaurant page (5 dishes): req/s, p99 | {figures['page']['rps']:,.0f}, "
        f"{figures['page']['p99_ms']:.2f} ms ({figures['page']['rps'] / figures['list']['rps']:.0%} of the list) |",
        f"| `wrk -t2 -c64 -d{WRK_SECONDS}s` list p99 without / with {CHANGES_PER_SECOND} changes a second | "
        f"{figures['calm_list']['p99_ms']:.2f} ms / {figures['busy_list']['p99_ms']:.2f} ms "
        f"({figures['busy_list']['p99_ms'] / figures['calm_list']['p99_ms']:.2f}x; req/s "
        f"{figures['calm_list']['rps']:,.0f} / {figures['busy_list']['rps']:,.0f}) |",
        f"| `wrk -t2 -c64 -d{WRK_SECONDS}s` search `bowl` p99 without / with {CHANGES_PER_SECOND} changes a second | "
        f"{figures['calm_search']['p99_ms']:.2f} ms / {figures['busy_search']['p99_ms']:.2f} ms "
        f"({figures['busy_search']['p99_ms'] / figures['calm_search']['p99_ms']:.2f}x; req/s "
        f"{figures['calm_search']['rps']:,.0f} / {figures['busy_search']['rps']:,.0f}) |",
        f"| Changes made during those runs, price edits among them (late: the writer fell behind its pace) | "
        f"{figures['writes']:,}, {figures['price_edits']:,} ({figures['late']:,} late) |",
        f"| Restart, from the catalog file ({figures['file_mb']:,.0f} MB, then the change log after it): start to "
        f"first list answered | {figures['restart_list_s']:.2f} s |",
        f"| RSS after that first list | {bench.mib(figures['rss_restart_kb'])} "
        f"({figures['rss_restart_kb'] * 1024 / (RESTAURANTS * DISHES):,.0f} B per dish) |",
        "",
        f"Goal: the list right after a change under {GOAL_AFTER_CHANGE_MS} ms at 100,000 restaurants: "
        f"{bench.yes(met and RESTAURANTS >= 100_000)}"
        + ("" if RESTAURANTS >= 100_000 else f" (this run had {RESTAURANTS:,} restaurants)") + ". "
        f"Goal: a restaurant page at least {GOAL_PAGE_SHARE:.0%} of the list's requests per second: "
        f"{bench.yes(figures['page']['rps'] >= GOAL_PAGE_SHARE * figures['list']['rps'])}. "
        f"Goal: list and search p99 within {GOAL_UNDER_WRITES}x while {CHANGES_PER_SECOND} changes a second are made: "
        + bench.yes(all(figures[f"busy_{name}"]["p99_ms"] <= GOAL_UNDER_WRITES * figures[f"calm_{name}"]["p99_ms"]
                        for name in ["list", "search"])) + ". Reviews are not in the writer's mix "
        "(a review needs a delivered order); one applies as the same kind of change as a price edit. "
        f"Goal: the first list within {GOAL_START_S:.0f} s of start at 1,000,000 dishes: "
        + bench.yes(figures["restart_list_s"] <= GOAL_START_S and RESTAURANTS * DISHES >= 1_000_000)
        + " from the catalog file (the first start of a database has no file yet and loads the whole catalog). "
        f"Goal: at most {GOAL_BYTES_PER_DISH} bytes resident per dish: "
        + bench.yes(max(figures["rss_warm_kb"], figures["rss_restart_kb"]) * 1024 / (RESTAURANTS * DISHES)
                    <= GOAL_BYTES_PER_DISH) + ".",
        END,
        "",
    ])


def main() -> None:
    binary = bench.foodly_binary()
    commit = bench.commit()
    tmp = Path(tempfile.mkdtemp(prefix="foodly-bench-living.", dir="/var/tmp"))
    process = None
    try:
        db = tmp / "foodly.sqlite"
        log(f"generating {RESTAURANTS:,} restaurants x {DISHES} dishes")
        subprocess.run([str(binary), "generate", "--db", str(db), "--restaurants", str(RESTAURANTS),
                        "--dishes-per-restaurant", str(DISHES)], check=True, stdout=subprocess.DEVNULL)
        for role, email in [("admin", "admin@bench.example"), ("staff", "kitchen@bench.example")]:
            subprocess.run([str(binary), "admin", "create-user", "--role", role, "--email", email,
                            "--name", f"Bench {role}", "--db", str(db)], check=True, stdout=subprocess.DEVNULL,
                           env=dict(os.environ, FOODLY_PASSWORD=PASSWORD))
        idle = subprocess.run([sys.executable, str(ROOT / "bench/bench.py"), "cpu-idle", "2"],
                              capture_output=True, text=True).stdout.strip()
        log("starting foodly and timing the first list")
        started = time.perf_counter()
        process, url = bench.start_foodly(binary, db, tmp / "foodly.out")
        anonymous = Client(url)
        anonymous.timed_list()
        figures = {"first_list_s": time.perf_counter() - started, "rss_start_kb": bench.rss_kb(process.pid)}
        steady = sorted(anonymous.timed_list() for _ in range(500))
        figures["steady_p50_ms"] = bench.percentile(steady, 0.5)
        figures["rss_warm_kb"] = bench.rss_kb(process.pid)

        tokens = {}
        for email in ["admin@bench.example", "kitchen@bench.example"]:
            status, body = anonymous.send("POST", "/api/v1/sessions", {"email": email, "password": PASSWORD})
            assert status == 201, (status, body)
            tokens[email] = body["token"]
        admin, kitchen = Client(url, tokens["admin@bench.example"]), Client(url, tokens["kitchen@bench.example"])
        log("importing a restaurant through the API")
        began = time.perf_counter()
        status, body = admin.send("POST", "/api/v1/admin/restaurants", restaurant_object())
        figures["import_ms"] = (time.perf_counter() - began) * 1000
        assert status == 201, (status, body)
        figures["after_import_ms"] = anonymous.timed_list()
        restaurant = body["id"]
        status, _ = admin.send("POST", "/api/v1/admin/staff",
                               {"email": "kitchen@bench.example", "restaurantId": restaurant})
        assert status == 204, status
        status, page = anonymous.send("GET", f"/api/v1/restaurants/{restaurant}")
        assert status == 200, status
        dishes = [dish["id"] for section in page["menu"] for dish in section["dishes"]]
        log(f"{SWITCHES} sold-out switches, each followed by a list")
        after = []
        for n in range(SWITCHES):
            status, _ = kitchen.send("PATCH", f"/api/v1/kitchen/dishes/{dishes[n % len(dishes)]}",
                                     {"available": (n // len(dishes)) % 2 == 1})
            assert status == 204, status
            after.append(anonymous.timed_list())
        figures["after_change_ms"] = after
        figures["rss_end_kb"] = bench.rss_kb(process.pid)
        log("wrk on the list and on the restaurant page")
        figures["list"] = wrk(url, LIST)
        figures["page"] = wrk(url, f"/api/v1/restaurants/{restaurant}?lat=37.7880&lon=-122.4075")
        for name in ["list", "page"]:
            assert figures[name]["errors"] == 0, (name, figures[name])
        targets = pool(anonymous, 2_000)
        figures["calm_list"], figures["calm_search"] = wrk(url, LIST), wrk(url, SEARCH)
        log(f"wrk on the list and search while {CHANGES_PER_SECOND} catalog changes a second are made")
        writer = Writer(url, tokens["admin@bench.example"], tokens["kitchen@bench.example"], targets)
        writer.start()
        figures["busy_list"], figures["busy_search"] = wrk(url, LIST), wrk(url, SEARCH)
        writer.stop.set()
        writer.join()
        if writer.error:
            raise writer.error
        figures["writes"], figures["price_edits"], figures["late"] = writer.changes, writer.price_edits, writer.late
        log("restarting foodly and timing the first list, from the catalog file")
        catalog_file = Path(str(db) + ".catalog")
        assert catalog_file.exists(), "foodly wrote no catalog file"
        process.terminate()
        process.wait(timeout=30)
        figures["file_mb"] = catalog_file.stat().st_size / 1e6
        started = time.perf_counter()
        process, url = bench.start_foodly(binary, db, tmp / "foodly-again.out")
        Client(url).timed_list()
        figures["restart_list_s"] = time.perf_counter() - started
        figures["rss_restart_kb"] = bench.rss_kb(process.pid)
        for name in ["calm_list", "calm_search", "busy_list", "busy_search"]:
            assert figures[name]["errors"] == 0, (name, figures[name])
        meta = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "idle": idle, "commit": commit}
        bench.publish(render(meta, figures), START, END, QUICK)
    finally:
        if process is not None:
            process.terminate()
            process.wait(timeout=30)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
