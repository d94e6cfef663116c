"""Browsing without an account at 390x844: a restaurant link shared with a friend opens (the menu, no tabs, a bar
asking to sign in); Add asks to log in and the guest, once logged in, is back on the same restaurant and adds the
dish there; a dish page opened as a guest leads through Create account back to that dish. Also at 320 px."""

from selenium.webdriver.common.by import By

from conftest import WebDriverWait, api, register_via_api, set_viewport, shot
from test_first_use import LAYOUT_PROBLEMS
from test_ordering import click, submit, wait_ready


def open_restaurant_with_a_plain_dish(server):
    """An open demo restaurant and one of its dishes without options (Add puts it straight in the cart)."""
    listed = api(server, "GET", "/api/v1/restaurants?limit=100&lat=37.7599&lon=-122.4148")["items"]
    for summary in (r for r in listed if r["isOpen"]):
        detail = api(server, "GET", f"/api/v1/restaurants/{summary['id']}")
        for section in detail["menu"]:
            for dish in section["dishes"]:
                if dish["available"] and not dish["optionGroups"]:
                    return detail, dish
    raise AssertionError("no open restaurant with a dish without options in the demo data")


def test_a_shared_restaurant_link_opens_and_adding_signs_in_and_comes_back(browser, server):
    set_viewport(browser, 390, 844)
    restaurant, dish = open_restaurant_with_a_plain_dish(server)
    path = f"/restaurants/{restaurant['id']}"
    browser.get(server.url + path)
    wait_ready(browser)
    assert browser.current_url == server.url + path, "the guest stays on the shared page"
    assert restaurant["name"] in browser.find_element(By.CSS_SELECTOR, ".restaurant-name").text
    assert not browser.find_elements(By.CSS_SELECTOR, ".tabbar")
    assert browser.find_element(By.ID, "guestbar").is_displayed()
    assert browser.execute_script(LAYOUT_PROBLEMS) == [], "nothing overflows"
    shot(browser, "1-guest-menu")

    add = browser.find_element(By.CSS_SELECTOR, f"a[aria-label='Sign in to add {dish['name']}']")
    submit(browser, add)
    assert browser.current_url == server.url + f"/login?next={path}"
    shot(browser, "2-login-to-add")
    email, password, _ = register_via_api(server, "Gus Guest")
    browser.find_element(By.NAME, "email").send_keys(email)
    browser.find_element(By.NAME, "password").send_keys(password)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/login'] button[type=submit]"))
    assert browser.current_url == server.url + path, "back on the restaurant the link opened"
    assert browser.find_elements(By.CSS_SELECTOR, ".tabbar") and not browser.find_elements(By.ID, "guestbar")

    click(browser, browser.find_element(By.CSS_SELECTOR, f"button[aria-label='Add {dish['name']}']"))
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "cartbar-count").text == "1")
    shot(browser, "3-added-after-signing-in")


def test_a_guest_on_a_dish_page_creates_an_account_and_lands_back_on_it(browser, server):
    set_viewport(browser, 320, 640)
    _, dish = open_restaurant_with_a_plain_dish(server)
    path = f"/dishes/{dish['id']}"
    browser.get(server.url + path)
    wait_ready(browser)
    assert dish["name"] in browser.find_element(By.ID, "dish-title").text
    assert browser.execute_script(LAYOUT_PROBLEMS) == [], "nothing overflows at 320 px"
    shot(browser, "1-guest-dish-320")
    submit(browser, browser.find_element(By.ID, "guestbar"))
    submit(browser, browser.find_element(By.LINK_TEXT, "Create an account"))
    assert browser.current_url == server.url + f"/register?next={path}"
    browser.find_element(By.NAME, "fullName").send_keys("Gia Guest")
    browser.find_element(By.NAME, "email").send_keys("gia-guest@example.com")
    browser.find_element(By.NAME, "password").send_keys("abcdef1!")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/register'] button[type=submit]"))
    assert browser.current_url == server.url + path, "back on the dish after creating the account"
    assert browser.find_element(By.CSS_SELECTOR, "#options button[type=submit]").text == "Add to cart"
    shot(browser, "2-back-on-the-dish")
