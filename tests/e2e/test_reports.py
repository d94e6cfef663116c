"""The operator's reports, at 1280x800 and 390x844: two orders at a demo restaurant (one taken to delivered by its
kitchen and courier through the API, one cancelled by the customer), then the operator opens /admin/reports on the
demo data, narrows it to today at that restaurant, reads the figures and the charts' tables, downloads the CSV
(its header, and its rows adding up to the page's totals), sees a bad range named under its field, and the page
never overflows. Screenshots of each step."""

import csv
import datetime
import io
import json
import subprocess
from zoneinfo import ZoneInfo

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import deliver, accept_offer, REPO_ROOT, _foodly_binary, api, expect_console_errors, login, open_as, set_viewport, shot
from test_first_use import LAYOUT_PROBLEMS
from test_ordering import submit, wait_ready

PASSWORD = "Reports1!"
HEADER = ["day", "restaurant_id", "restaurant", "orders", "delivered", "cancelled", "paid", "refunds", "revenue",
          "average_delivery_minutes", "late", "late_percent"]


def create_user(server, role: str, email: str, name: str) -> str:
    created = subprocess.run([str(_foodly_binary()), "admin", "create-user", "--role", role, "--email", email,
                              "--name", name, "--db", server.database], cwd=REPO_ROOT, capture_output=True,
                             text=True, env={"FOODLY_PASSWORD": PASSWORD}, timeout=60)
    assert created.returncode == 0, created.stderr
    return login(server, email, PASSWORD)


def two_orders(server, admin: str) -> dict:
    """A delivered and a cancelled order at Marina Mezze (its own owner and a courier at its door); its detail."""
    demo = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())[3]
    restaurants = api(server, "GET", "/api/v1/restaurants?limit=100")["items"]
    detail = api(server, "GET", "/api/v1/restaurants/" + next(r for r in restaurants if r["name"] == demo["name"])["id"])
    owner = create_user(server, "staff", "rae-reports-owner@example.com", "Rae Owner")
    api(server, "POST", "/api/v1/admin/staff", {"email": "rae-reports-owner@example.com", "restaurantId": detail["id"],
                                               "role": "owner"}, token=admin)
    courier = create_user(server, "courier", "rae-reports-rider@example.com", "Rae Rider")
    api(server, "POST", "/api/v1/admin/couriers", {
        "email": "rae-reports-rider@example.com", "phone": "(415) 555-0177", "vehicle": "bicycle",
        "latitude": detail["latitude"], "longitude": detail["longitude"]}, token=admin)
    customer = api(server, "POST", "/api/v1/users", {"fullName": "Remy Reports", "email": "remy-reports@example.com",
                                                     "password": PASSWORD})["token"]
    dish = next(d for s in detail["menu"] for d in s["dishes"] if d["available"])
    orders = []
    for key in ("reports-1", "reports-2"):
        api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 2}, token=customer)
        api(server, "PUT", "/api/v1/cart/address", {"line1": "2100 Chestnut St", "city": "San Francisco",
                                                    "latitude": detail["latitude"] + 0.003,
                                                    "longitude": detail["longitude"]}, token=customer)
        orders.append(api(server, "POST", "/api/v1/orders", {}, token=customer, headers={"Idempotency-Key": key}))
    delivered, cancelled = orders
    assert accept_offer(server, courier, delivered["id"])["courier"]["name"] == "Rae Rider"
    for step in ("accept", "preparing", "ready"):
        api(server, "POST", f"/api/v1/kitchen/orders/{delivered['id']}/{step}", token=owner)
    deliver(server, courier, delivered["id"], customer)
    api(server, "POST", f"/api/v1/orders/{cancelled['id']}/cancel", token=customer)
    return {"detail": detail, "delivered": delivered, "orders": orders}


def promised_days(orders: list) -> list:
    """The days the orders count on: their promised arrival's, in the demo city's time zone (Los Angeles). Near
    midnight there that is not the day they were placed, and two orders placed a second apart can fall on two days."""
    zone = ZoneInfo("America/Los_Angeles")
    return sorted({datetime.datetime.fromisoformat(o["estimatedDeliveryAt"].replace("Z", "+00:00")).astimezone(zone)
                   .date().isoformat() for o in orders})


def figure(browser, name: str) -> str:
    return browser.find_element(By.CSS_SELECTOR, f"#report-{name} .figure-value").text


def cents(text: str) -> int:
    return round(float(text.replace("$", "")) * 100)


def scroll_to(browser, element_id: str) -> None:
    """Scrolls at once (not smoothly) so that the element is at the top, under the app bar."""
    browser.execute_script("window.scrollTo({top: document.getElementById(arguments[0]).getBoundingClientRect().top"
                           " + window.scrollY - 80, behavior: 'instant'})", element_id)


def no_overflow(browser, name):
    for width in (320, 390, 1280):
        set_viewport(browser, width, 800 if width == 1280 else 844)
        problems = browser.execute_script(LAYOUT_PROBLEMS)
        assert not problems, f"{name} at {width}px: {problems}"


def test_the_operator_reads_a_report_changes_its_range_and_downloads_its_csv(browser, server):
    admin = login(server, "admin@foodly.test")
    made = two_orders(server, admin)
    restaurant = made["detail"]
    days = promised_days(made["orders"])
    first, last = days[0], days[-1]

    # Every restaurant, the last two weeks (the default), on a laptop.
    set_viewport(browser, 1280, 800)
    open_as(browser, server, admin, "/admin/reports")
    wait_ready(browser)
    assert browser.find_element(By.CSS_SELECTOR, ".console-nav-link[aria-current=page]").text == "Reports"
    assert int(figure(browser, "orders")) >= 2
    for chart in ("report-hours-chart", "report-money-chart", "report-late-chart"):
        assert browser.find_element(By.ID, chart).get_attribute("aria-label")
    shot(browser, "reports-all-1280")
    # Where the money went, from the ledger: it reconciles to the cent.
    check = browser.find_element(By.ID, "settlement-check")
    assert check.text.startswith("Reconciles to the cent"), check.text
    browser.execute_script(
        "document.getElementById('report-settlement').scrollIntoView({block: 'start', behavior: 'instant'})")
    shot(browser, "reports-settlement-1280")

    # The day of the two orders at Marina Mezze only.
    for name, value in (("from", first), ("to", last)):
        field = browser.find_element(By.ID, "report-" + name)
        browser.execute_script("arguments[0].value = arguments[1]", field, value)
    Select(browser.find_element(By.ID, "report-restaurant")).select_by_visible_text(restaurant["name"])
    submit(browser, browser.find_element(By.CSS_SELECTOR, "#report-form button[type=submit]"))
    assert f"restaurant={restaurant['id']}" in browser.current_url
    orders, revenue, refunds = int(figure(browser, "orders")), cents(figure(browser, "revenue")), cents(
        figure(browser, "refunds"))
    assert orders >= 2 and revenue >= made["delivered"]["pricing"]["total"]
    assert "1 cancelled" in browser.find_element(By.ID, "report-orders").text or orders > 2
    rows = browser.find_elements(By.CSS_SELECTOR, "#report-restaurants tbody tr")
    assert [row.find_element(By.TAG_NAME, "th").text for row in rows] == [restaurant["name"]]
    dishes = browser.find_element(By.ID, "dishes-quantity").text
    assert restaurant["name"] in dishes
    # Opened as a click would (the page scrolls smoothly, so a pointer click may land before it settles).
    browser.execute_script("document.getElementById('report-hours-chart-table').open = true")
    hour_rows = browser.find_elements(By.CSS_SELECTOR, "#report-hours-chart-table tbody tr")
    assert len(hour_rows) == 24
    assert sum(int(row.find_elements(By.TAG_NAME, "td")[0].text) for row in hour_rows) == orders
    shot(browser, "reports-restaurant-today-1280")
    scroll_to(browser, "report-hours-title")
    shot(browser, "reports-charts-1280")
    scroll_to(browser, "report-restaurants-title")
    shot(browser, "reports-tables-1280")

    # The CSV of what the page shows, fetched as the link would download it (with the session cookie).
    link = browser.find_element(By.ID, "report-csv")
    assert link.get_attribute("download") is not None
    href = link.get_attribute("href")
    assert f"from={first}&to={last}&restaurant={restaurant['id']}" in href
    text = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0]).then(r => r.text().then(t => done(r.status + '\\n' + r.headers.get('content-type')"
        " + '\\n' + t)));", href)
    status, content_type, body = text.split("\n", 2)
    assert status == "200" and content_type.startswith("text/csv")
    table = list(csv.reader(io.StringIO(body)))
    assert table[0] == HEADER
    assert [row[0] for row in table[1:]] == days and table[1][2] == restaurant["name"]
    assert sum(int(row[3]) for row in table[1:]) == orders
    assert sum(round(float(row[8]) * 100) for row in table[1:]) == revenue
    assert sum(round(float(row[7]) * 100) for row in table[1:]) == refunds

    # On a phone: the same page, one chart under another, nothing wider than the screen.
    set_viewport(browser, 390, 844)
    browser.execute_script("window.scrollTo(0, 0)")
    shot(browser, "reports-restaurant-today-390")
    scroll_to(browser, "report-hours-title")
    shot(browser, "reports-charts-390")
    scroll_to(browser, "report-late-title")
    shot(browser, "reports-late-390")
    no_overflow(browser, "reports")
    set_viewport(browser, 390, 844)

    # A range that ends before it starts is named under its field, and the last two weeks are shown.
    open_as(browser, server, admin, f"/admin/reports?from={first}&to=2020-01-01")
    wait_ready(browser)
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    error = browser.find_element(By.ID, "report-to-error")
    assert error.text == "The last day comes before the first."
    assert browser.find_element(By.ID, "report-to").get_attribute("aria-invalid") == "true"
    shot(browser, "reports-refused-390")
