"""The menu editor in a browser: the owner of an approved, empty restaurant (applied through the API, approved with
`foodly admin approve-restaurant`) writes a menu of two sections and three dishes from the kitchen screen, sees the
Nutri-Score change while typing the salt (and with JavaScript off, by pressing Check), is told before saving that a
poor dish would break the listing rule, reorders with the up and down buttons, and a customer then finds the dishes
in that order on the restaurant page. The owner then gives a dish options and a photo; the customer sees both and
orders it with two extras; the owner finds the sale and its choices among the day's orders. Screens at 390x844 and
1280x800."""

import datetime
import subprocess
import urllib.request
import zoneinfo
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import REPO_ROOT, WebDriverWait, _foodly_binary, api, open_as, register_via_api, set_viewport, shot
from test_accessibility import axe_script, check
from test_first_use import LAYOUT_PROBLEMS, customer, navigate, scripts, tap
from test_photos import png

HOURS = {day: [["00:00", "24:00"]] for day in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")}
APPLICATION = {
    "name": "Olive Leaf Kitchen", "cuisine": "Mediterranean", "description": "Salads and warm bowls.",
    "phone": "+14155550142", "categories": ["bowls"], "imageUrl": None,
    "location": {"address": "610 Valencia St", "latitude": 37.7601, "longitude": -122.4150},
    "deliveryRadiusKm": 5, "timeZone": "America/Los_Angeles", "prepMinutes": 15, "openingHours": HOURS,
    "fees": {"deliveryBase": 199, "deliveryPerKm": 50, "freeDeliveryOver": 3000, "minimumOrder": 1000},
    "taxRateBps": 863, "contactEmail": "olive@example.com",
}
# Per 100 g portion: 4 × 8 + 4 × 12 + 2 × 6 + 9 × 3 = 119 kcal.
SALAD = {"portionGrams": "100", "nutrition-kcal": "120", "nutrition-proteinG": "8", "nutrition-carbsG": "12",
         "nutrition-sugarsG": "2", "nutrition-fatG": "3", "nutrition-saturatedFatG": "0.5", "nutrition-fiberG": "6",
         "nutrition-saltG": "0.3", "nutrition-fruitVegLegumePercent": "70"}
CHURROS = {"nutrition-kcal": "450", "nutrition-proteinG": "5", "nutrition-carbsG": "50", "nutrition-sugarsG": "30",
           "nutrition-fatG": "25", "nutrition-saturatedFatG": "9.5", "nutrition-fiberG": "2", "nutrition-saltG": "0.5",
           "nutrition-fruitVegLegumePercent": "0"}


def approved_owner(server):
    """A customer who applies and is approved from the command line; their token, now the owner's."""
    _, _, token = register_via_api(server, "Olive Owner")
    application = api(server, "POST", "/api/v1/restaurant-applications", APPLICATION, token=token)
    approved = subprocess.run([str(_foodly_binary()), "admin", "approve-restaurant", application["id"],
                               "--db", server.database, "--mail-dir", str(Path(server.database).parent / "mail")],
                              cwd=REPO_ROOT, capture_output=True, text=True, timeout=60)
    assert approved.returncode == 0, approved.stderr
    return token


def fill(driver, values):
    for name, value in values.items():
        field = driver.find_element(By.ID, "field-" + name)
        field.clear()
        field.send_keys(value)


def grade_is(driver, grade):
    WebDriverWait(driver, 10).until(
        lambda d: d.find_element(By.ID, "menu-preview-title").text == f"Nutri-Score {grade}")


def add_dish(driver, server, name, section, values=SALAD):
    driver.get(server.url + "/kitchen/menu/dishes/new")
    fill(driver, {"name": name, "section": section, "price": "11.50", **values})
    grade_is(driver, "A")
    navigate(driver, driver.find_element(By.ID, "save-dish"))
    assert "/kitchen/menu?done=added" in driver.current_url
    assert "The dish is on the menu." in driver.find_element(By.TAG_NAME, "main").text


def test_an_owner_writes_a_menu_and_a_customer_sees_it_in_order(browser, server):
    set_viewport(browser, 390, 844)
    owner = approved_owner(server)
    open_as(browser, server, owner, "/kitchen")
    navigate(browser, browser.find_element(By.ID, "menu-link"))
    assert browser.find_element(By.ID, "menu-empty").is_displayed()
    shot(browser, "1-empty-menu")

    # The first dish: the grade follows the salt as it is typed.
    navigate(browser, browser.find_element(By.ID, "add-dish"))
    fill(browser, {"name": "Lentil Salad", "section": "Salads", "price": "12.50", **SALAD})
    tap(browser, browser.find_element(By.CSS_SELECTOR, "input[name=allergens][value=sesame]"))
    grade_is(browser, "A")
    salt = browser.find_element(By.ID, "field-nutrition-saltG")
    salt.clear()
    salt.send_keys("3")
    grade_is(browser, "C")
    panel = browser.find_element(By.ID, "menu-preview").text
    assert "salt 3 g/100 g costs 14 points" in panel
    assert "would make it B" in panel
    assert "Saving is refused" in panel, "a C as the only dish would break the listing rule"
    assert not browser.execute_script(LAYOUT_PROBLEMS)
    browser.execute_script("document.getElementById('menu-preview').scrollIntoView({behavior: 'instant'})")
    shot(browser, "2-salt-costs-points")
    salt.clear()
    salt.send_keys("0.3")
    grade_is(browser, "A")
    navigate(browser, browser.find_element(By.ID, "save-dish"))
    assert "The dish is on the menu." in browser.find_element(By.TAG_NAME, "main").text

    # Without JavaScript the Check button grades the dish; nothing is saved until Save.
    scripts(browser, False)
    browser.get(server.url + "/kitchen/menu/dishes/new")
    fill(browser, {"name": "Churros", "section": "Sweets", "price": "6", **SALAD, **CHURROS})
    navigate(browser, browser.find_element(By.ID, "check-dish"))
    assert browser.find_element(By.ID, "menu-preview-title").text == "Nutri-Score E"
    assert "Saving is refused" in browser.find_element(By.ID, "menu-preview-listing").text
    assert not browser.find_elements(By.ID, "error-summary")
    browser.execute_script("document.getElementById('menu-preview').scrollIntoView({behavior: 'instant'})")
    shot(browser, "3-checked-without-js")
    scripts(browser, True)

    add_dish(browser, server, "Pea Salad", "Salads")
    add_dish(browser, server, "Green Bowl", "Bowls")
    assert browser.find_element(By.ID, "menu-listing").text.startswith("Listing rule: 3 of 3 available foods (100%)")

    # Reorder: Bowls first, then Pea Salad before Lentil Salad.
    navigate(browser, browser.find_element(By.CSS_SELECTOR, "button[aria-label='Move Bowls up']"))
    navigate(browser, browser.find_element(By.CSS_SELECTOR, "button[aria-label='Move Pea Salad up']"))
    titles = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".menu-section h2")]
    assert titles == ["Bowls", "Salads"]
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".menu-dish strong")]
    assert names == ["Green Bowl", "Pea Salad", "Lentil Salad"]
    assert not browser.execute_script(LAYOUT_PROBLEMS)
    shot(browser, "4-menu-390")
    set_viewport(browser, 1280, 800)
    shot(browser, "5-menu-1280")
    navigate(browser, browser.find_element(By.CSS_SELECTOR, "a[aria-label='Edit Lentil Salad']"))
    assert browser.find_element(By.ID, "field-price").get_attribute("value") == "12.50"
    assert browser.find_element(By.ID, "menu-preview-title").text == "Nutri-Score A", "the edit page shows the grade"
    edit_path = browser.current_url[len(server.url):]
    assert not browser.execute_script(LAYOUT_PROBLEMS)
    shot(browser, "6-dish-form-1280")
    set_viewport(browser, 390, 844)
    browser.execute_script("document.getElementById('field-nutrition-kcal').scrollIntoView({behavior: 'instant'})")
    assert not browser.execute_script(LAYOUT_PROBLEMS)
    shot(browser, "7-dish-nutrition-390")

    # The editor's pages pass axe in both colour schemes.
    check(browser, server, ["/kitchen/menu", "/kitchen/menu/dishes/new", edit_path], axe_script(), "menu")

    # A customer finds the dishes in that order.
    token = customer(server, "Cass Customer")
    near = api(server, "GET", "/api/v1/restaurants?limit=100&lat=37.7599&lon=-122.4148")["items"]
    listed = next(r for r in near if r["name"] == "Olive Leaf Kitchen")
    open_as(browser, server, token, f"/restaurants/{listed['id']}")
    shown = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".dish-name")]
    assert shown == ["Green Bowl", "Pea Salad", "Lentil Salad"]
    shot(browser, "8-customer-sees-the-menu")

    # The restaurant written from empty gets a dish's options and its photo (their editors' own pages are tested in
    # test_options.py and test_photos.py); the customer sees both and orders the dish with two extras, and the
    # owner finds the sale, with its choices, among the day's orders.
    detail = api(server, "GET", f"/api/v1/restaurants/{listed['id']}")
    bowl = next(d for s in detail["menu"] for d in s["dishes"] if d["name"] == "Green Bowl")
    groups = api(server, "PUT", f"/api/v1/merchant/dishes/{bowl['id']}/options", {"groups": [
        {"name": "Size", "minChoices": 1, "maxChoices": 1,
         "options": [{"name": "Regular", "priceDelta": 0}, {"name": "Large", "priceDelta": 200}]},
        {"name": "Extras", "minChoices": 0, "maxChoices": 2,
         "options": [{"name": "Feta", "priceDelta": 100}, {"name": "Olives", "priceDelta": 50}]},
    ]}, token=owner)["groups"]
    upload = urllib.request.Request(
        server.url + f"/api/v1/merchant/dishes/{bowl['id']}/photo", data=png(1200, 900), method="PUT",
        headers={"Content-Type": "image/png", "Authorization": "Bearer " + owner})
    with urllib.request.urlopen(upload, timeout=30) as answer:
        assert answer.status in (200, 204)
    open_as(browser, server, token, f"/restaurants/{listed['id']}")
    chooser = browser.find_element(By.CSS_SELECTOR, 'a[aria-label="Choose options for Green Bowl"]')
    photo = chooser.find_element(By.XPATH, "./ancestor::li").find_element(By.CSS_SELECTOR, "img[src*='/photos/']")
    assert photo.get_attribute("alt")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", chooser)
    shot(browser, "9-customer-sees-options-and-photo")
    chosen = [groups[0]["options"][1]["id"], groups[1]["options"][0]["id"], groups[1]["options"][1]["id"]]
    api(server, "POST", "/api/v1/cart/items", {"dishId": bowl["id"], "quantity": 1, "options": chosen}, token=token)
    order = api(server, "POST", "/api/v1/orders", {}, token=token, headers={"Idempotency-Key": "menu-story"})
    assert order["items"][0]["unitPrice"] == bowl["price"] + 350
    promised = datetime.datetime.fromisoformat(order["estimatedDeliveryAt"].replace("Z", "+00:00"))
    day = promised.astimezone(zoneinfo.ZoneInfo("America/Los_Angeles")).date()
    open_as(browser, server, owner, f"/kitchen/numbers/day?date={day}")
    sold = browser.find_element(By.ID, f"sold-{order['number']}").text
    assert "Green Bowl" in sold and "Size: Large; Extras: Feta, Olives" in sold, sold
    shot(browser, "10-owner-sees-the-sale")
