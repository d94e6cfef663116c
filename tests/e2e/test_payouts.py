"""Bank details and a payout run, as the people who use them: the restaurant's owner enters an IBAN at 1280x800
(a typo is named under its field), the courier enters a US account at 390x844, and the operator enters Foodly's
accounts, takes the courier's cash, runs the payout and downloads its files. The SEPA file is checked against the
official pain.001.001.03 schema (as the `sepaxml` package ships it) and its IBANs by `schwifty`; the NACHA file is
read back by the `ach` package. Screenshots of each step."""

import io
import os
import urllib.request
from datetime import datetime, timezone
from pathlib import Path

import sepaxml
import xmlschema
from ach.parser import Parser
from pypdf import PdfReader
from schwifty import IBAN
from selenium.webdriver.common.by import By

from conftest import api, login, open_as, set_viewport, shot
from test_diary import crew_account
from test_first_use import LAYOUT_PROBLEMS, navigate
from test_money import delivered_order, staffed
from test_ordering import click, wait_ready

SCHEMA = Path(sepaxml.__file__).parent / "schemas" / "pain.001.001.03.xsd"


def fill(driver, fields):
    """Types each value into the field of that name (a radio by its value)."""
    for name, value in fields.items():
        if name == "kind":
            click(driver, driver.find_element(By.CSS_SELECTOR, f"input[name=kind][value={value}]"))
            continue
        field = driver.find_element(By.ID, f"field-{name}")
        if field.tag_name == "select":
            field.find_element(By.CSS_SELECTOR, f"option[value={value}]").click()
        else:
            field.clear()
            field.send_keys(value)


def download(server, token, path):
    request = urllib.request.Request(server.url + path, headers={"Cookie": f"foodly_session={token}"})
    with urllib.request.urlopen(request) as response:
        return response.headers["Content-Type"], response.read().decode("latin-1")


def test_payees_enter_bank_details_and_an_operator_pays_them(browser, server):
    staff = staffed(server, "payouts", "Pia Payee")
    restaurant, _, courier, _ = staff
    order, customer = delivered_order(server, staff, "payouts")  # paid in cash: the courier holds its bill
    admin = login(server, "admin@foodly.test")
    email = f"payouts-owner-{os.getpid()}@example.com"
    owner = crew_account(server, "staff", email, "Oona Owner")
    api(server, "POST", "/api/v1/admin/staff", {"email": email, "restaurantId": restaurant["id"], "role": "owner"},
        token=admin)

    # The customer's invoice, issued at delivery, read back by a PDF library.
    request = urllib.request.Request(f"{server.url}/orders/{order['id']}/invoice.pdf",
                                     headers={"Cookie": f"foodly_session={customer}"})
    with urllib.request.urlopen(request) as response:
        assert response.headers["Content-Type"] == "application/pdf"
        text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(response.read())).pages)
    assert "Invoice 0" in text, text
    assert restaurant["name"] in text and f"order #{order['number']}" in text, text
    assert f"${order['pricing']['total'] / 100:,.2f}" in text and "Sales tax" in text, text

    # The owner, at a laptop: a typo in the IBAN is named under its field and nothing is kept.
    set_viewport(browser, 1280, 800)
    open_as(browser, server, owner, "/kitchen/numbers")
    wait_ready(browser)
    navigate(browser, browser.find_element(By.ID, "bank-link"))
    assert browser.find_element(By.ID, "bank-none").is_displayed()
    fill(browser, {"kind": "iban", "holder": "Fog City Poké LLC", "iban": "DE89 3704 0044 0532 0130 01",
                   "bic": "COBADEFFXXX"})
    navigate(browser, browser.find_element(By.ID, "bank-save"))
    error = browser.find_element(By.ID, "field-iban-error")
    assert "check digits do not match" in error.text
    assert browser.find_element(By.ID, "field-iban").get_attribute("aria-invalid") == "true"
    assert browser.find_elements(By.ID, "bank-none"), "nothing was kept"
    shot(browser, "1-owner-typo-1280")
    fill(browser, {"iban": "DE89 3704 0044 0532 0130 00"})
    navigate(browser, browser.find_element(By.ID, "bank-save"))
    assert browser.find_element(By.ID, "bank-masked").text == "DE89 •••• 3000"
    assert "0532013000" not in browser.page_source
    assert not browser.execute_script(LAYOUT_PROBLEMS)
    shot(browser, "2-owner-saved-1280")

    # The courier, on a phone, from Earnings.
    set_viewport(browser, 390, 844)
    open_as(browser, server, courier, "/courier/earnings")
    wait_ready(browser)
    navigate(browser, browser.find_element(By.ID, "earnings-bank"))
    fill(browser, {"kind": "us", "holder": "Pia Payee", "routingNumber": "021000021", "accountNumber": "987654321",
                   "accountType": "checking"})
    navigate(browser, browser.find_element(By.ID, "bank-save"))
    assert browser.find_element(By.ID, "bank-masked").text == "Checking •••• 4321"
    assert not browser.execute_script(LAYOUT_PROBLEMS)
    shot(browser, "3-courier-saved-390")

    # The operator: Foodly's two accounts, then the plan through today.
    set_viewport(browser, 1280, 800)
    open_as(browser, server, admin, "/admin/payouts")
    wait_ready(browser)
    for account in ({"kind": "iban", "holder": "Foodly Europe GmbH", "iban": "FR14 2004 1010 0505 0001 3M02 606",
                     "bic": "PSSTFRPPXXX"},
                    {"kind": "us", "holder": "Foodly Inc", "routingNumber": "011000015", "accountNumber": "11223344",
                     "accountType": "checking", "companyId": "1234567890"}):
        navigate(browser, browser.find_element(By.ID, "payout-account-link"))
        fill(browser, account)
        navigate(browser, browser.find_element(By.ID, "bank-save"))
    assert browser.find_element(By.ID, "payout-account-iban").text == "FR14 •••• 2606"
    assert browser.find_element(By.ID, "payout-account-us").text == "Checking •••• 3344"
    today = datetime.now(timezone.utc).date().isoformat()
    day = browser.find_element(By.ID, "field-through")
    browser.execute_script("arguments[0].value = arguments[1]", day, today)
    navigate(browser, browser.find_element(By.CSS_SELECTOR, "#payout-period button"))

    def row(name):
        return next(r for r in browser.find_elements(By.CSS_SELECTOR, "#payout-plan-lines tbody tr")
                    if r.find_element(By.TAG_NAME, "th").text == name)

    assert row("Pia Payee").find_elements(By.TAG_NAME, "td")[2].text == "–"
    assert "Owes Foodly" in row("Pia Payee").text, "the cash bill is more than the pay"
    owed = row(restaurant["name"]).find_elements(By.TAG_NAME, "td")[2].text
    assert owed.startswith("$")
    shot(browser, "4-plan-1280")

    # A credit for the courier, with the reason they will read: what they are owed goes up by it.
    before = row("Pia Payee").find_elements(By.TAG_NAME, "td")[0].text.split(" ")[0]
    click(browser, row("Pia Payee").find_element(By.CSS_SELECTOR, ".payee-adjust summary"))
    form = row("Pia Payee").find_element(By.CSS_SELECTOR, ".payee-adjust form")
    form.find_element(By.NAME, "amount").send_keys("3.00")
    form.find_element(By.NAME, "reason").send_keys("Waited 20 minutes at a closed restaurant")
    shot(browser, "4b-adjust-1280")
    navigate(browser, form.find_element(By.TAG_NAME, "button"))
    assert "adjustment is recorded" in browser.find_element(By.CSS_SELECTOR, "[role=status]").text
    after = row("Pia Payee").find_elements(By.TAG_NAME, "td")[0].text.split(" ")[0]
    assert int(after.replace("$", "").replace(".", "")) == int(before.replace("$", "").replace(".", "")) + 300

    # The courier hands in the cash: now their pay can be paid.
    click(browser, row("Pia Payee").find_element(By.CSS_SELECTOR, ".cash-hand-in summary"))
    navigate(browser, row("Pia Payee").find_element(By.CSS_SELECTOR, ".cash-hand-in button"))
    assert "handed in" in browser.find_element(By.CSS_SELECTOR, "[role=status]").text
    pay = row("Pia Payee").find_elements(By.TAG_NAME, "td")[2].text
    assert pay.startswith("$") and pay != "$0.00"
    navigate(browser, browser.find_element(By.ID, "payout-run"))
    assert "/admin/payouts/" in browser.current_url
    table = browser.find_element(By.ID, "run-payouts").text
    assert "Pia Payee" in table and restaurant["name"] in table
    assert not browser.execute_script(LAYOUT_PROBLEMS)
    shot(browser, "5-run-1280")

    # The files a bank takes.
    run = browser.current_url.split("/admin/payouts/")[1].split("?")[0]
    kind, xml = download(server, admin, f"/admin/payouts/{run}/sepa.xml")
    assert kind.startswith("application/xml")
    xmlschema.XMLSchema(str(SCHEMA)).validate(xml)
    ibans = [IBAN(text.split("</IBAN>")[0]) for text in xml.split("<IBAN>")[1:]]
    assert [str(iban.compact) for iban in ibans] == ["FR1420041010050500013M02606", "DE89370400440532013000"]
    assert f"<InstdAmt Ccy=\"USD\">{owed.replace('$', '').replace(',', '')}</InstdAmt>" in xml
    assert "<Nm>Fog City Poke LLC</Nm>" in xml, "the accent dropped, as the scheme's characters require"
    _, nacha = download(server, admin, f"/admin/payouts/{run}/nacha.txt")
    lines = nacha.splitlines()
    assert len(lines) % 10 == 0 and all(len(line) == 94 for line in lines)
    parsed = Parser(nacha).as_dict()
    entry = parsed["batches"][0]["entries"][0]["entry_detail"]
    assert entry["transaction_code"] == "22" and entry["recv_dfi_id"] + entry["check_digit"] == "021000021"
    assert entry["dfi_acnt_num"].strip() == "987654321" and entry["ind_name"].strip() == "PIA PAYEE"
    cents = int(pay.replace("$", "").replace(",", "").replace(".", ""))
    assert int(entry["amount"]) == cents
    assert int(parsed["file_control"]["credit_amount"]) == cents and parsed["file_control"]["batch_count"] == "000001"
    assert parsed["batches"][0]["batch_header"]["std_ent_cls_code"] == "PPD"

    # The bank confirms one transfer and returns the other: the restaurant is owed again.
    rows = browser.find_elements(By.CSS_SELECTOR, "#run-payouts tbody tr")
    courier_row = next(r for r in rows if "Pia Payee" in r.text)
    navigate(browser, courier_row.find_element(By.XPATH, ".//button[text()='Mark paid']"))
    restaurant_row = next(r for r in browser.find_elements(By.CSS_SELECTOR, "#run-payouts tbody tr")
                          if restaurant["name"] in r.text)
    click(browser, restaurant_row.find_element(By.TAG_NAME, "summary"))
    restaurant_row.find_element(By.NAME, "reason").send_keys("Account closed (AC04)")
    navigate(browser, restaurant_row.find_element(By.XPATH, ".//button[text()='Mark returned']"))
    statuses = {r.find_element(By.TAG_NAME, "th").text: r.find_elements(By.TAG_NAME, "td")[3].text
                for r in browser.find_elements(By.CSS_SELECTOR, "#run-payouts tbody tr")}
    assert statuses == {"Pia Payee": "Paid", restaurant["name"]: "Returned"}, statuses
    shot(browser, "6-paid-and-returned-1280")
    open_as(browser, server, owner, "/kitchen/bank")
    wait_ready(browser)
    assert "Returned" in browser.find_element(By.ID, "bank-payouts").text
