"""A courier's earnings at 390x844 (and 320x640): after a cash delivery the courier opens Earnings from their
screen and finds the week's pay, the cash they hold and the day's bar; the week before is empty. Screenshots."""

import csv
import io
import urllib.request

from selenium.webdriver.common.by import By

from conftest import api, open_as, set_viewport, shot
from test_first_use import LAYOUT_PROBLEMS, navigate
from test_money import delivered_order, dollars, staffed
from test_ordering import wait_ready


def test_a_courier_reads_the_weeks_earnings_after_a_delivery(browser, server):
    set_viewport(browser, 390, 844)
    staff = staffed(server, "earnings", "Ezra Earner")
    order, _ = delivered_order(server, staff, "earnings")
    courier = staff[2]
    open_as(browser, server, courier, "/courier")
    wait_ready(browser)
    navigate(browser, browser.find_element(By.ID, "earnings-link"))
    assert browser.current_url.endswith("/courier/earnings")
    assert browser.find_element(By.ID, "earnings-cash").text == dollars(order["pricing"]["total"])
    earned = browser.find_element(By.ID, "earnings-earned").text
    assert earned != "$0.00" and browser.find_element(By.ID, "earnings-owed").text == earned
    chart = browser.find_element(By.ID, "earnings-chart")
    assert "Earned on each of 7 days" in chart.get_attribute("aria-label")
    assert len(chart.find_elements(By.CSS_SELECTOR, "rect.chart-bar")) == 1, "one day with deliveries"
    assert not browser.execute_script(LAYOUT_PROBLEMS)
    shot(browser, "1-earnings-390")
    # The same week as CSV, downloaded as the browser would (with the zone its days are counted in): a row per day
    # and the week's totals, what the page shows.
    link = browser.find_element(By.ID, "earnings-csv").get_attribute("href")
    zone = (browser.get_cookie("foodly_tz") or {}).get("value", "")
    request = urllib.request.Request(link, headers={"Cookie": f"foodly_session={courier}; foodly_tz={zone}"})
    with urllib.request.urlopen(request) as response:
        rows = list(csv.DictReader(io.StringIO(response.read().decode())))
    assert len(rows) == 8 and rows[-1]["day"] == "week", rows
    assert f"${float(rows[-1]['earned']):,.2f}" == earned and f"${float(rows[-1]['cash_collected']):,.2f}" == \
        dollars(order["pricing"]["total"])

    set_viewport(browser, 320, 640)
    browser.refresh()
    wait_ready(browser)
    assert not browser.execute_script(LAYOUT_PROBLEMS), "nothing overflows at 320 px"
    for figure in browser.find_elements(By.CSS_SELECTOR, "#earnings-totals .figure-value"):
        assert figure.size["height"] < 48, f"{figure.text} fits on one line"
    shot(browser, "2-earnings-320")

    navigate(browser, browser.find_element(By.LINK_TEXT, "Week before"))
    assert browser.find_element(By.ID, "earnings-empty").is_displayed()
    shot(browser, "3-week-before")
    # Its courier goes off duty: the shared server's later tests expect their own couriers at this door.
    api(server, "PUT", "/api/v1/courier/availability", {"available": False}, token=courier)
