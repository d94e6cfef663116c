"""The checkout review and orders for later (issue 20) at 390x844: cart -> Continue -> the review page (items, the
map of the way, delivery time, arrival window, payment on delivery, price) -> schedule for tomorrow noon -> Place
order -> the order page shows it for later; Back lands on the order, not on a checkout that places again. Then a
kitchen screen does not show an order for later until its preparation starts (a real restaurant whose preparation
time makes that a minute away, and the server's own scheduler), and shows it then. Screenshots at 390x844 and 320
px wide."""

import datetime
import json
import math
import time
from zoneinfo import ZoneInfo

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import REPO_ROOT, WebDriverWait, api, login, open_as, set_viewport, shot
from test_live_map import create_user
from test_ordering import click, submit, wait_ready

DEMO = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())
LA = ZoneInfo("America/Los_Angeles")


def customer(server, name):
    return api(server, "POST", "/api/v1/users",
               {"fullName": f"{name} Later", "email": f"{name.lower()}-later@example.com",
                "password": "Healthy1!"})["token"]


def fill_cart(server, token, detail):
    dish = next(d for s in detail["menu"] for d in s["dishes"] if d["available"])
    api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 2}, token=token)
    api(server, "PUT", "/api/v1/cart/address", {"line1": "10 Later Lane", "city": "San Francisco",
                                                "latitude": detail["latitude"] + 0.012,
                                                "longitude": detail["longitude"]}, token=token)


def no_overflow(driver, name):
    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{name}: the page is {overflow}px wider than the screen"


def rfc3339(moment):
    return moment.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def test_review_then_an_order_for_tomorrow_noon(browser, server):
    set_viewport(browser, 390, 844)
    lunch = next(r for r in DEMO if r["name"] == "Little Fern Salad Bar")  # 11:00-15:00 and 17:00-22:00
    listed = api(server, "GET", "/api/v1/restaurants?limit=100")["items"]
    detail = api(server, "GET", "/api/v1/restaurants/" + next(r["id"] for r in listed if r["name"] == lunch["name"]))
    token = customer(server, "Nora")
    fill_cart(server, token, detail)
    open_as(browser, server, token, "/cart")
    wait_ready(browser)

    submit(browser, browser.find_element(By.ID, "continue"))
    assert browser.current_url.split("?")[0].endswith("/checkout")
    assert api(server, "GET", "/api/v1/orders", token=token)["items"] == [], "Continue places nothing"
    assert "2 × " in browser.find_element(By.ID, "checkout-items").text
    assert browser.find_element(By.CSS_SELECTOR, "#checkout-address #delivery-map svg title") \
        .get_attribute("textContent") == "Map of your delivery"
    assert "Nothing is charged online." in browser.find_element(By.ID, "payment-note").text
    assert "Total" in browser.find_element(By.ID, "checkout-summary").text
    no_overflow(browser, "review")
    shot(browser, "1-review")

    # Tomorrow at noon on the restaurant's clock.
    tomorrow = datetime.datetime.now(LA).date() + datetime.timedelta(days=1)
    noon = rfc3339(datetime.datetime.combine(tomorrow, datetime.time(12, 0), tzinfo=LA))
    picker = Select(browser.find_element(By.ID, "checkout-slot"))
    values = [o.get_attribute("value") for o in picker.options]
    assert noon in values, values[:5]
    assert rfc3339(datetime.datetime.combine(tomorrow, datetime.time(16, 0), tzinfo=LA)) not in values, \
        "no slot in the afternoon break"
    picker.select_by_value(noon)
    submit(browser, browser.find_element(By.ID, "use-time"))
    arrival = browser.find_element(By.ID, "checkout-arrival").text
    assert "Arriving Tomorrow, 12:00–12:15" in arrival, arrival
    assert "the kitchen starts at 11:45" in arrival, arrival
    assert browser.find_element(By.CSS_SELECTOR, "form.checkout-form input[name='slot']").get_attribute("value") \
        == noon
    shot(browser, "2-tomorrow-noon")
    set_viewport(browser, 320, 640)
    no_overflow(browser, "review at 320")
    browser.execute_script("document.getElementById('delivery-time').scrollIntoView({block: 'start'})")
    shot(browser, "3-tomorrow-noon-320")
    set_viewport(browser, 390, 844)

    place = browser.find_element(By.ID, "place-order")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", place)
    browser.execute_script("arguments[0].click(); arguments[0].click();", place)  # a double click
    WebDriverWait(browser, 15).until(lambda d: "/orders/" in d.current_url)
    wait_ready(browser)
    order_url = browser.current_url.split("?")[0]
    orders = api(server, "GET", "/api/v1/orders", token=token)["items"]
    assert len(orders) == 1, "a double click places one order"
    assert orders[0]["status"] == "scheduled" and orders[0]["scheduledFor"] == noon
    assert "Your order for later is placed" in browser.page_source
    assert browser.find_element(By.ID, "status-title").text == "Ordered for later"
    assert "Arriving Tomorrow, 12:00–12:15" in browser.find_element(By.ID, "eta").text
    assert browser.find_element(By.ID, "change-time") and browser.find_element(By.ID, "cancel-order")
    no_overflow(browser, "order")
    shot(browser, "4-order-for-later")

    # Back lands on the order, never on a checkout that could place again.
    browser.back()
    wait_ready(browser)
    WebDriverWait(browser, 10).until(lambda d: d.current_url.split("#")[0].split("?")[0] == order_url)
    assert not browser.find_elements(By.ID, "place-order")
    assert len(api(server, "GET", "/api/v1/orders", token=token)["items"]) == 1
    shot(browser, "5-back-lands-on-the-order")

    # The time can change until the kitchen starts: one o'clock instead.
    one = rfc3339(datetime.datetime.combine(tomorrow, datetime.time(13, 0), tzinfo=LA))
    browser.get(order_url)
    Select(browser.find_element(By.ID, "order-slot")).select_by_value(one)
    submit(browser, browser.find_element(By.ID, "change-time"))
    assert "Arriving Tomorrow, 13:00–13:15" in browser.find_element(By.ID, "eta").text
    assert api(server, "GET", "/api/v1/orders", token=token)["items"][0]["scheduledFor"] == one
    shot(browser, "6-changed-to-one")


def test_the_kitchen_sees_an_order_for_later_only_when_its_preparation_starts(browser, second_browser, server):
    admin = login(server, "admin@foodly.test")
    # The next quarter mark at least 16 minutes away, and a preparation time that starts it 45-105 s from now.
    now = time.time()
    slot = math.ceil((now + 16 * 60) / 900) * 900
    prep = int((slot - now - 45) // 60)
    later = dict(next(r for r in DEMO if r["name"] == "Greenhouse Grain Co."))
    later.update(name="Later Larder", prepMinutes=prep,
                 openingHours={day: [["00:00", "24:00"]] for day in later["openingHours"]})
    imported = api(server, "POST", "/api/v1/admin/restaurants", later, token=admin)
    chef = create_user(server, "staff", "later-chef@example.com", "Lara Chef")
    api(server, "POST", "/api/v1/admin/staff", {"email": "later-chef@example.com", "restaurantId": imported["id"]},
        token=admin)
    detail = api(server, "GET", f"/api/v1/restaurants/{imported['id']}")
    token = customer(server, "Kit")
    fill_cart(server, token, detail)
    at = rfc3339(datetime.datetime.fromtimestamp(slot, datetime.timezone.utc))
    quote = api(server, "POST", "/api/v1/cart/quote", {"scheduledFor": at}, token=token)
    assert quote["arrival"]["from"] == at and quote["payment"]["method"] == "on_delivery"
    order = api(server, "POST", "/api/v1/orders", {"scheduledFor": at}, token=token,
                headers={"Idempotency-Key": "later-kitchen-1"})
    assert order["status"] == "scheduled"
    starts = slot - prep * 60
    assert starts - time.time() > 20, "placed well before the kitchen's time"

    set_viewport(second_browser, 390, 844)
    open_as(second_browser, server, chef, "/kitchen")
    card = f"order-{order['number']}"
    assert not second_browser.find_elements(By.ID, card), "not before its preparation starts"
    assert "No orders right now" in second_browser.find_element(By.ID, "kitchen-orders").text
    shot(second_browser, "1-kitchen-before")
    time.sleep(max(0, starts - time.time() - 8))  # the screen refreshes itself meanwhile
    assert not second_browser.find_elements(By.ID, card), "still not before its time"

    # The kitchen screen refreshes every 4 s, the scheduler runs every 5 s.
    WebDriverWait(second_browser, 40).until(lambda d: d.find_elements(By.ID, card))
    assert time.time() >= starts, "shown only once its preparation starts"
    slot_text = second_browser.find_element(By.ID, f"kitchen-slot-{order['number']}").text
    clock = datetime.datetime.fromtimestamp(slot, LA)
    assert slot_text == f"For {clock:%H:%M}–{clock + datetime.timedelta(minutes=15):%H:%M}", slot_text
    assert second_browser.find_element(By.ID, f"kitchen-status-{order['number']}").text == "New order"
    shot(second_browser, "2-kitchen-at-preparation")
    placed = api(server, "GET", f"/api/v1/orders/{order['id']}", token=token)
    assert placed["status"] == "placed", "released to the kitchen (and offered to the couriers on duty)"
    assert placed["estimatedDeliveryAt"] == rfc3339(
        datetime.datetime.fromtimestamp(slot + 900, datetime.timezone.utc)), "the slot's window"

    open_as(browser, server, token, f"/orders/{order['id']}")
    set_viewport(browser, 320, 640)
    no_overflow(browser, "released order at 320")
    shot(browser, "3-customer-at-preparation-320")
