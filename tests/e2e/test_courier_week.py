"""A courier's week and the operator's courier cover: a courier plans her week on her phone (390x844), a period
that opens and closes at the same time is refused under its field with nothing saved; the operator (1280x800) then
sees her counted as scheduled hour by hour against the orders placed and the couriers on duty, on a chart with its
table, and steps to the next day. Screenshots of both (axe checks both pages in test_accessibility_crew)."""

import datetime
import os

from selenium.webdriver.common.by import By

from conftest import api, login, open_as, set_viewport, shot
from test_checkout import LA, no_overflow
from test_diary import crew_account
from test_ordering import click, submit


def test_a_courier_plans_her_week_and_the_operator_sees_the_cover(browser, second_browser, server):
    set_viewport(browser, 390, 844)
    email = f"week-{os.getpid()}@example.com"
    rider = crew_account(server, "courier", email, "Wanda Weekly-Planner")
    admin = login(server, "admin@foodly.test")
    api(server, "POST", "/api/v1/admin/couriers",
        {"email": email, "phone": "(415) 555-0188", "vehicle": "scooter", "latitude": 37.7599, "longitude": -122.4148},
        token=admin)

    open_as(browser, server, rider, "/courier")
    submit(browser, browser.find_element(By.ID, "schedule-link"))
    assert "a day off" in browser.find_element(By.ID, "hours-days").text

    # A mistake first: Monday's period opens and closes at the same time. It comes back under its field.
    browser.find_element(By.ID, "field-mon[0]-opens").send_keys("11:00")
    browser.find_element(By.ID, "field-mon[0]-closes").send_keys("11:00")
    submit(browser, browser.find_element(By.ID, "save-schedule"))
    error = browser.find_element(By.ID, "field-mon[0]-closes-error")
    assert "must close at another time" in error.text
    assert browser.find_element(By.ID, "field-mon[0]-closes").get_attribute("aria-invalid") == "true"
    assert all(not day for day in api(server, "GET", "/api/v1/courier/schedule", token=rider)["hours"].values())
    shot(browser, "1-week-refused-390")

    # Monday lunch and a Friday night that runs past midnight.
    closes = browser.find_element(By.ID, "field-mon[0]-closes")
    closes.clear()
    closes.send_keys("14:30")
    browser.find_element(By.ID, "field-fri[0]-opens").send_keys("18:00")
    browser.find_element(By.ID, "field-fri[0]-closes").send_keys("02:00")
    submit(browser, browser.find_element(By.ID, "save-schedule"))
    assert browser.find_element(By.ID, "schedule-notice").text == "Your week is saved."
    week = api(server, "GET", "/api/v1/courier/schedule", token=rider)
    assert week["hours"]["mon"] == [{"opens": "11:00", "closes": "14:30"}]
    assert week["hours"]["fri"] == [{"opens": "18:00", "closes": "02:00"}]
    no_overflow(browser, "the courier's week at 390")
    shot(browser, "2-week-saved-390")

    # The operator's cover on the coming Monday: she is scheduled from 11:00 to 14:00 (three hours touched).
    today = datetime.datetime.now(LA).date()
    monday = today + datetime.timedelta(days=(7 - today.weekday()) % 7 or 7)
    before = api(server, "GET", f"/api/v1/admin/couriers/hours?date={monday}", token=admin)
    set_viewport(second_browser, 1280, 800)
    open_as(second_browser, server, admin, "/admin/couriers")
    submit(second_browser, second_browser.find_element(By.ID, "cover-link"))
    shot(second_browser, "3-cover-today-1280")
    day = second_browser.find_element(By.ID, "cover-date")
    second_browser.execute_script("arguments[0].value = arguments[1]", day, monday.isoformat())
    submit(second_browser, second_browser.find_element(By.XPATH, "//form[@id='cover-form']//button"))
    assert second_browser.find_element(By.ID, "cover-chart").get_attribute("role") == "img"
    click(second_browser, second_browser.find_element(By.CSS_SELECTOR, "#cover-chart-table summary"))
    rows = second_browser.find_elements(By.CSS_SELECTOR, "#cover-chart-table tbody tr")
    assert len(rows) == 24
    scheduled = {row.find_element(By.TAG_NAME, "th").text: int(row.find_elements(By.TAG_NAME, "td")[2].text)
                 for row in rows}
    by_hour = {h["start"]: h["scheduled"] for h in before["hours"]}
    assert sum(by_hour.values()) == sum(scheduled.values())
    assert all(scheduled[f"{hour}:00"] >= 1 for hour in (11, 12, 13)), scheduled
    assert "Couriers scheduled" in second_browser.find_element(By.CLASS_NAME, "chart-legend").text
    no_overflow(second_browser, "the courier cover at 1280")
    shot(second_browser, "4-cover-monday-1280")

    # The day after: Tuesday, when she is not scheduled at all.
    submit(second_browser, second_browser.find_element(By.ID, "cover-after"))
    assert second_browser.find_element(By.ID, "cover-date").get_attribute("value") == (
        monday + datetime.timedelta(days=1)).isoformat()
