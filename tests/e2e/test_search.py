"""The Search tab: results as you type (a misspelled dish is still found), a dish opens its restaurant at the
dish, filters that hide everything offer to search without them, and the page works as a plain form without
JavaScript."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import WebDriverWait, set_viewport, shot, sign_in


def results_text(driver):
    return driver.find_element(By.ID, "search-results").text


def test_typing_a_misspelled_dish_finds_it_and_opens_its_restaurant(browser, server):
    set_viewport(browser, 390, 844)
    sign_in(browser, server)
    browser.get(server.url + "/search")
    assert "What are you hungry for?" in results_text(browser)
    shot(browser, "search-empty")

    box = browser.find_element(By.ID, "search-q")
    assert browser.find_element(By.CSS_SELECTOR, "label[for=search-q]").text, "the box has a visible label"
    box.send_keys("shakshouka")  # Shakshuka, misspelled
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results a.search-dish"))
    assert "/search?q=shakshouka" in browser.current_url, "the address bar follows the search"
    first = browser.find_element(By.CSS_SELECTOR, "#search-results a.search-dish")
    assert "Shakshuka" in first.text
    shot(browser, "search-typo")

    href = first.get_attribute("href")
    dish_anchor = href.split("#")[1]
    first.click()
    WebDriverWait(browser, 10).until(lambda d: "/restaurants/" in d.current_url)
    dish = browser.find_element(By.ID, dish_anchor)
    assert "Shakshuka" in dish.text
    assert browser.find_element(By.TAG_NAME, "h1").text in ("Lower Haight Falafel Co.", "Olive & Oak")
    shot(browser, "search-opened-restaurant")


def test_a_filter_that_hides_everything_offers_to_search_without_it(browser, server):
    set_viewport(browser, 390, 844)
    sign_in(browser, server)
    browser.get(server.url + "/search?q=churros")
    WebDriverWait(browser, 10).until(lambda d: "Churros" in results_text(d))
    Select(browser.find_element(By.ID, "search-maxKcal")).select_by_value("300")  # churros have more
    WebDriverWait(browser, 10).until(lambda d: "No results" in results_text(d))
    assert "maxKcal=300" in browser.current_url
    shot(browser, "search-no-results")
    browser.find_element(By.LINK_TEXT, "Search without filters").click()
    WebDriverWait(browser, 10).until(lambda d: "Churros" in results_text(d))


def test_the_search_form_works_without_javascript(browser, server):
    sign_in(browser, server)
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        browser.get(server.url + "/search")
        box = browser.find_element(By.ID, "search-q")
        box.send_keys("brocoli")
        browser.find_element(By.CSS_SELECTOR, "button.search-submit").click()
        WebDriverWait(browser, 10).until(lambda d: "q=brocoli" in d.current_url)
        assert "Broccoli" in results_text(browser)
        shot(browser, "search-no-js")
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
