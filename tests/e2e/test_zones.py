"""Delivery zones in the console at 1280x800 (and 390 px): an operator opens a restaurant's zones page (the map with
its dashed radius), draws a zone by clicking four corners on the map, finishes it (the GeoJSON text area gets the
shape), saves, and sees the zone on the map and in the table; the list near the restaurant then shows the zone's
fee, a point inside the radius but outside the zone no longer lists it, and "Remove all zones" brings the radius
back. Screenshots of the page before, while drawing, after saving and at 390 px."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import WebDriverWait, api, login, open_as, set_viewport, shot, type_into
from test_checkout import no_overflow
from test_ordering import click, wait_ready


def test_an_operator_draws_a_zone_on_the_map_and_the_list_follows_it(browser, server):
    set_viewport(browser, 1280, 800)
    admin = login(server, "admin@foodly.test")
    restaurant = api(server, "GET", "/api/v1/restaurants?limit=1")["items"][0]
    detail = api(server, "GET", f"/api/v1/restaurants/{restaurant['id']}")
    lat, lon = detail["latitude"], detail["longitude"]

    def listed(latitude, longitude):
        items = api(server, "GET", f"/api/v1/restaurants?limit=100&lat={latitude}&lon={longitude}")["items"]
        return next((item for item in items if item["id"] == restaurant["id"]), None)

    assert listed(lat + 0.001, lon) is not None
    path = f"/admin/restaurants/{restaurant['id']}/zones"
    open_as(browser, server, admin, path)
    wait_ready(browser)
    assert "Delivers within" in browser.find_element(By.ID, "zones-title").text
    shot(browser, "before")

    click(browser, browser.find_element(By.CSS_SELECTOR, '[data-zone="start"]'))
    type_into(browser, "#zone-name", "Around the corner")
    dot = browser.find_element(By.CSS_SELECTOR, "#zone-map .zone-restaurant")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", browser.find_element(By.ID, "zone-map"))
    # A square around the restaurant's dot, 80 px across.
    for dx, dy in [(-40, -40), (40, -40), (40, 40), (-40, 40)]:
        ActionChains(browser).move_to_element_with_offset(dot, dx, dy).click().perform()
    WebDriverWait(browser, 5).until(
        lambda d: "4 corners" in d.find_element(By.ID, "zone-status").text)
    shot(browser, "drawing")
    click(browser, browser.find_element(By.CSS_SELECTOR, '[data-zone="finish"]'))
    area = browser.find_element(By.ID, "field-geojson").get_attribute("value")
    assert "Around the corner" in area and '"Polygon"' in area
    browser.find_element(By.ID, "field-deliveryFee").clear()
    type_into(browser, "#field-deliveryFee", "0.75")
    click(browser, browser.find_element(By.ID, "save-zones"))
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, "zones-table"))
    assert "Delivers in 1 zone" in browser.find_element(By.ID, "zones-title").text
    assert "Around the corner" in browser.find_element(By.ID, "zones-table").text
    assert browser.find_elements(By.CSS_SELECTOR, "#zone-map .zone-shape")
    shot(browser, "saved")

    near = listed(lat + 0.001, lon)
    assert near is not None and near["deliveryFee"] == 75
    radius = detail["deliveryRadiusKm"]
    assert listed(lat + radius * 0.8 / 111.0, lon) is None, "inside the radius, outside the zone"

    set_viewport(browser, 390, 844)
    browser.refresh()
    wait_ready(browser)
    no_overflow(browser, "zones page at 390 px")
    shot(browser, "phone")
    set_viewport(browser, 1280, 800)
    click(browser, browser.find_element(By.ID, "clear-zones"))
    WebDriverWait(browser, 10).until(
        lambda d: "Delivers within" in d.find_element(By.ID, "zones-title").text)
    assert listed(lat + radius * 0.8 / 111.0, lon) is not None
