"""Processes that each hold one region: two `foodly serve --regions` processes on one PostgreSQL behind nginx
(deploy/nginx-regions.conf, routing by host name). Each lists, searches and shows only its region; a point or
restaurant of the other region is answered 421 `other_region` naming it; a restaurant added through one region's
host is listed by its own region's process on the next request."""

from __future__ import annotations

import json
import subprocess
import urllib.parse

import pytest

from cluster import BINARY, PASSWORD, Client, Nginx, Process, foodly, fresh_database
from conftest import REPO_ROOT

HOSTS = {"city-1": "city-1.foodly.test", "city-2": "city-2.foodly.test"}


@pytest.fixture
def regions(tmp_path):
    """A PostgreSQL database with 200 generated restaurants in two cities, an admin, one process per city and
    nginx in front."""
    database = fresh_database()
    generated = foodly("generate", "--restaurants", "200", "--dishes-per-restaurant", "3", "--regions", "2",
                       "--db", database)
    assert generated.returncode == 0, generated.stderr
    created = subprocess.run(
        [BINARY, "admin", "create-user", "--role", "admin", "--email", "ops@example.com", "--name", "City Ops",
         "--db", database], input=PASSWORD + "\n", capture_output=True, text=True, cwd=REPO_ROOT, timeout=60)
    assert created.returncode == 0, created.stderr
    processes = [Process(database, tmp_path / f"foodly-{region}.log", "--regions", region) for region in HOSTS]
    nginx = Nginx(tmp_path / "nginx", [p.port for p in processes], config="nginx-regions.conf")
    try:
        yield {"front": nginx.port, "processes": processes}
    finally:
        nginx.stop()
        for process in processes:
            process.stop()


def get(front: int, region: str, path: str, token: str | None = None):
    """GET through nginx as the host of `region`."""
    return Client(front, token).send("GET", path, headers={"Host": HOSTS[region]})


def listed(front: int, region: str, query: str = "") -> list[dict]:
    status, page, _ = get(front, region, "/api/v1/restaurants?limit=100" + query)
    assert status == 200, page
    return page["items"]


def detail(front: int, region: str, summary: dict) -> dict:
    status, page, _ = get(front, region, f"/api/v1/restaurants/{summary['id']}")
    assert status == 200, page
    return page


def near(restaurant: dict) -> str:
    return f"&lat={restaurant['latitude']}&lon={restaurant['longitude']}"


def test_each_region_is_served_by_its_own_process(regions):
    front = regions["front"]
    west, east = listed(front, "city-1"), listed(front, "city-2")
    assert len(west) == len(east) == 100, "each process holds its half of the 200"
    assert not {r["id"] for r in west} & {r["id"] for r in east}
    # city-2 lies 100 km east of city-1's edge.
    west = [detail(front, "city-1", r) for r in west[:10]]
    east = [detail(front, "city-2", r) for r in east[:10]]
    assert max(r["longitude"] for r in west) + 1 < min(r["longitude"] for r in east)

    # A point in city-2 asked of city-1's host: refused, naming the region that serves it.
    status, problem, response = get(front, "city-1", "/api/v1/restaurants?limit=5" + near(east[0]))
    assert status == 421, problem
    assert response.getheader("Content-Type") == "application/problem+json"
    assert problem["code"] == "other_region" and problem["region"] == "city-2"
    assert '"city-2"' in problem["detail"] and '"city-1"' in problem["detail"]
    status, problem, _ = get(front, "city-1", "/api/v1/search?q=bowl" + near(east[0]))
    assert status == 421 and problem["region"] == "city-2"
    status, problem, _ = get(front, "city-1", f"/api/v1/restaurants/{east[0]['id']}")
    assert status == 421 and problem["region"] == "city-2"

    # The same requests at city-2's host are answered.
    assert listed(front, "city-2", near(east[0]))
    status, results, _ = get(front, "city-2", "/api/v1/search?q=bowl" + near(east[0]))
    assert status == 200 and results["dishes"]
    status, page, _ = get(front, "city-2", f"/api/v1/restaurants/{east[0]['id']}")
    assert status == 200 and page["id"] == east[0]["id"]

    # A host nginx does not know is refused by nginx itself.
    status, _, _ = Client(front).send("GET", "/api/v1/restaurants", headers={"Host": "elsewhere.foodly.test"})
    assert status == 421


def test_a_restaurant_added_through_one_host_is_listed_by_its_regions_process(regions):
    front = regions["front"]
    west = [detail(front, "city-1", listed(front, "city-1")[0])]
    demo = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())[0]
    demo.update(name="Regional Newcomer", region="city-1")
    demo["location"].update(latitude=west[0]["latitude"], longitude=west[0]["longitude"])
    # Added through city-2's process (any process writes to the one database) …
    admin = Client(front, login_as(front, "city-2"))
    status, body, _ = admin.send("POST", "/api/v1/admin/restaurants", demo, headers={"Host": HOSTS["city-2"]})
    assert status == 201, body
    # … listed by city-1's process on its next request, and not by city-2's.
    names = [r["name"] for r in listed(front, "city-1", near(west[0]))]
    assert "Regional Newcomer" in names
    query = urllib.parse.urlencode({"q": "Regional Newcomer"})
    status, results, _ = get(front, "city-1", f"/api/v1/search?{query}")
    assert status == 200 and results["restaurants"][0]["name"] == "Regional Newcomer"
    status, results, _ = get(front, "city-2", f"/api/v1/search?{query}")
    assert status == 200 and "Regional Newcomer" not in [r["name"] for r in results["restaurants"]]
    status, problem, _ = get(front, "city-2", f"/api/v1/restaurants/{body['id']}")
    assert status == 421 and problem["region"] == "city-1"


def login_as(front: int, region: str) -> str:
    status, body, _ = Client(front).send("POST", "/api/v1/sessions", {"email": "ops@example.com",
                                                                       "password": PASSWORD},
                                         headers={"Host": HOSTS[region]})
    assert status in (200, 201), body
    return body["token"]
