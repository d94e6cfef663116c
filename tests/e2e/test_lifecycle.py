"""Three people, three browsers: a customer's order goes through the kitchen screen (accept, prepare, ready) and
the courier screen (picked up, delivered), and the customer's order page follows every step without a reload,
ending at "Delivered" with a review form. Screenshots of the three screens."""

import json
import subprocess
import urllib.request

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO_ROOT, _foodly_binary, set_viewport, shot

PASSWORD = "Healthy1!"


def api(server, method, path, body=None, token=None, headers=None):
    request = urllib.request.Request(
        server.url + path, data=json.dumps(body).encode() if body is not None else None, method=method,
        headers={"Content-Type": "application/json", **({"Authorization": "Bearer " + token} if token else {}),
                 **(headers or {})})
    with urllib.request.urlopen(request, timeout=10) as response:
        text = response.read()
        return json.loads(text) if text else None


def login(server, email):
    return api(server, "POST", "/api/v1/sessions", {"email": email, "password": PASSWORD})["token"]


def open_as(driver, server, token, path):
    driver.get(server.url + "/login")
    driver.add_cookie({"name": "foodly_session", "value": token, "path": "/"})
    driver.add_cookie({"name": "foodly_onboarded", "value": "1", "path": "/"})
    driver.get(server.url + path)


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
    dish = next(d for s in detail["menu"] for d in s["dishes"] if d["available"])
    api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 2}, token=customer)
    api(server, "PUT", "/api/v1/cart/address", {"line1": "600 Valencia St", "city": "San Francisco",
                                                "latitude": detail["latitude"] + 0.003,
                                                "longitude": detail["longitude"]}, token=customer)
    order = api(server, "POST", "/api/v1/orders", {}, token=customer, headers={"Idempotency-Key": "lifecycle-1"})
    assert order["courier"]["name"] == "Rita Rider"
    number = order["number"]
    open_as(browser, server, customer, f"/orders/{order['id']}")
    assert headline(browser) == "Waiting for the restaurant"

    open_as(second_browser, server, kitchen, "/kitchen")
    WebDriverWait(second_browser, 10).until(lambda d: d.find_elements(By.ID, f"order-{number}"))
    shot(second_browser, "kitchen")
    steps = [("Accept", "The restaurant accepted your order"), ("Start preparing", "Your meal is being prepared"),
             ("Ready for pickup", "Ready, waiting for the courier")]
    for label, expected in steps:
        press(second_browser, f"order-{number}", label)
        WebDriverWait(browser, 15).until(lambda d: headline(d) == expected)
    assert browser.current_url.endswith(order["id"]), "the customer's page never reloaded"

    open_as(third_browser, server, courier, "/courier")
    WebDriverWait(third_browser, 10).until(lambda d: d.find_elements(By.ID, f"delivery-{number}"))
    assert "600 Valencia St" in third_browser.find_element(By.ID, f"delivery-{number}").text
    shot(third_browser, "courier")
    press(third_browser, f"delivery-{number}", "Picked up")
    WebDriverWait(browser, 15).until(lambda d: headline(d) == "On the way")
    press(third_browser, f"delivery-{number}", "Delivered")
    WebDriverWait(browser, 15).until(lambda d: headline(d) == "Delivered. Enjoy!")
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, "review"))
    shot(browser, "customer-delivered")

    click(browser, browser.find_element(By.XPATH, "//input[@name='rating' and @value='4']"))
    browser.find_element(By.ID, "review-comment").send_keys("Warm and fresh.")
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Send review']"))
    WebDriverWait(browser, 10).until(lambda d: "Thank you for your review" in d.page_source)
    summary = api(server, "GET", f"/api/v1/restaurants/{restaurant['id']}")
    assert summary["ratingCount"] >= 1
