"""Saved addresses and address search at 390x844: a customer types a misspelled street into the address search,
moves through the suggestions with the keyboard and picks one, saves it as home (the default); "Use my location"
fills the nearest known address; Find lists matches as links as it does without JavaScript; in the cart the
saved addresses are offered, and one in Oakland, where no demo restaurant delivers, is told so before checkout.
The address page has no overflow at 320 px. Screenshots of each step."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from conftest import WebDriverWait, api, expect_console_errors, open_as, register_via_api, set_viewport, shot
from test_first_use import LAYOUT_PROBLEMS
from test_ordering import click, in_place, submit, wait_ready


def test_type_a_misspelled_street_pick_it_and_save_it_as_home(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Hana Home")
    open_as(browser, server, token, "/profile")
    wait_ready(browser)
    submit(browser, browser.find_element(By.ID, "saved-addresses-link"))
    assert "No saved addresses yet" in browser.find_element(By.ID, "main").text
    submit(browser, browser.find_element(By.ID, "add-address"))

    search = browser.find_element(By.ID, "field-address-search")
    click(browser, search)
    search.send_keys("600 valenca stret")
    listbox = browser.find_element(By.ID, "address-suggestions")
    WebDriverWait(browser, 10).until(lambda d: listbox.is_displayed() and listbox.find_elements(By.TAG_NAME, "li"))
    options = listbox.find_elements(By.CSS_SELECTOR, "li[role=option]")
    assert options[0].find_element(By.TAG_NAME, "strong").text == "600 Valencia St"
    assert search.get_attribute("aria-expanded") == "true"
    shot(browser, "suggestions")

    # The keyboard: down marks the first suggestion (aria-activedescendant), Enter picks it.
    search.send_keys(Keys.ARROW_DOWN)
    assert search.get_attribute("aria-activedescendant") == options[0].get_attribute("id")
    assert options[0].get_attribute("aria-selected") == "true"
    search.send_keys(Keys.ENTER)
    WebDriverWait(browser, 5).until(lambda d: not listbox.is_displayed())
    assert browser.find_element(By.ID, "field-address-line1").get_attribute("value") == "600 Valencia St"
    assert browser.find_element(By.ID, "field-address-city").get_attribute("value") == "San Francisco"
    assert browser.find_element(By.ID, "field-address-postcode").get_attribute("value") == "94110"
    assert "Picked 600 Valencia St." in browser.find_element(By.ID, "address-search-status").text
    home = browser.find_element(By.CSS_SELECTOR, "input[name=label][value=home]")
    assert home.is_selected(), "home is the first label"
    shot(browser, "picked")
    submit(browser, browser.find_element(By.ID, "save-address"))

    assert browser.current_url.endswith("/profile/addresses?done=saved")
    card = browser.find_element(By.CSS_SELECTOR, ".saved-address")
    assert "Home" in card.text and "Default" in card.text and "600 Valencia St" in card.text
    assert "Your address is saved." in browser.find_element(By.ID, "main").text
    shot(browser, "saved")
    saved = api(server, "GET", "/api/v1/me/addresses", token=token)["addresses"]
    assert [(s["label"], s["address"]["line1"], s["isDefault"]) for s in saved] == [("home", "600 Valencia St", True)]

    # "Use my location": the nearest known address to where the browser is (Chromium's geolocation override).
    browser.get(server.url + "/profile/addresses/new")
    wait_ready(browser)
    browser.execute_cdp_cmd("Browser.grantPermissions", {"origin": server.url, "permissions": ["geolocation"]})
    browser.execute_cdp_cmd("Emulation.setGeolocationOverride",
                            {"latitude": 37.78266, "longitude": -122.39944, "accuracy": 10})  # 725 Folsom St
    click(browser, browser.find_element(By.CSS_SELECTOR, "[data-nearest-address]"))
    WebDriverWait(browser, 10).until(
        lambda d: d.find_element(By.ID, "field-address-line1").get_attribute("value") == "725 Folsom St")
    assert "Picked 725 Folsom St." in browser.find_element(By.ID, "address-search-status").text
    shot(browser, "my-location")

    # Find without picking a suggestion lists the matches as links (the way it works without JavaScript).
    browser.get(server.url + "/profile/addresses/new?q=valencia+st")
    wait_ready(browser)
    matches = browser.find_elements(By.CSS_SELECTOR, "#address-matches a.suggestion")
    assert matches and "Valencia St" in matches[0].text
    assert "Add your house number" in browser.find_element(By.ID, "address-matches").text
    shot(browser, "matches")

    # No overflow on a small phone.
    set_viewport(browser, 320, 640)
    browser.get(server.url + "/profile/addresses/new")
    wait_ready(browser)
    assert browser.execute_script(LAYOUT_PROBLEMS) == []
    set_viewport(browser, 390, 844)


def test_the_cart_offers_saved_addresses_and_says_when_nobody_delivers_there(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Olly Oakland")
    home = api(server, "GET", "/api/v1/addresses?q=600+valencia+st", token=token)["addresses"][0]
    assert home["delivered"] is True
    oakland = api(server, "GET", "/api/v1/addresses?q=1400+broadway+oakland", token=token)["addresses"][0]
    assert oakland["address"]["city"] == "Oakland" and oakland["delivered"] is False
    for label, found in [("home", home), ("work", oakland)]:
        address = {key: found["address"][key] for key in ("city", "postcode", "latitude", "longitude")}
        address["line1"] = found["address"]["number"] + " " + found["address"]["street"]
        api(server, "POST", "/api/v1/me/addresses", {"label": label, "address": address}, token=token)
    restaurant = api(server, "GET", "/api/v1/restaurants?lat=37.7617&lon=-122.4217&sort=distance&limit=1")["items"][0]
    dish = api(server, "GET", "/api/v1/restaurants/" + restaurant["id"])["menu"][0]["dishes"][0]
    api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 2}, token=token)

    open_as(browser, server, token, "/cart")
    wait_ready(browser)
    place = Select(browser.find_element(By.ID, "cart-place"))
    assert place.first_selected_option.text == "Home: 600 Valencia St", "the default saved address"
    assert "600 Valencia St" in browser.find_element(By.ID, "address").text
    place.select_by_visible_text("Work: 1400 Broadway")
    in_place(browser, browser.find_element(By.CSS_SELECTOR, "#address button[type=submit]"))
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    notice = browser.find_element(By.ID, "cart-elsewhere")
    assert "does not deliver to 1400 Broadway" in notice.text
    assert "No restaurant delivers there yet" in notice.text
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", notice)
    shot(browser, "nobody-delivers")
