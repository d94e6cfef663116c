"""Accessibility: axe-core 4.12 (WCAG 2.0-2.2 A and AA rules) finds nothing on any customer page (the crew's and
the console's are in test_accessibility_crew.py), in the light and the dark colour scheme. The script comes from
the pinned wheel in tests/e2e/axe.txt (tests/e2e/run fetches it and names it in FOODLY_AXE_JS)."""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path

import pytest

from conftest import REPO_ROOT, WebDriverWait, api, open_as, register_via_api, shot

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
MISSION = {"line1": "600 Valencia St", "city": "San Francisco", "postcode": "94110", "latitude": 37.7599,
           "longitude": -122.4148}


def axe_script() -> str:
    path = os.environ.get("FOODLY_AXE_JS", "")
    if not path or not Path(path).is_file():
        pytest.fail("FOODLY_AXE_JS does not name axe.min.js: run the browser tests through tests/e2e/run",
                    pytrace=False)
    return Path(path).read_text()


def violations(driver, script: str) -> list[str]:
    """axe's violations on the page now: one line per rule, with up to three offending elements."""
    if not driver.execute_script("return typeof window.axe !== 'undefined'"):
        driver.execute_script(script)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})"
        ".then(r => done(r.violations.map(v => ({id: v.id, help: v.help,"
        "  nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ': ' + (n.failureSummary || ''))}))))"
        ".catch(e => done([{id: 'axe-error', help: String(e), nodes: []}]));", TAGS)
    return [f"{v['id']} ({v['help']}): " + json.dumps(v["nodes"]) for v in result]


def set_scheme(driver, scheme: str) -> None:
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def check(driver, server, paths, script, label):
    found = {}
    for scheme in ("light", "dark"):
        set_scheme(driver, scheme)
        for path in paths:
            driver.get(server.url + path)
            WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
            problems = violations(driver, script)
            if problems:
                found[f"{path} ({scheme})"] = problems
                shot(driver, f"{label}-{scheme}-{path}")
    assert not found, "axe violations:\n" + "\n".join(f"{k}:\n  " + "\n  ".join(v) for k, v in found.items())


def test_customer_pages_have_no_axe_violations_in_either_scheme(browser, server):
    script = axe_script()
    signed_out = ["/welcome/1", "/welcome/3", "/login", "/register", "/forgot", "/forgot?sent=1", "/reset?token=x",
                  "/verify?token=x", "/offline", "/staff/join"]
    browser.delete_all_cookies()
    check(browser, server, signed_out, script, "signed-out")
    _, _, token = register_via_api(server, "Ada Lovelace")
    api(server, "PATCH", "/api/v1/me", {"address": MISSION, "dailyKcalTarget": 1600}, token=token)
    listed = api(server, "GET", "/api/v1/restaurants?limit=100&lat=37.7599&lon=-122.4148")["items"]
    restaurant = api(server, "GET", f"/api/v1/restaurants/{listed[0]['id']}")
    dishes = [d for s in restaurant["menu"] for d in s["dishes"] if d["available"]]
    for dish in dishes[:2]:
        api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 1}, token=token)
    order = api(server, "POST", "/api/v1/orders", {}, token=token, headers={"Idempotency-Key": "axe-1"})
    # An order for later too (its page has the change-time form), and the review of a cart for a slot.
    api(server, "POST", "/api/v1/cart/items", {"dishId": dishes[0]["id"], "quantity": 2}, token=token)
    slot = api(server, "POST", "/api/v1/cart/quote", {}, token=token)["slots"][8]
    later = api(server, "POST", "/api/v1/orders", {"scheduledFor": slot}, token=token,
                headers={"Idempotency-Key": "axe-later"})
    api(server, "POST", "/api/v1/cart/items", {"dishId": dishes[0]["id"], "quantity": 2}, token=token)
    # A diary with an entry over the target and two weights, so its charts and tables are checked too.
    api(server, "POST", "/api/v1/diary/entries", {"name": "Big brunch", "kcal": 1900, "proteinG": 40}, token=token)
    today = datetime.date.today()
    for days, kilograms in ((9, 71.8), (1, 71.2)):
        api(server, "PUT", f"/api/v1/diary/weights/{today - datetime.timedelta(days=days)}", {"weightKg": kilograms},
            token=token)
    # A saved address, for its list and edit pages.
    saved = api(server, "POST", "/api/v1/me/addresses", {"label": "home", "address": MISSION}, token=token)
    open_as(browser, server, token, "/")
    # A restaurant with a sold-out dish too: greyed-out rows must still read well.
    demo = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())
    sold_out = next(r["name"] for r in demo if any(not d["available"] for s in r["menu"] for d in s["dishes"]))
    everywhere = api(server, "GET", "/api/v1/restaurants?limit=100")["items"]
    with_sold_out = next(r["id"] for r in everywhere if r["name"] == sold_out)
    pages = ["/", "/search", "/search?q=bowl", f"/restaurants/{restaurant['id']}", f"/restaurants/{with_sold_out}",
             "/cart", "/checkout", f"/checkout?slot={slot}", f"/orders/{later['id']}", "/orders",
             f"/orders/{order['id']}", f"/orders/{order['id']}/cancel", "/diary", "/profile",
             f"/dishes/{dishes[0]['id']}", "/profile/addresses", "/profile/addresses/new?q=600+valenca+st",
             f"/profile/addresses/{saved['id']}/edit", "/profile/restaurant"]
    check(browser, server, pages, script, "customer")
