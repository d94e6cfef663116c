"""Two orders from one kitchen in one trip, on the courier's phone (390x844): a courier waiting at a kitchen's door
takes its order; a second order placed there is offered to her "On your way" and she takes it too; the second
customer is told an arrival after the first door; she picks both up and hands each over with its customer's code.
Screenshots of her screen with both deliveries and of the second customer's order page."""

import datetime

from selenium.webdriver.common.by import By

from conftest import WebDriverWait, api, login, open_as, set_viewport, shot, type_into
from test_board import place
from test_diary import staffed_restaurant
from test_lifecycle import press


def _when(text):
    return datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_a_second_order_from_the_same_kitchen_rides_in_the_same_trip(browser, second_browser, server):
    for driver in (browser, second_browser):
        set_viewport(driver, 390, 844)
    admin = login(server, "admin@foodly.test")
    api(server, "PUT", "/api/v1/admin/dispatch", {"maxActiveDeliveries": 2}, token=admin)
    restaurant, kitchen, rider = staffed_restaurant(server, "batch", "Bo Kitchen", "Bea Batch", "(415) 555-0193")

    # The first order, taken on her phone. Other tests' couriers may be on duty on this shared server, so the
    # operator offers each order to everyone who may take it: she is among them.
    first, ada = place(server, restaurant, "batch-1")
    api(server, "POST", f"/api/v1/admin/orders/{first['id']}/offers", {}, token=admin)
    open_as(browser, server, rider, "/courier")
    press(browser, f"offer-{first['number']}", "Accept")
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, f"delivery-{first['number']}"))

    # The second, from the same kitchen: offered to her on the same run (her screen refreshes by itself).
    second, bo = place(server, restaurant, "batch-2")
    api(server, "POST", f"/api/v1/admin/orders/{second['id']}/offers", {}, token=admin)
    card = WebDriverWait(browser, 15).until(lambda d: d.find_elements(By.ID, f"offer-{second['number']}"))[0]
    assert "On your way" in card.text, card.text
    press(browser, f"offer-{second['number']}", "Accept")
    for order in (first, second):
        WebDriverWait(browser, 10).until(lambda d, n=order["number"]: d.find_elements(By.ID, f"delivery-{n}"))
    shot(browser, "1-two-deliveries-one-trip")
    carried = {o["id"] for o in api(server, "GET", "/api/v1/courier/deliveries", token=rider)["items"]}
    assert {first["id"], second["id"]} <= carried

    # The second customer hears of the first door in their arrival time.
    first_eta = _when(api(server, "GET", f"/api/v1/orders/{first['id']}", token=ada)["estimatedDeliveryAt"])
    second_eta = _when(api(server, "GET", f"/api/v1/orders/{second['id']}", token=bo)["estimatedDeliveryAt"])
    assert second_eta > first_eta, (first_eta, second_eta)
    open_as(second_browser, server, bo, f"/orders/{second['id']}")
    shot(second_browser, "2-second-customer-arrival")

    # The kitchen makes both; she picks both up, then hands each over with its customer's code.
    for order in (first, second):
        for move in ("accept", "preparing", "ready"):
            api(server, "POST", f"/api/v1/kitchen/orders/{order['id']}/{move}", {}, token=kitchen)
    browser.refresh()
    for order in (first, second):
        press(browser, f"delivery-{order['number']}", "Picked up")
    for order, customer in ((first, ada), (second, bo)):
        code = api(server, "GET", f"/api/v1/orders/{order['id']}", token=customer)["handoverCode"]
        type_into(browser, f"#code-{order['number']}", code)
        press(browser, f"delivery-{order['number']}", "Delivered")
        WebDriverWait(browser, 10).until(lambda d, n=order["number"]: not d.find_elements(By.ID, f"delivery-{n}"))
    for order, customer in ((first, ada), (second, bo)):
        assert api(server, "GET", f"/api/v1/orders/{order['id']}", token=customer)["status"] == "delivered"
    shot(browser, "3-both-delivered")
