"""Three people, three browsers: a customer's order goes through the kitchen screen (accept, prepare, ready) and
the courier screen (picked up, delivered), and the customer's order page follows every step without a reload,
ending at "Delivered" with a review form. Screenshots of the three screens."""

import json
import subprocess

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By

from conftest import (DEMO_PASSWORD as PASSWORD, REPO_ROOT, WebDriverWait, _foodly_binary, api, login, open_as,
                      set_viewport, shot, type_into)


def click(driver, element):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
    element.click()


def press(driver, card_id, label):
    card = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, card_id))
    click(driver, card.find_element(By.XPATH, f".//button[normalize-space()='{label}']"))
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")


def headline(driver):
    """The order page's status headline; empty while the live update is replacing it."""
    try:
        return driver.find_element(By.ID, "status-title").text
    except StaleElementReferenceException:
        return ""


def test_customer_kitchen_and_courier_take_an_order_to_delivered(browser, second_browser, third_browser, server):
    for driver in (browser, second_browser, third_browser):
        set_viewport(driver, 390, 844)
    admin = login(server, "admin@foodly.test")
    kitchen = login(server, "kitchen@foodly.test")
    kitchen_restaurant = api(server, "GET", "/api/v1/kitchen/orders", token=kitchen)  # linked to a restaurant
    assert kitchen_restaurant["items"] is not None

    # A courier waiting at the kitchen's restaurant (nearest to it, so the order goes to them).
    email = "rita-rider@example.com"
    created = subprocess.run([str(_foodly_binary()), "admin", "create-user", "--role", "courier", "--email", email,
                              "--name", "Rita Rider", "--db", server.database], cwd=REPO_ROOT, capture_output=True,
                             text=True, env={"FOODLY_PASSWORD": PASSWORD}, timeout=60)
    assert created.returncode == 0, created.stderr
    restaurants = api(server, "GET", "/api/v1/restaurants?limit=100")["items"]
    demo = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())[0]
    restaurant = next(r for r in restaurants if r["name"] == demo["name"])
    detail = api(server, "GET", f"/api/v1/restaurants/{restaurant['id']}")
    api(server, "POST", "/api/v1/admin/couriers", {
        "email": email, "phone": "(415) 555-0188", "vehicle": "bicycle",
        "latitude": detail["latitude"], "longitude": detail["longitude"]}, token=admin)
    courier = login(server, email)

    # The customer orders (the cart and checkout have their own browser test) and watches the order page.
    customer = api(server, "POST", "/api/v1/users",
                   {"fullName": "Lin Lifecycle", "email": "lin@example.com", "password": PASSWORD})["token"]
    api(server, "PATCH", "/api/v1/me", {"phone": "415 555 0142"}, token=customer)
    dish = next(d for s in detail["menu"] for d in s["dishes"] if d["available"])
    api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 2}, token=customer)
    api(server, "PUT", "/api/v1/cart/address", {"line1": "600 Valencia St", "city": "San Francisco",
                                                "latitude": detail["latitude"] + 0.003,
                                                "longitude": detail["longitude"]}, token=customer)
    order = api(server, "POST", "/api/v1/orders", {}, token=customer, headers={"Idempotency-Key": "lifecycle-1"})
    assert order["courier"] is None, "a courier takes it by accepting the offer"
    number = order["number"]

    # Rita, at the kitchen's door, is offered the delivery (the operator offers it to everyone on duty: couriers other
    # tests left at this kitchen may be asked first), sees what it pays and accepts it.
    api(server, "POST", f"/api/v1/admin/orders/{order['id']}/offers", {}, token=admin)
    open_as(third_browser, server, courier, "/courier")
    WebDriverWait(third_browser, 10).until(lambda d: d.find_elements(By.ID, f"offer-{number}"))
    offer = third_browser.find_element(By.ID, f"offer-{number}")
    assert "Pays $" in offer.text and "s left to answer" in offer.text and "Lin" not in offer.text
    shot(third_browser, "courier-offer")
    press(third_browser, f"offer-{number}", "Accept")
    WebDriverWait(third_browser, 10).until(lambda d: d.find_elements(By.ID, f"delivery-{number}"))
    open_as(browser, server, customer, f"/orders/{order['id']}")
    assert headline(browser) == "Waiting for the restaurant"

    placed_eta = browser.find_element(By.ID, "eta").text

    open_as(second_browser, server, kitchen, "/kitchen")
    WebDriverWait(second_browser, 10).until(lambda d: d.find_elements(By.ID, f"order-{number}"))
    # Item 15: the kitchen's own wording, the order time and the customer's first name; item 8: crew navigation.
    card = second_browser.find_element(By.ID, f"order-{number}")
    assert second_browser.find_element(By.ID, f"kitchen-status-{number}").text == "New order"
    assert "Lin" in card.text and "Lifecycle" not in card.text and "Ordered at" in card.text
    assert card.find_element(By.TAG_NAME, "time").get_attribute("datetime")
    tabs = [a.text for a in second_browser.find_elements(By.CSS_SELECTOR, "nav[aria-label='Main'] a")]
    assert tabs == ["Home", "Search", "Orders", "Diary", "Profile"], tabs
    shot(second_browser, "kitchen")
    steps = [("Accept", "The restaurant accepted your order"), ("Start preparing", "Your meal is being prepared"),
             ("Ready for the courier", "Ready, waiting for the courier")]
    for label, expected in steps:
        press(second_browser, f"order-{number}", label)
        WebDriverWait(browser, 15).until(lambda d: headline(d) == expected)
    assert browser.current_url.endswith(order["id"]), "the customer's page never reloaded"

    open_as(third_browser, server, courier, "/courier")
    WebDriverWait(third_browser, 10).until(lambda d: d.find_elements(By.ID, f"delivery-{number}"))
    delivery = third_browser.find_element(By.ID, f"delivery-{number}")
    # Item 9: who to hand it to (first name), how to call them, and the way: to the kitchen until the pick-up.
    assert "600 Valencia St" in delivery.text and "Lin" in delivery.text and "Lifecycle" not in delivery.text
    assert third_browser.find_element(By.ID, f"customer-phone-{number}").get_attribute("href") == "tel:+14155550142"
    assert third_browser.find_element(By.ID, f"customer-phone-{number}").text == "(415) 555-0142"
    directions = third_browser.find_element(By.ID, f"directions-{number}")
    assert f"destination={detail['latitude']}," in directions.get_attribute("href")
    assert directions.text == "Directions to the restaurant"
    tabs = [a.text for a in third_browser.find_elements(By.CSS_SELECTOR, "nav[aria-label='Main'] a")]
    assert tabs == ["Deliveries", "Profile"], tabs
    shot(third_browser, "courier")
    press(third_browser, f"delivery-{number}", "Picked up")
    WebDriverWait(browser, 15).until(lambda d: headline(d) == "On the way")
    WebDriverWait(third_browser, 10).until(
        lambda d: d.find_element(By.ID, f"directions-{number}").text == "Directions to the customer")
    href = third_browser.find_element(By.ID, f"directions-{number}").get_attribute("href")
    assert f"destination={detail['latitude'] + 0.003}," in href
    # Item 7: the window is worked out again from the pick-up.
    WebDriverWait(browser, 10).until(lambda d: "On the way since" in d.find_element(By.ID, "eta").text)
    assert browser.find_element(By.ID, "eta").text.split("\n")[0] != placed_eta.split("\n")[0]
    # At the door: the customer reads out the code on their page; a wrong one is refused with the tries left.
    code = browser.find_element(By.CSS_SELECTOR, "#handover-code .handover-digits").text
    assert len(code) == 4 and code.isdigit()
    wrong = "0000" if code != "0000" else "1111"
    type_into(third_browser, f"#code-{number}", wrong)
    press(third_browser, f"delivery-{number}", "Delivered")
    assert "4 tries left" in third_browser.find_element(By.ID, "courier-refusal").text
    shot(third_browser, "courier-wrong-code")
    type_into(third_browser, f"#code-{number}", code)
    press(third_browser, f"delivery-{number}", "Delivered")
    WebDriverWait(browser, 15).until(lambda d: headline(d) == "Delivered. Enjoy!")
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, "review"))
    assert browser.find_element(By.ID, "delivered-at").text.startswith("Delivered at ")
    # Item 4: every step's label on one line, whole.
    heights = browser.execute_script(
        "return [...document.querySelectorAll('.progress-label')].map(e => e.getClientRects().length)")
    assert heights == [1] * 5
    shot(browser, "customer-delivered")

    click(browser, browser.find_element(By.XPATH, "//input[@name='rating' and @value='4']"))
    browser.find_element(By.ID, "review-comment").send_keys("Warm and fresh.")
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Send review']"))
    WebDriverWait(browser, 10).until(lambda d: "Thank you for your review" in d.page_source)
    summary = api(server, "GET", f"/api/v1/restaurants/{restaurant['id']}")
    assert summary["ratingCount"] >= 1
