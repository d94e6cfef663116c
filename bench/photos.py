#!/usr/bin/env python3
"""Photo upload probe: how long `PUT /api/v1/merchant/dishes/{id}/photo` takes for a 12-megapixel JPEG (4000x3000,
made here through libvips), decoded in full, checked and kept as 160/480/960 px JPEGs, and the server's memory
around it.

Steps: the demo city seeded into a fresh SQLite database; a staff account made with `foodly admin create-user` and
made owner of the first demo restaurant through the admin API; `foodly serve` started and warmed with 50 restaurant
lists; then UPLOADS uploads one after the other (each timed from the request to the answer), then 4 at once (the
server resizes at most 2 at a time; the others wait). RSS is read from /proc before, every 5 ms during (its peak)
and 2 s after. Rewrites the bench:photos section of docs/PERFORMANCE.md.

Env: FOODLY_BIN (default .build/release/foodly); PHOTO_UPLOADS (default 5); BENCH_QUICK=1 prints only.
"""

from __future__ import annotations

import ctypes
import http.client
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (shared helpers: machine(), percentile(), start_foodly(), publish(), rss_kb())

START, END = "<!-- bench:photos:start -->", "<!-- bench:photos:end -->"
QUICK = os.environ.get("BENCH_QUICK") == "1"
UPLOADS = int(os.environ.get("PHOTO_UPLOADS", "5"))
AT_ONCE = 4
PASSWORD = "Healthy1!"
WIDTH, HEIGHT = 4000, 3000


def log(message: str) -> None:
    print(f"bench: {message}", flush=True)


def twelve_megapixel_jpeg() -> bytes:
    """A 4000x3000 JPEG of coloured noise over a gradient (quality 90), written by libvips through ctypes."""
    vips = ctypes.CDLL("libvips.so.42")
    glib = ctypes.CDLL("libglib-2.0.so.0")
    if vips.vips_init(b"bench") != 0:
        raise SystemExit("bench: libvips did not start")
    vips.vips_image_new.restype = ctypes.c_void_p
    bands = (ctypes.c_void_p * 3)()
    for index in range(3):
        noise = ctypes.c_void_p()
        if vips.vips_gaussnoise(ctypes.byref(noise), WIDTH, HEIGHT, b"sigma", ctypes.c_double(6.0),
                                b"mean", ctypes.c_double(90.0 + 40 * index), None):
            raise SystemExit("bench: vips_gaussnoise failed")
        bands[index] = noise
    joined, cast = ctypes.c_void_p(), ctypes.c_void_p()
    if vips.vips_bandjoin(bands, ctypes.byref(joined), 3, None):
        raise SystemExit("bench: vips_bandjoin failed")
    if vips.vips_cast(joined, ctypes.byref(cast), 0, None):  # VIPS_FORMAT_UCHAR
        raise SystemExit("bench: vips_cast failed")
    buffer, length = ctypes.c_void_p(), ctypes.c_size_t()
    if vips.vips_jpegsave_buffer(cast, ctypes.byref(buffer), ctypes.byref(length), b"Q", 90, None):
        raise SystemExit("bench: vips_jpegsave_buffer failed")
    data = ctypes.string_at(buffer, length.value)
    glib.g_free(buffer)
    return data


def call(url: str, method: str, path: str, body: bytes | None = None, token: str | None = None,
         content_type: str = "application/json") -> tuple[int, bytes]:
    host = url.removeprefix("http://")
    connection = http.client.HTTPConnection(host, timeout=120)
    headers = {"Content-Type": content_type}
    if token:
        headers["Authorization"] = "Bearer " + token
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, data


def main() -> None:
    binary = bench.foodly_binary()
    work = Path(tempfile.mkdtemp(prefix="foodly-photos-"))
    try:
        run(binary, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run(binary: Path, work: Path) -> None:
    db = work / "foodly.sqlite"
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOODLY_")}
    subprocess.run([str(binary), "seed", "--db", str(db)], check=True, capture_output=True, env=env)
    subprocess.run([str(binary), "admin", "create-user", "--role", "staff", "--email", "photos@example.com",
                    "--name", "Pia Photo", "--db", str(db)], check=True, capture_output=True,
                   env={**env, "FOODLY_PASSWORD": PASSWORD})
    photo = twelve_megapixel_jpeg()
    log(f"a {WIDTH}x{HEIGHT} JPEG of {len(photo) / 1024 / 1024:.1f} MiB")
    process, url = bench.start_foodly(binary, db, work / "serve.log")
    try:
        login = lambda email: json.loads(call(url, "POST", "/api/v1/sessions",  # noqa: E731
                                              json.dumps({"email": email, "password": PASSWORD}).encode())[1])["token"]
        admin = login("admin@foodly.test")
        restaurants = json.loads(call(url, "GET", "/api/v1/restaurants?limit=5&lat=37.7599&lon=-122.4148")[1])
        restaurant = restaurants["items"][0]["id"]
        status, _ = call(url, "POST", "/api/v1/admin/staff", json.dumps(
            {"email": "photos@example.com", "restaurantId": restaurant, "role": "owner"}).encode(), admin)
        assert status == 204, status
        owner = login("photos@example.com")
        menu = json.loads(call(url, "GET", f"/api/v1/restaurants/{restaurant}")[1])["menu"]
        dishes = [d["id"] for s in menu for d in s["dishes"]]
        for _ in range(50):
            call(url, "GET", "/api/v1/restaurants?limit=20&lat=37.7599&lon=-122.4148")
        time.sleep(0.5)

        peak = [0]
        sampling = [True]

        def sample() -> None:
            while sampling[0]:
                peak[0] = max(peak[0], bench.rss_kb(process.pid))
                time.sleep(0.005)

        before = bench.rss_kb(process.pid)
        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        one_by_one = []
        for index in range(UPLOADS):
            started = time.perf_counter()
            status, body = call(url, "PUT", f"/api/v1/merchant/dishes/{dishes[index % len(dishes)]}/photo", photo,
                                owner, "image/jpeg")
            one_by_one.append((time.perf_counter() - started) * 1000)
            assert status == 200, (status, body[:200])
        sequential_peak = peak[0]
        at_once: list[float] = []
        lock = threading.Lock()

        def upload(dish: str) -> None:
            started = time.perf_counter()
            status, _ = call(url, "PUT", f"/api/v1/merchant/dishes/{dish}/photo", photo, owner, "image/jpeg")
            with lock:
                at_once.append((time.perf_counter() - started) * 1000)
            assert status == 200, status

        started = time.perf_counter()
        threads = [threading.Thread(target=upload, args=(dishes[i % len(dishes)],)) for i in range(AT_ONCE)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        wall = (time.perf_counter() - started) * 1000
        sampling[0] = False
        sampler.join()
        time.sleep(2)
        after = bench.rss_kb(process.pid)
    finally:
        process.terminate()
        process.wait(timeout=20)

    ordered = sorted(one_by_one)
    section = "\n".join([
        START,
        "### Photo upload and resize (`bench/photos.py`)",
        "",
        f"Machine: {bench.machine()}. Command: `bench/photos.py` (commit {bench.commit()}, "
        f"{time.strftime('%Y-%m-%d', time.gmtime())}).",
        "",
        f"A {WIDTH}x{HEIGHT} JPEG ({len(photo) / 1024 / 1024:.1f} MiB, quality 90) sent to "
        "`PUT /api/v1/merchant/dishes/{id}/photo`: header checked, decoded in full (libvips, shrink-on-load), kept "
        "as 160, 480 and 960 px JPEGs without metadata, stored, and the catalog change applied; time from the "
        "request to the answer, over loopback.",
        "",
        "| run | uploads | time per upload | server RSS before | peak | after (2 s later) |",
        "| --- | ---: | --- | ---: | ---: | ---: |",
        f"| one after the other | {UPLOADS} | median {bench.percentile(ordered, 0.5):.0f} ms "
        f"(min {ordered[0]:.0f}, max {ordered[-1]:.0f}) | {bench.mib(before)} | {bench.mib(sequential_peak)} | |",
        f"| {AT_ONCE} at once (2 resized at a time) | {AT_ONCE} | all done in {wall:.0f} ms "
        f"(slowest {max(at_once):.0f} ms) | | {bench.mib(peak[0])} | {bench.mib(after)} |",
        "",
        "RSS 2 s after stays above the start: the allocator keeps the memory freed after a resize for the next one "
        "(not returned to the system; not measured further).",
        END,
        "",
    ])
    bench.publish(section, START, END, QUICK)


if __name__ == "__main__":
    main()
