"""Accessibility: axe-core 4.12 (WCAG 2.0-2.2 A and AA rules) finds nothing on any customer or crew page, in the
light and the dark colour scheme. The script comes from the pinned wheel in tests/e2e/axe.txt (tests/e2e/run
fetches it and names it in FOODLY_AXE_JS)."""

from __future__ import annotations

import contextlib
import datetime
import json
import os
import urllib.error
from pathlib import Path

import pytest

from conftest import REPO_ROOT, WebDriverWait, api, login, open_as, register_via_api, set_viewport, shot

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


def test_crew_pages_have_no_axe_violations_in_either_scheme(browser, server):
    from cluster import fill_cart, kitchen_restaurant  # an order for the kitchen's card, its ticket and the offer

    script = axe_script()
    set_viewport(browser, 1280, 800)
    port = int(server.url.rsplit(":", 1)[1])
    _, _, customer = register_via_api(server, "Axel Crew")
    fill_cart(port, customer, kitchen_restaurant(port))
    order = api(server, "POST", "/api/v1/orders", {}, token=customer, headers={"Idempotency-Key": "axe-crew"})
    with contextlib.suppress(urllib.error.HTTPError):  # 409 when no courier on duty may take it now
        api(server, "POST", f"/api/v1/admin/orders/{order['id']}/offers", {}, token=login(server, "admin@foodly.test"))
    open_as(browser, server, login(server, "kitchen@foodly.test"), "/kitchen")
    check(browser, server, ["/kitchen", f"/kitchen/orders/{order['id']}/reject", f"/kitchen/orders/{order['id']}/ticket",
                            "/kitchen/staff", "/kitchen/hours", "/kitchen/photos", "/kitchen/bank", "/profile"],
          script, "kitchen")
    open_as(browser, server, login(server, "courier@foodly.test"), "/courier")
    check(browser, server, ["/courier", "/courier/bank"], script, "courier")
    open_as(browser, server, login(server, "admin@foodly.test"), "/admin/board")
    check(browser, server, ["/admin/board"], script, "board")


def test_console_pages_have_no_axe_violations_in_either_scheme(browser, server):
    script = axe_script()
    set_viewport(browser, 1280, 800)
    admin = login(server, "admin@foodly.test")
    customer = api(server, "GET", "/api/v1/admin/accounts?q=customer%40foodly.test", token=admin)["accounts"][0]
    open_as(browser, server, admin, "/admin")
    check(browser, server, ["/admin", "/admin/customers", "/admin/customers?q=nobody", f"/admin/customers/{customer['id']}",
                            "/admin/coupons", "/admin/coupons/WELCOME10", "/admin/reports", "/admin/payouts",
                            "/admin/payouts/account", "/admin/payouts/terms", "/admin/audit",
                            "/admin/audit?q=bowl&action=dish.change"], script, "console")


def test_console_order_page_has_no_axe_violations_in_either_scheme(browser, server):
    from test_money import placed_order, staffed  # money: the console's order page, both forms, a refund in its ledger

    script = axe_script()
    set_viewport(browser, 1280, 800)
    order, _ = placed_order(server, staffed(server, "axe-money", "Axel Rider"), "axe")
    admin = login(server, "admin@foodly.test")
    api(server, "POST", f"/api/v1/admin/orders/{order['id']}/refunds", {"amount": 100, "reason": "Late"}, token=admin)
    open_as(browser, server, admin, f"/admin/orders/{order['id']}")
    check(browser, server, [f"/admin/orders/{order['id']}"], script, "console-order")


def test_console_restaurant_and_courier_pages_have_no_axe_violations_in_either_scheme(browser, server):
    script = axe_script()
    set_viewport(browser, 1280, 800)
    _, _, customer = register_via_api(server, "Axe Applicant")
    application = {"name": "Axe Bowls", "cuisine": "Bowls", "description": "", "phone": "+14155550143",
                   "categories": ["bowls"], "location": {"address": "1 Axe St", **{k: MISSION[k] for k in
                                                                                 ("latitude", "longitude")}},
                   "deliveryRadiusKm": 4, "timeZone": "America/Los_Angeles", "prepMinutes": 15,
                   "openingHours": {day: [["11:00", "21:00"]] for day in ("mon", "tue", "wed", "thu", "fri")},
                   "fees": {"deliveryBase": 199, "deliveryPerKm": 50, "minimumOrder": 1000}, "taxRateBps": 863,
                   "contactEmail": "axe@example.com"}
    api(server, "POST", "/api/v1/restaurant-applications", application, token=customer)
    restaurant = api(server, "GET", "/api/v1/restaurants?limit=1")["items"][0]
    open_as(browser, server, login(server, "admin@foodly.test"), "/admin/restaurants")
    check(browser, server, ["/admin/restaurants", f"/admin/restaurants/{restaurant['id']}", "/admin/couriers"],
          script, "console-restaurants")
