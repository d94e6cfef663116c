"""The audit log in a browser: the demo kitchen's owner (kitchen@foodly.test) marks a dish sold out on the kitchen
screen and changes its price in the menu editor; the operator (admin@foodly.test) then finds both actions in the
console's audit log by searching the dish's name, with who did them as owner and the price before → after, at
1280x800 and 390x844, and pages back to older entries. The dish is put back as it was afterwards (two more entries)
so the other stories find the demo menu unchanged."""

from selenium.webdriver.common.by import By

from conftest import api, login, open_as, set_viewport, shot
from test_accessibility import axe_script, check
from test_first_use import LAYOUT_PROBLEMS, navigate


def set_price(driver, server, name, price):
    """Opens the dish in the menu editor, sets its price (dollars as typed) and saves."""
    driver.get(server.url + "/kitchen/menu")
    navigate(driver, driver.find_element(By.CSS_SELECTOR, f"a[aria-label='Edit {name}']"))
    field = driver.find_element(By.ID, "field-price")
    before = field.get_attribute("value")
    field.clear()
    field.send_keys(price)
    navigate(driver, driver.find_element(By.ID, "save-dish"))
    assert "/kitchen/menu?done=" in driver.current_url, driver.find_element(By.TAG_NAME, "main").text
    return before


def toggle(driver, server, name, label):
    driver.get(server.url + "/kitchen")
    navigate(driver, driver.find_element(By.CSS_SELECTOR, f"button[aria-label='{name}: {label}']"))


def test_the_operator_finds_a_kitchens_sold_out_dish_and_price_change_in_the_audit_log(browser, server):
    set_viewport(browser, 1280, 800)
    kitchen = login(server, "kitchen@foodly.test")
    open_as(browser, server, kitchen, "/kitchen")
    button = browser.find_element(By.CSS_SELECTOR, "button[aria-label$=': mark sold out']")
    name = button.get_attribute("aria-label").removesuffix(": mark sold out")
    dish = button.find_element(By.XPATH, "./ancestor::form").get_attribute("action").rsplit("/", 1)[1]
    toggle(browser, server, name, "mark sold out")
    assert browser.find_elements(By.CSS_SELECTOR, f"button[aria-label='{name}: mark available']")
    old = set_price(browser, server, name, "19.75")
    assert old != "19.75"

    open_as(browser, server, login(server, "admin@foodly.test"), "/admin/audit")
    assert browser.find_element(By.CSS_SELECTOR, ".console-nav-link[aria-current=page]").text == "Audit log"
    query = browser.find_element(By.ID, "audit-q")
    query.send_keys(name.upper())
    navigate(browser, browser.find_element(By.CSS_SELECTOR, ".audit-search button[type=submit]"))
    assert "q=" in browser.current_url
    rows = browser.find_elements(By.CSS_SELECTOR, "#audit-entries tbody tr")
    assert len(rows) >= 2
    changed, sold_out = rows[0].text, rows[1].text
    assert "Changed a dish" in changed and "kitchen@foodly.test" in changed and "owner" in changed
    assert f"price: ${old} → $19.75" in changed, "money in dollars, as it was typed"
    assert "Sold out or back on sale" in sold_out and "available: yes → no" in sold_out
    assert name in changed and name in sold_out
    assert not browser.execute_script(LAYOUT_PROBLEMS)
    shot(browser, "1-found-1280")

    set_viewport(browser, 390, 844)
    assert not browser.execute_script(LAYOUT_PROBLEMS)
    shot(browser, "2-found-390")
    browser.execute_script("document.getElementById('audit-entries').scrollIntoView({behavior: 'instant'})")
    shot(browser, "3-table-390")

    # Only the price changes: the action filter narrows it to the edit; a made-up word finds nothing.
    browser.get(server.url + "/admin/audit?action=dish.change&q=" + name.replace(" ", "+"))
    rows = browser.find_elements(By.CSS_SELECTOR, "#audit-entries tbody tr")
    assert len(rows) == 1 and "Changed a dish" in rows[0].text
    browser.get(server.url + "/admin/audit?q=no+such+thing+anywhere")
    assert browser.find_element(By.ID, "audit-empty").is_displayed()
    shot(browser, "4-empty-390")

    # The whole log: with the demo import and a busy kitchen (sold out and back eight times, through the API) it
    # fills more than one page; older entries are a link away.
    for available in [True, False] * 8:
        api(server, "PATCH", f"/api/v1/kitchen/dishes/{dish}", {"available": available}, token=kitchen)
    set_viewport(browser, 1280, 800)
    browser.get(server.url + "/admin/audit")
    first = [r.text for r in browser.find_elements(By.CSS_SELECTOR, "#audit-entries tbody tr")]
    navigate(browser, browser.find_element(By.ID, "audit-older"))
    older = [r.text for r in browser.find_elements(By.CSS_SELECTOR, "#audit-entries tbody tr")]
    assert older and older[0] not in first
    shot(browser, "5-older-1280")
    check(browser, server, ["/admin/audit", "/admin/audit?q=" + name.replace(" ", "+"),
                            "/admin/audit?q=no+such+thing+anywhere"], axe_script(), "audit")

    # The dish as it was.
    open_as(browser, server, kitchen, "/kitchen")
    set_price(browser, server, name, old)
    toggle(browser, server, name, "mark available")
