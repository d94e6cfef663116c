"""Regulars at 390x844: a delivered order is, the next day, ordered again with one of its dishes now sold out (the
cart has the rest and says what is missing); the heart on a restaurant puts it in Home's favourites; the order page says
a tip goes to the courier in person (it was paid on delivery). The pages are checked at 320 px (nothing overflows) and
with axe in the light and the dark scheme. The order's age is made real by moving its stored times back (the app
has no clock control): the server reads them as any other order's."""

import contextlib
import datetime
import os
import sqlite3
from zoneinfo import ZoneInfo

from selenium.webdriver.common.by import By

from conftest import deliver, accept_offer, WebDriverWait, api, open_as, register_via_api, set_viewport, shot
from test_accessibility import axe_script, set_scheme, violations
from test_diary import staffed_restaurant
from test_first_use import LAYOUT_PROBLEMS
from test_ordering import click, submit, wait_ready

STORED = "%Y-%m-%dT%H:%M:%S.%fZ"


def moved_back(text, hours):
    """A stored time (fixed-width RFC 3339 UTC with milliseconds) `hours` earlier, in the same form."""
    when = datetime.datetime.strptime(text, STORED) - datetime.timedelta(hours=hours)
    return when.strftime(STORED)[:-4] + "Z"


def age_order(database, order_id, hours):
    """Makes an order `hours` older: its placing, arrival and every step of its timeline."""
    with contextlib.closing(sqlite3.connect(database, timeout=10)) as connection:
        placed, latest = connection.execute(
            "SELECT placed_at, estimated_delivery_at FROM orders WHERE id = ?", (order_id,)).fetchone()
        connection.execute("UPDATE orders SET placed_at = ?, estimated_delivery_at = ? WHERE id = ?",
                           (moved_back(placed, hours), moved_back(latest, hours), order_id))
        for sequence, at in connection.execute(
                "SELECT sequence, at FROM order_timeline WHERE order_id = ?", (order_id,)).fetchall():
            connection.execute("UPDATE order_timeline SET at = ? WHERE order_id = ? AND sequence = ?",
                               (moved_back(at, hours), order_id, sequence))
        connection.commit()


def in_place(driver, region_id, button):
    """Taps a control that app.js sends in the background; waits until the region is replaced, not reloaded."""
    driver.execute_script("window.foodlyOldPage = true; document.getElementById(arguments[0]).firstElementChild"
                          ".dataset.old = '1'", region_id)
    click(driver, button)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "const r = document.getElementById(arguments[0]);"
        "return !r.hasAttribute('aria-busy') && !r.firstElementChild.dataset.old", region_id))
    assert driver.execute_script("return window.foodlyOldPage === true"), "the page reloaded"


def test_order_again_next_day_favourite_restaurant_and_tip_in_person(browser, server):
    set_viewport(browser, 390, 844)
    # A demo restaurant open all day, with a kitchen account and a courier waiting at its door.
    restaurant, kitchen, courier = staffed_restaurant(
        server, "regulars", "Kai Kitchen", "Ria Regular", "(415) 555-0178")
    tag = f"{os.getpid()}"

    # Yesterday's order: two of one dish and one of another, delivered.
    _, _, customer = register_via_api(server, "Rene Regular")
    api(server, "PATCH", "/api/v1/me", {"phone": "(415) 555-0167", "address": {
        "line1": "1 Regular Row", "city": "San Francisco", "latitude": restaurant["latitude"] + 0.003,
        "longitude": restaurant["longitude"]}}, token=customer)
    kept, gone = [d for s in restaurant["menu"] for d in s["dishes"] if d["available"]][:2]
    api(server, "POST", "/api/v1/cart/items", {"dishId": kept["id"], "quantity": 2}, token=customer)
    api(server, "POST", "/api/v1/cart/items", {"dishId": gone["id"], "quantity": 1}, token=customer)
    order = api(server, "POST", "/api/v1/orders", {}, token=customer, headers={"Idempotency-Key": f"regular-{tag}"})
    order = accept_offer(server, courier, order["id"])
    assert order["courier"]["name"] == "Ria Regular", order["courier"]
    for action in ("accept", "preparing", "ready"):
        api(server, "POST", f"/api/v1/kitchen/orders/{order['id']}/{action}", {}, token=kitchen)
    deliver(server, courier, order["id"], customer)
    # Delivered yesterday evening, in the restaurant's zone (so still within the 24 hours a tip can be raised).
    local = datetime.datetime.now(ZoneInfo(restaurant["timeZone"]))
    age_order(server.database, order["id"], min(local.hour + local.minute / 60 + 2, 23))
    api(server, "PATCH", f"/api/v1/kitchen/dishes/{gone['id']}", {"available": False}, token=kitchen)
    try:
        # Order again from the Orders tab: the cart has the rest and says what is missing.
        open_as(browser, server, customer, "/orders")
        wait_ready(browser)
        shot(browser, "1-orders")
        submit(browser, browser.find_element(By.ID, f"reorder-{order['number']}"))
        assert browser.current_url.endswith(f"/cart?reordered={order['id']}#reorder")
        note = browser.find_element(By.ID, "reorder")
        assert f"In your cart: 2 dishes from order #{order['number']}" in note.text
        assert f"Not added: {gone['name']} is sold out today." in note.text
        lines = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#cart-lines .dish-name")]
        assert lines == [kept["name"]]
        assert browser.find_element(By.CSS_SELECTOR, "#cart-lines .stepper-count").text == "2"
        assert not browser.find_elements(By.ID, "cart-problems"), "the rest can be ordered"
        shot(browser, "2-cart-after-order-again")

        # The heart on the restaurant, without a reload; then it is among Home's favourites.
        browser.get(server.url + f"/restaurants/{restaurant['id']}")
        wait_ready(browser)
        heart = browser.find_element(By.ID, "favourite")
        assert heart.get_attribute("aria-pressed") == "false"
        assert heart.get_attribute("aria-label") == f"Favourite {restaurant['name']}"
        browser.execute_script("window.foodlyOldPage = true")
        click(browser, heart)
        WebDriverWait(browser, 10).until(lambda d: heart.get_attribute("aria-pressed") == "true")
        assert browser.execute_script("return window.foodlyOldPage === true"), "the page reloaded"
        shot(browser, "3-restaurant-favourite")
        submit(browser, browser.find_element(By.CSS_SELECTOR, "a.tabbar-link[href='/']"))
        favourites = browser.find_element(By.ID, "favourites")
        assert restaurant["name"] in favourites.text
        assert favourites.find_element(By.CSS_SELECTOR, f"a[href='/restaurants/{restaurant['id']}']")
        card_heart = browser.find_element(By.ID, f"favourite-restaurant-{restaurant['id']}")
        assert card_heart.get_attribute("aria-pressed") == "true"
        browser.execute_script("document.getElementById('favourites').scrollIntoView({block: 'start', behavior: 'instant'})")
        shot(browser, "4-home-favourites")

        # The order was paid on delivery: a tip now goes to the courier in person (raising one on a card order is
        # test_card_checkout's); no chips are offered and the total stays.
        browser.get(server.url + f"/orders/{order['id']}")
        wait_ready(browser)
        assert browser.find_element(By.ID, "tip-title").text == "Tip your courier in person"
        assert "Foodly does not add it to your order" in browser.find_element(By.ID, "tip-note").text
        assert not browser.find_elements(By.CSS_SELECTOR, ".tip-choices button"), "no tip chips on a cash order"
        assert api(server, "GET", f"/api/v1/orders/{order['id']}", token=customer)["pricing"] == order["pricing"]
        browser.execute_script("document.getElementById('tip').scrollIntoView({block: 'center', behavior: 'instant'})")
        shot(browser, "5-order-tip-in-person")

        # 320 px: nothing overflows; the dark scheme once, and axe in both.
        pages = [f"/orders/{order['id']}", f"/cart?reordered={order['id']}", "/", f"/restaurants/{restaurant['id']}",
                 "/orders"]
        set_viewport(browser, 320, 640)
        for index, path in enumerate(pages):
            browser.get(server.url + path)
            wait_ready(browser)
            problems = browser.execute_script(LAYOUT_PROBLEMS)
            assert not problems, f"{path} at 320 px: {problems}"
            shot(browser, f"6-320-{index}")
        set_viewport(browser, 390, 844)
        script = axe_script()
        found = {}
        for scheme in ("dark", "light"):
            set_scheme(browser, scheme)
            for index, path in enumerate(pages):
                browser.get(server.url + path)
                wait_ready(browser)
                problems = violations(browser, script)
                if problems:
                    found[f"{path} ({scheme})"] = problems
                if scheme == "dark" and index < 3:
                    browser.execute_script("const e = document.querySelector('#order-bill, #reorder, #favourites');"
                                           "if (e) e.scrollIntoView({block: 'start', behavior: 'instant'})")
                    shot(browser, f"7-dark-{index}")
        assert not found, "axe violations:\n" + "\n".join(f"{k}:\n  " + "\n  ".join(v) for k, v in found.items())
    finally:
        api(server, "PATCH", f"/api/v1/kitchen/dishes/{gone['id']}", {"available": True}, token=kitchen)
