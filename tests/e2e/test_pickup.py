"""Pickup at 390x844 (and the kitchen at 1280x800): a customer of a restaurant that offers pickup chooses Pickup in
the cart (the tip and the delivery address give way to the counter's address), reviews it (pickup time, paying at
the counter, no delivery fee), places it and sees the code on the order page; the kitchen sees the Pickup badge,
marks it ready (the customer's page says "Ready for pickup" without a reload) and hands it over with the code (a
wrong code refused first); the customer's page ends at "Collected". Screenshots of each screen, and the cart at 320
px wide."""

import json
import re

from selenium.webdriver.common.by import By

from conftest import REPO_ROOT, WebDriverWait, api, login, open_as, set_viewport, shot, type_into
from test_checkout import no_overflow
from test_live_map import create_user
from test_ordering import click, submit, wait_ready

DEMO = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())


def headline(driver):
    try:
        return driver.find_element(By.ID, "status-title").text
    except Exception:  # replaced by the live update at that moment
        return ""


def test_a_customer_collects_an_order_the_kitchen_hands_over_with_the_code(browser, second_browser, server):
    set_viewport(browser, 390, 844)
    set_viewport(second_browser, 1280, 800)
    # A restaurant open around the clock that offers pickup, and a kitchen account working there.
    place = next(r for r in DEMO if r.get("offersPickup") and r["openingHours"]["mon"] == [["00:00", "24:00"]])
    listed = api(server, "GET", "/api/v1/restaurants?limit=100&pickup=true")["items"]
    restaurant = next(r for r in listed if r["name"] == place["name"])
    assert restaurant["offersPickup"] is True
    detail = api(server, "GET", f"/api/v1/restaurants/{restaurant['id']}")
    admin = login(server, "admin@foodly.test")
    create_user(server, "staff", "counter@example.com", "Cora Counter")
    api(server, "POST", "/api/v1/admin/staff",
        {"email": "counter@example.com", "restaurantId": restaurant["id"], "role": "staff"}, token=admin)
    kitchen = login(server, "counter@example.com")

    customer = api(server, "POST", "/api/v1/users",
                   {"fullName": "Pia Pickup", "email": "pia-pickup@example.com", "password": "Healthy1!"})["token"]
    dish = next(d for s in detail["menu"] for d in s["dishes"] if d["available"])
    api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 2}, token=customer)
    api(server, "PUT", "/api/v1/cart/address", {"line1": "20 Pickup Way", "city": "San Francisco",
                                                "latitude": detail["latitude"] + 0.01,
                                                "longitude": detail["longitude"]}, token=customer)

    open_as(browser, server, customer, "/cart")
    wait_ready(browser)
    assert browser.find_element(By.ID, "choose-delivery").get_attribute("aria-pressed") == "true"
    assert browser.find_elements(By.ID, "tip")
    click(browser, browser.find_element(By.ID, "choose-pickup"))
    WebDriverWait(browser, 10).until(
        lambda d: d.find_element(By.ID, "choose-pickup").get_attribute("aria-pressed") == "true")
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, "pickup-at"))
    assert place["location"]["address"].split(",")[0] in browser.find_element(By.ID, "pickup-at").text
    assert not browser.find_elements(By.ID, "tip"), "no courier to tip"
    summary = browser.find_element(By.ID, "summary").text
    assert re.search(r"Delivery\s+Free", summary) and "Tip" not in summary, summary
    assert api(server, "GET", "/api/v1/cart", token=customer)["pricing"]["deliveryFee"] == 0
    no_overflow(browser, "cart")
    shot(browser, "1-cart-pickup")
    set_viewport(browser, 320, 640)
    no_overflow(browser, "cart at 320")
    browser.execute_script("document.getElementById('fulfilment').scrollIntoView({block: 'start'})")
    shot(browser, "2-cart-pickup-320")
    set_viewport(browser, 390, 844)

    submit(browser, browser.find_element(By.ID, "continue"))
    assert browser.current_url.split("?")[0].endswith("/checkout")
    assert browser.find_element(By.ID, "delivery-time-title").text == "Pickup time"
    assert "Ready " in browser.find_element(By.ID, "checkout-arrival").text
    assert "Cash or card at the counter" in browser.find_element(By.ID, "payment").text
    assert not browser.find_elements(By.ID, "leave-at-door")
    assert browser.find_elements(By.CSS_SELECTOR, "#checkout-pickup #delivery-map svg")
    no_overflow(browser, "review")
    shot(browser, "3-review-pickup")
    submit(browser, browser.find_element(By.ID, "place-order"))
    WebDriverWait(browser, 15).until(lambda d: "/orders/" in d.current_url)
    wait_ready(browser)
    order = api(server, "GET", "/api/v1/orders", token=customer)["items"][0]
    assert order["fulfilment"] == "pickup" and order["pricing"]["deliveryFee"] == 0
    code = order["handoverCode"]
    assert browser.find_element(By.CSS_SELECTOR, "#handover-code .handover-digits").text == code
    assert "Pick up at" in browser.find_element(By.ID, "pickup-card").text
    shot(browser, "4-order-pickup")

    number = order["number"]
    open_as(second_browser, server, kitchen, "/kitchen")
    WebDriverWait(second_browser, 10).until(lambda d: d.find_elements(By.ID, f"order-{number}"))
    assert second_browser.find_element(By.ID, f"kitchen-pickup-{number}").text == "Pickup"
    for label in ["Accept", "Start preparing", "Ready at the counter"]:
        card = second_browser.find_element(By.ID, f"order-{number}")
        submit(second_browser, card.find_element(By.XPATH, f".//button[normalize-space()='{label}']"))
    WebDriverWait(browser, 15).until(lambda d: headline(d) == "Ready for pickup")
    shot(browser, "5-ready-for-pickup")
    assert "Waiting for the customer" in second_browser.page_source
    shot(second_browser, "6-kitchen-counter")

    wrong = "1111" if code == "0000" else "0000"
    type_into(second_browser, f"#handover-code-{number}", wrong)
    submit(second_browser, second_browser.find_element(By.ID, f"hand-over-{number}"))
    assert "tries left" in second_browser.find_element(By.ID, "kitchen-refusal").text
    type_into(second_browser, f"#handover-code-{number}", code)
    submit(second_browser, second_browser.find_element(By.ID, f"hand-over-{number}"))
    assert not second_browser.find_elements(By.ID, f"hand-over-{number}")
    WebDriverWait(browser, 15).until(lambda d: headline(d) == "Collected. Enjoy!")
    assert "Collected at" in browser.find_element(By.ID, "delivered-at").text
    shot(browser, "7-collected")
    assert api(server, "GET", f"/api/v1/orders/{order['id']}", token=customer)["status"] == "delivered"
