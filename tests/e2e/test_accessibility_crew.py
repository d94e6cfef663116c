"""axe-core on the crew's and the console's pages (1280x800), in the light and the dark scheme: the kitchen, the
courier, the board, the operator's console with an order, a refund, a restaurant and the couriers. The customer's
pages are in test_accessibility.py, whose helpers these use; two files, so that they run on two workers at once."""

from __future__ import annotations

import contextlib
import urllib.error

from conftest import api, login, open_as, register_via_api, set_viewport
from test_accessibility import MISSION, axe_script, check


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
    check(browser, server, ["/courier", "/courier/bank", "/courier/schedule"], script, "courier")
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
    check(browser, server, ["/admin/restaurants", f"/admin/restaurants/{restaurant['id']}", "/admin/couriers",
                            "/admin/couriers/hours"],
          script, "console-restaurants")
