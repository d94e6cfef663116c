"""Photos at 1280x800 and 390x844: a restaurant's owner (made with the CLI and the admin API) opens Photos from the
kitchen screen, is told a file that is no image is not one (under its input, nothing saved), uploads a dish photo
and the cover with a progress bar, and a customer on a phone sees the dish's photo on the menu, loaded from its
srcset at a small width, and the cover on the restaurant page; removing the photo brings the drawn picture back."""

import struct
import zlib

from selenium.webdriver.common.by import By

from conftest import WebDriverWait, api, expect_console_errors, login, open_as, register_via_api, set_viewport, shot
from test_accessibility import axe_script, check, set_scheme
from test_cli import foodly
from test_first_use import LAYOUT_PROBLEMS, navigate, scripts, tap

PASSWORD = "Photos1!x"


def png(width: int, height: int) -> bytes:
    """A gradient PNG (written here, so the test needs no image library)."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            raw += bytes((x * 255 // width, 120 + y * 100 // height, 90))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 6)) + chunk(b"IEND", b"")


def owner_of(server, restaurant_name: str) -> tuple[str, str]:
    """A new staff account made owner of `restaurant_name`; its token and the restaurant's id."""
    email = f"photos-{restaurant_name.split()[0].lower()}@example.com"
    created = foodly("admin", "create-user", "--role", "staff", "--email", email, "--name", "Pia Photo",
                     "--db", server.database, env={"FOODLY_PASSWORD": PASSWORD})
    assert created.returncode == 0, created.stderr
    near = api(server, "GET", "/api/v1/restaurants?limit=100&lat=37.7599&lon=-122.4148")["items"]
    restaurant = next(r for r in near if r["name"] == restaurant_name)
    admin = login(server, "admin@foodly.test")
    api(server, "POST", "/api/v1/admin/staff", {"email": email, "restaurantId": restaurant["id"], "role": "owner"},
        token=admin)
    return login(server, email, PASSWORD), restaurant["id"]


def test_an_owner_uploads_a_dish_photo_and_a_customer_sees_it(browser, server, tmp_path):
    token, restaurant = owner_of(server, "Fog City Poke")
    menu = api(server, "GET", f"/api/v1/restaurants/{restaurant}")["menu"]
    dish = next(d for s in menu for d in s["dishes"] if d["available"])
    drawn = dish["imageUrl"]
    photo = tmp_path / "poke.png"
    photo.write_bytes(png(1200, 900))
    cover = tmp_path / "cover.png"
    cover.write_bytes(png(1600, 900))
    not_image = tmp_path / "notes.png"
    not_image.write_text("these are my notes, not a picture")

    set_viewport(browser, 1280, 800)
    open_as(browser, server, token, "/kitchen")
    link = browser.find_element(By.ID, "photos-link")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", link)
    link.click()
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/kitchen/photos"))
    section = browser.find_element(By.ID, f"photo-{dish['id']}")
    assert "Drawn picture" in section.text
    shot(browser, "owner-page-1280")
    assert browser.execute_script(LAYOUT_PROBLEMS) == []
    check(browser, server, ["/kitchen/photos"], axe_script(), "owner-photos")
    shot(browser, "owner-page-dark-1280")
    set_scheme(browser, "light")
    browser.get(server.url + "/kitchen/photos")
    section = browser.find_element(By.ID, f"photo-{dish['id']}")

    # A file that is no image: named under its input, nothing saved.
    section.find_element(By.CSS_SELECTOR, "input[type=file]").send_keys(str(not_image))
    tap(browser, section.find_element(By.CSS_SELECTOR, "form.photo-upload button"))
    error = WebDriverWait(browser, 10).until(
        lambda d: d.find_elements(By.ID, f"photo-{dish['id']}-file-error"))[0]
    assert "not a JPEG, PNG or WebP image" in error.text
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    assert browser.switch_to.active_element.get_attribute("id") == f"photo-{dish['id']}-file"
    shot(browser, "refused-1280")
    assert api(server, "GET", f"/api/v1/dishes/{dish['id']}")["dish"]["imageUrl"] == drawn

    section = browser.find_element(By.ID, f"photo-{dish['id']}")
    section.find_element(By.CSS_SELECTOR, "input[type=file]").send_keys(str(photo))
    tap(browser, section.find_element(By.CSS_SELECTOR, "form.photo-upload button"))
    WebDriverWait(browser, 20).until(lambda d: "done=uploaded" in d.current_url)
    notice = browser.find_element(By.CSS_SELECTOR, ".notice-success")
    assert "Customers see it now" in notice.text
    section = browser.find_element(By.ID, f"photo-{dish['id']}")
    assert "Photo uploaded" in section.text
    shot(browser, "uploaded-1280")
    image_url = api(server, "GET", f"/api/v1/dishes/{dish['id']}")["dish"]["imageUrl"]
    assert image_url.startswith("/photos/") and image_url.endswith("/960.jpg")

    cover_form = browser.find_element(By.ID, "photo-cover")
    cover_form.find_element(By.CSS_SELECTOR, "input[type=file]").send_keys(str(cover))
    tap(browser, cover_form.find_element(By.CSS_SELECTOR, "form.photo-upload button"))
    WebDriverWait(browser, 20).until(
        lambda d: "Photo uploaded" in d.find_element(By.ID, "photo-cover").text)

    # The customer, on a phone.
    _, _, customer = register_via_api(server, "Casey Customer")
    set_viewport(browser, 390, 844)
    open_as(browser, server, customer, f"/restaurants/{restaurant}")
    row = browser.find_element(By.ID, f"dish-{dish['id']}")
    picture = row.find_element(By.CSS_SELECTOR, "img.dish-picture")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", picture)
    WebDriverWait(browser, 10).until(lambda d: d.execute_script(
        "return arguments[0].complete && arguments[0].naturalWidth > 0", picture))
    assert "/photos/" in picture.get_attribute("srcset")
    assert picture.get_attribute("alt") == f"Photo of {dish['name']}"
    assert picture.get_attribute("loading") == "lazy"
    # Drawn 96 px wide at the phone's density: never the 960 px copy.
    assert not picture.get_attribute("currentSrc").endswith("/960.jpg")
    head = browser.find_element(By.CSS_SELECTOR, ".restaurant-head img")
    assert "/photos/" in head.get_attribute("srcset") and head.get_attribute("alt").startswith("Photo of")
    assert browser.execute_script(LAYOUT_PROBLEMS) == []
    shot(browser, "customer-menu-390")
    browser.execute_script("window.scrollTo(0, 0)")
    shot(browser, "customer-head-390")

    # The photo comes off: the drawn picture is back.
    set_viewport(browser, 1280, 800)
    open_as(browser, server, token, "/kitchen/photos")
    section = browser.find_element(By.ID, f"photo-{dish['id']}")
    tap(browser, section.find_element(By.CSS_SELECTOR, "form[action$='/remove'] button"))
    WebDriverWait(browser, 10).until(lambda d: "done=removed" in d.current_url)
    assert api(server, "GET", f"/api/v1/dishes/{dish['id']}")["dish"]["imageUrl"] == drawn
    open_as(browser, server, token, "/kitchen/photos")
    tap(browser, browser.find_element(By.ID, "photo-cover").find_element(By.CSS_SELECTOR, "form[action$='/remove'] button"))
    WebDriverWait(browser, 10).until(lambda d: "done=removed" in d.current_url)


def test_the_photos_page_works_without_javascript_at_390(browser, server, tmp_path):
    token, restaurant = owner_of(server, "Greenhouse Grain Co.")
    menu = api(server, "GET", f"/api/v1/restaurants/{restaurant}")["menu"]
    dish = next(d for s in menu for d in s["dishes"])
    photo = tmp_path / "bowl.png"
    photo.write_bytes(png(500, 400))
    set_viewport(browser, 390, 844)
    open_as(browser, server, token, "/kitchen/photos")
    scripts(browser, False)
    browser.refresh()
    section = browser.find_element(By.ID, f"photo-{dish['id']}")
    section.find_element(By.CSS_SELECTOR, "input[type=file]").send_keys(str(photo))
    navigate(browser, section.find_element(By.CSS_SELECTOR, "form.photo-upload button"))
    assert "done=uploaded" in browser.current_url and browser.current_url.endswith(f"#photo-{dish['id']}")
    assert "Photo uploaded" in browser.find_element(By.ID, f"photo-{dish['id']}").text
    shot(browser, "no-js-uploaded-390")
    navigate(browser, browser.find_element(By.ID, f"photo-{dish['id']}").find_element(
        By.CSS_SELECTOR, "form[action$='/remove'] button"))
    assert "done=removed" in browser.current_url
    scripts(browser, True)
    assert browser.execute_script(LAYOUT_PROBLEMS) == []
