"""Offers, not orders, on two couriers' phones (390x844): an order the operator offers to everyone shows on both
phones; one courier accepts and the offer disappears from the other phone without a reload; the other's late accept
is refused with the reason. A courier who declines an offer sees it go; the others keep theirs."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import urllib.error

from selenium.webdriver.common.by import By

from conftest import WebDriverWait, api, login, open_as, set_viewport, shot
from test_board import place
from test_diary import crew_account, staffed_restaurant
from test_lifecycle import press


def offers(server, token):
    """The ids of the orders offered to the courier of `token`, by order id: the offer's id."""
    return {o["orderId"]: o["id"] for o in api(server, "GET", "/api/v1/courier/offers", token=token)["items"]}


def courier_at_the_door(server, restaurant, name):
    """A new courier on duty exactly at the restaurant's door (as near as `staffed_restaurant`'s): their token."""
    email = f"dispatch-{os.getpid()}-{name.split()[0].lower()}@example.com"
    token = crew_account(server, "courier", email, name)
    api(server, "POST", "/api/v1/admin/couriers", {
        "email": email, "phone": "(415) 555-0195", "vehicle": "bicycle",
        "latitude": restaurant["latitude"], "longitude": restaurant["longitude"]},
        token=login(server, "admin@foodly.test"))
    return token


def stored_offers(database, order_id):
    """The order's offers as stored: (state, courier id) in the order they were made."""
    with contextlib.closing(sqlite3.connect(database, timeout=10)) as connection:
        return connection.execute(
            "SELECT state, courier_id FROM delivery_offers WHERE order_id = ? ORDER BY offered_at, id",
            (order_id,)).fetchall()


def test_an_offer_taken_on_one_phone_disappears_from_the_other(browser, second_browser, server):
    for driver in (browser, second_browser):
        set_viewport(driver, 390, 844)
    restaurant, _, dina = staffed_restaurant(server, "dispatch", "Di Kitchen", "Dina Dispatch", "(415) 555-0194")
    dan = courier_at_the_door(server, restaurant, "Dan Dispatch")
    order, _ = place(server, restaurant, "dispatch")
    number = order["number"]
    assert order["courier"] is None

    # The operator offers it to everyone on duty: both phones show it, with what it pays and a minute to answer.
    api(server, "POST", f"/api/v1/admin/orders/{order['id']}/offers", {}, token=login(server, "admin@foodly.test"))
    open_as(browser, server, dina, "/courier")
    open_as(second_browser, server, dan, "/courier")
    for driver in (browser, second_browser):
        card = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, f"offer-{number}"))
        assert "Pays $" in card.text and "s left to answer" in card.text
    shot(second_browser, "offer-on-the-second-phone")
    dans_offer = offers(server, dan)[order["id"]]
    second_browser.execute_script("window.notReloaded = true")

    press(browser, f"offer-{number}", "Accept")
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, f"delivery-{number}"))
    assert not browser.find_elements(By.ID, f"offer-{number}")
    shot(browser, "accepted")
    # The other phone's list refreshes by itself: the offer is gone, the page was not reloaded.
    WebDriverWait(second_browser, 15).until(lambda d: not d.find_elements(By.ID, f"offer-{number}"))
    assert second_browser.execute_script("return window.notReloaded === true")
    shot(second_browser, "offer-gone")
    try:
        api(server, "POST", f"/api/v1/courier/offers/{dans_offer}/accept", {}, token=dan)
        raise AssertionError("a second courier took an order already taken")
    except urllib.error.HTTPError as refused:
        assert refused.code == 409 and b"offer_taken" in refused.read()
    assert order["id"] in [d["id"] for d in api(server, "GET", "/api/v1/courier/deliveries", token=dina)["items"]]

    # A second order, offered to everyone: Dan declines it on his phone; it goes, and stays with the others.
    second, _ = place(server, restaurant, "dispatch-2")
    api(server, "POST", f"/api/v1/admin/orders/{second['id']}/offers", {}, token=login(server, "admin@foodly.test"))
    open_as(second_browser, server, dan, "/courier")
    press(second_browser, f"offer-{second['number']}", "Decline")
    WebDriverWait(second_browser, 10).until(lambda d: not d.find_elements(By.ID, f"offer-{second['number']}"))
    shot(second_browser, "declined")
    assert second["id"] not in offers(server, dan)
    states = [state for state, _ in stored_offers(server.database, second["id"])]
    assert "declined" in states and "pending" in states, states
