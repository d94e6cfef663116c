"""Watch it come (issue 22): a courier's browser on duty follows its position (Chromium's geolocation override
through the DevTools protocol) and sends it; the customer's order page draws the courier on its map only once the
order is picked up, moves the marker and the distance left and brings the arrival time forward as positions arrive,
without a reload, and shows no courier after delivery. Screenshots at 390x844, 320x640 and in the dark scheme."""

import json
import re
import subprocess
import time

from selenium.webdriver.common.by import By

from conftest import (accept_offer, DEMO_PASSWORD as PASSWORD, REPO_ROOT, WebDriverWait, _foodly_binary, api, login, open_as,
                      set_viewport, shot, type_into)

KM_PER_DEGREE = 111.195


def create_user(server, role, email, name):
    created = subprocess.run([str(_foodly_binary()), "admin", "create-user", "--role", role, "--email", email,
                              "--name", name, "--db", server.database], cwd=REPO_ROOT, capture_output=True,
                             text=True, env={"FOODLY_PASSWORD": PASSWORD}, timeout=60)
    assert created.returncode == 0, created.stderr
    return login(server, email)


def locate(driver, server, latitude, longitude):
    """Puts the browser at a point: the permission granted, the position overridden."""
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server.url, "permissions": ["geolocation"]})
    driver.execute_cdp_cmd("Emulation.setGeolocationOverride",
                           {"latitude": latitude, "longitude": longitude, "accuracy": 5})


def marker(driver):
    """The courier marker's transform on the customer's map, or None when there is none."""
    return driver.execute_script(
        "var m = document.getElementById('map-courier'); return m ? m.getAttribute('transform') : null")


def distance_left(driver):
    return driver.execute_script(
        "var d = document.getElementById('distance-left'); return d ? d.textContent : ''")


def eta(driver):
    """The order page's arrival line ("Arriving now 12:46–12:52"); empty while the region is being replaced."""
    return driver.execute_script("var e = document.querySelector('#eta strong'); return e ? e.textContent : ''")


def look(driver, name, width, height, dark=False):
    """A screenshot of the map at a size and scheme; the map never overflows the screen."""
    set_viewport(driver, width, height)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    driver.execute_script("document.getElementById('delivery-map').scrollIntoView({block: 'center'})")
    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{name}: the page is {overflow}px wider than the screen"
    box = driver.execute_script("var r = document.querySelector('#delivery-map svg').getBoundingClientRect();"
                                "return [r.left, r.right]")
    assert box[0] >= 0 and box[1] <= width, f"{name}: the map leaves the screen: {box}"
    shot(driver, name)


def test_the_courier_moves_on_the_customers_map_without_a_reload(browser, second_browser, server):
    admin = login(server, "admin@foodly.test")
    restaurants = api(server, "GET", "/api/v1/restaurants?limit=100")["items"]
    demo = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())
    # A restaurant no other browser test orders from, open around the clock, with a long name; its own kitchen.
    always = [["00:00", "24:00"]]
    name = max((r["name"] for r in demo[1:] if r["deliveryRadiusKm"] >= 3
                and all(hours == always for hours in r["openingHours"].values())), key=len)
    restaurant = next(r for r in restaurants if r["name"] == name)
    detail = api(server, "GET", f"/api/v1/restaurants/{restaurant['id']}")
    chef = create_user(server, "staff", "map-chef@example.com", "Mapa Chef")
    api(server, "POST", "/api/v1/admin/staff", {"email": "map-chef@example.com", "restaurantId": restaurant["id"]},
        token=admin)
    rider = create_user(server, "courier", "map-rider@example.com", "Milo Map")
    # On duty at the restaurant's door, so the order goes to them.
    api(server, "POST", "/api/v1/admin/couriers", {
        "email": "map-rider@example.com", "phone": "(415) 555-0177", "vehicle": "scooter",
        "latitude": detail["latitude"], "longitude": detail["longitude"]}, token=admin)

    customer = api(server, "POST", "/api/v1/users",
                   {"fullName": "Mara Map", "email": "mara-map@example.com", "password": PASSWORD})["token"]
    dish = next(d for s in detail["menu"] for d in s["dishes"] if d["available"])
    api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 2}, token=customer)
    home = (detail["latitude"] + 2.0 / KM_PER_DEGREE, detail["longitude"])  # 2 km north of the restaurant
    api(server, "PUT", "/api/v1/cart/address", {"line1": "1 Map Lane", "city": "San Francisco",
                                                "latitude": home[0], "longitude": home[1]}, token=customer)
    order = api(server, "POST", "/api/v1/orders", {}, token=customer, headers={"Idempotency-Key": "live-map-1"})
    order = accept_offer(server, rider, order["id"])
    assert order["courier"]["name"] == "Milo Map"

    open_as(browser, server, customer, f"/orders/{order['id']}")
    assert browser.find_element(By.CSS_SELECTOR, "#delivery-map svg title").get_attribute("textContent") \
        == "Map of your delivery"
    assert marker(browser) is None, "no courier on the map before the pick-up"
    assert "2.6\u00a0km from the restaurant to you" in distance_left(browser)  # 2 km × the road factor 1.3
    browser.execute_script("window.notReloaded = true")
    shot(browser, "placed")

    # The courier's screen follows the position while on duty with a delivery.
    locate(second_browser, server, detail["latitude"], detail["longitude"])
    open_as(second_browser, server, rider, "/courier")
    WebDriverWait(second_browser, 10).until(
        lambda d: "Sharing your position" in d.find_element(By.ID, "locate-status").text)
    shot(second_browser, "courier")
    for action in ("accept", "preparing", "ready"):
        api(server, "POST", f"/api/v1/kitchen/orders/{order['id']}/{action}", {}, token=chef)
    WebDriverWait(browser, 15).until(lambda d: "Ready" in d.execute_script(
        "return document.getElementById('status-title').textContent"))
    assert marker(browser) is None, "ready: the courier is still not shown"

    button = WebDriverWait(second_browser, 10).until(
        lambda d: d.find_element(By.XPATH, f"//article[@id='delivery-{order['number']}']//button[.='Picked up']"))
    second_browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
    button.click()
    WebDriverWait(browser, 15).until(lambda d: marker(d) is not None)
    at_restaurant = marker(browser)
    assert "2.6\u00a0km to go" in distance_left(browser)
    eta_at_restaurant = eta(browser)
    assert eta_at_restaurant.startswith("Arriving now "), eta_at_restaurant

    # Half way, then nearly there: each position reaches the map (throttled to one every 5 s by the courier's page).
    for share, left in ((0.5, "1.3\u00a0km to go"), (0.9, "0.3\u00a0km to go")):
        locate(second_browser, server, detail["latitude"] + share * 2.0 / KM_PER_DEGREE, detail["longitude"])
        WebDriverWait(browser, 20).until(lambda d: left in distance_left(d))
    moved = marker(browser)
    assert moved != at_restaurant
    y_before = float(re.search(r"translate\(\S+ (\S+)\)", at_restaurant).group(1))
    y_after = float(re.search(r"translate\(\S+ (\S+)\)", moved).group(1))
    assert y_after < y_before, "north is up: the courier rode towards the top of the map"
    # The arrival follows the courier: 2.3 km nearer on a scooter is about 6 minutes sooner.
    WebDriverWait(browser, 10).until(lambda d: eta(d) != eta_at_restaurant)
    assert browser.execute_script("return window.notReloaded === true"), "the page never reloaded"
    look(browser, "on-the-way", 390, 844)
    look(browser, "on-the-way-320", 320, 640)
    look(browser, "on-the-way-dark", 390, 844, dark=True)
    look(browser, "on-the-way-light", 390, 844)

    # The wire: the customer's stream carried positions; nothing of them is in the order itself.
    assert "latitude" not in json.dumps(api(server, "GET", f"/api/v1/orders/{order['id']}", token=customer)["courier"])

    code = api(server, "GET", f"/api/v1/orders/{order['id']}", token=customer)["handoverCode"]
    type_into(second_browser, f"#code-{order['number']}", code)
    deliver = WebDriverWait(second_browser, 10).until(
        lambda d: d.find_element(By.XPATH, f"//article[@id='delivery-{order['number']}']//button[.='Delivered']"))
    second_browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", deliver)
    deliver.click()
    WebDriverWait(browser, 15).until(lambda d: d.find_elements(By.ID, "delivered-at"))
    assert not browser.find_elements(By.ID, "delivery-map"), "no map and no courier after delivery"
    assert not any(e.is_displayed() for e in browser.find_elements(By.ID, "notify")), "nothing more to notify about"
    WebDriverWait(second_browser, 10).until(lambda d: d.find_element(By.ID, "locate-status").text == "")
    time.sleep(0.5)
    shot(browser, "delivered")
