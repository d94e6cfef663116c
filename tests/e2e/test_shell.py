"""The web app shell at `/` for a signed-in customer: document basics, the bottom tab bar, and no
sideways scrolling."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import VIEWPORT, WebDriverWait, set_viewport, shot, sign_in

MAIN_NAV = 'nav[aria-label="Main"]'
TABS = ["Home", "Search", "Orders", "Diary", "Profile"]
MIN_TAP_PX = 44


def open_shell(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/")
    WebDriverWait(driver, 10).until(
        lambda d: d.execute_script("return document.readyState") == "complete")
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, MAIN_NAV)))


def test_document_basics(browser, server):
    open_shell(browser, server)
    lang = browser.execute_script("return document.documentElement.getAttribute('lang')")
    assert lang == "en"
    assert "Foodly" in browser.title
    # Without this a phone lays the page out 980 px wide and zooms out.
    viewport = browser.execute_script(
        "const m = document.querySelector('meta[name=viewport]'); return m && m.content")
    assert viewport and "width=device-width" in viewport
    inner_width = browser.execute_script("return window.innerWidth")
    assert inner_width == VIEWPORT[0], \
        f"window.innerWidth is {inner_width} on a {VIEWPORT[0]} px wide screen"


def test_bottom_tab_bar(browser, server):
    open_shell(browser, server)
    navs = browser.find_elements(By.CSS_SELECTOR, MAIN_NAV)
    assert len(navs) == 1, f"expected one <nav aria-label=\"Main\">, found {len(navs)}"
    nav = navs[0]

    # Label = aria-label if present, else the visible text (icons carry no text).
    links = browser.execute_script("""
        return Array.from(arguments[0].querySelectorAll('a')).map(a => {
            const r = a.getBoundingClientRect();
            return {label: (a.getAttribute('aria-label') || a.innerText).trim(),
                    height: r.height, href: a.getAttribute('href')};
        });""", nav)
    assert [link["label"] for link in links] == TABS
    for link in links:
        assert link["href"], f"tab {link['label']!r} has no href"
        assert link["height"] >= MIN_TAP_PX, \
            f"tab {link['label']!r} is {link['height']:.1f} px tall, needs >= {MIN_TAP_PX}"

    position = browser.execute_script("return getComputedStyle(arguments[0]).position", nav)
    assert position == "fixed"
    bottom, inner_height = browser.execute_script(
        "return [arguments[0].getBoundingClientRect().bottom, window.innerHeight]", nav)
    assert abs(bottom - inner_height) <= 1, \
        f"nav bottom edge at {bottom} px, viewport bottom at {inner_height} px"
    shot(browser, "tab-bar")


@pytest.mark.parametrize("width,height", [VIEWPORT, (320, 568)], ids=["390", "320"])
def test_no_horizontal_overflow(browser, server, width, height):
    set_viewport(browser, width, height)
    open_shell(browser, server)
    scroll_width, inner_width = browser.execute_script(
        "return [document.documentElement.scrollWidth, window.innerWidth]")
    # With phone emulation, content that overflows makes Chromium zoom out, which widens
    # window.innerWidth too; so compare against the screen width as well.
    assert scroll_width <= inner_width == width, (
        f"page lays out {scroll_width} px wide (window.innerWidth {inner_width}) on a "
        f"{width} px wide screen: it scrolls sideways")
    shot(browser, f"{width}px")
