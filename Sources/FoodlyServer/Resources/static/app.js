// Foodly web app: progressive enhancement only. Every page works without this file.
//
// - Adds the `js` class to <html> so CSS can tell that scripts run.
// - Registers the service worker (/sw.js: the app shell and the last menus seen, for offline use); a page it
//   answers from its copy while offline gets a notice saying so. Signing in, registering and signing out forget
//   the kept pages first (they are the signed-in person's), and so does any request of the page that finds the
//   session gone (401, or sent to log in).
// - On the order page, `#notify` asks for permission to notify; with it, each status change that arrives while
//   the page is in the background is shown as a notification through the service worker.
// - Forms marked `data-busy` show a spinner on their submit button and ignore a second submit while
//   the first is on its way (no double orders). `data-busy="Placing order…"` also changes the label.
// - Elements marked `data-bump` get the `bump` class for one animation when `foodly:bump` is dispatched
//   on them (for the cart count).
// - Onboarding slides (`.onboarding[data-next]`) change with a swipe or the arrow keys.
// - Add forms (`form[data-cart-add]`) post in the background and update the cart bar (count bump, total),
//   announcing the change to screen readers; a refusal (another restaurant's cart) is shown by the button.
// - On the courier screen, `data-expires` (an offer's deadline) counts down every second.
// - On the kitchen screen, a new order chimes (once the sound switch was pressed) and counts in the tab's title.
// - Elements marked `data-refresh="MS"` (order status, kitchen and courier lists) are fetched again every MS
//   milliseconds while the page is visible and nothing inside has focus, and replaced in place. With
//   `data-events="URL"` (the customer's order) a server-sent event stream says when instead (its `order` and
//   `position` events: the map's courier moves), and polling is only the fallback for browsers without EventSource.
//   When the order reaches its end (delivered, cancelled, rejected) the whole `main` is drawn again: "Order again",
//   the tip and the review appear without a reload.
// - Forms marked `data-in-place` (the cart's +/−, address, coupon, tip, Empty cart; the diary's forms with
//   `data-in-place="diary-page"`) post in the background; the answer's copy of the region it names (`#cart-page`
//   by default) replaces this one's, the focus goes back to the same control (or its section) and the change is
//   announced in the region's `data-status` element. Without JS the form's action fragment brings the page back
//   to that section.
// - The browser's time zone is kept in the `foodly_tz` cookie, for pages that count days (the diary); a page drawn
//   in another zone (`data-time-zone`) before the cookie was there is drawn again once.
// - An Add refused because the cart is from another restaurant offers "Start a new cart" beside the button.
// - Checkout by card (`[data-card-form]`, only when the server takes cards): the payment provider's script
//   (Stripe.js) is loaded when "Card" is chosen and its card field mounted in `#card-element`. On "Place order" the
//   card goes to the provider (a card set-up from POST /api/v1/payments/card-setups), never to Foodly; the form is
//   then posted with the card's id. When the bank asks for 3-D Secure the page comes back with
//   `data-authenticate`: the provider's check runs, then the same form (same key) is posted again.
// - A dish's Add form (`form[data-options-form]`) shows the price of the quantity chosen and the kcal of one
//   portion, updated as the customer ticks options or changes how many (the dish's `data-price`/`data-kcal` plus
//   each checked option's deltas, the price of one never below $0.00); its − and + buttons (hidden without JS,
//   where the number field is the picker) step the quantity within the field's min and max; without JS the server
//   prices the choice on add.
// - A chip row scrolls its chosen chip into view, so the choice is visible after the page loads.
// - On the courier screen, while the deliveries region holds `[data-track]` (on duty, with a delivery), the
//   browser's position is followed (watchPosition) and sent to the courier API: at most once every 5 seconds, and
//   only after moving 25 m or more; the watch stops when the marker goes.
// - A favourite heart (`form[data-favourite]`) posts in the background and flips its button's `aria-pressed`
//   (its name, "Favourite <name>", stays); the next press sends the other way. A refusal (too many favourites)
//   or a failure sends the plain form, whose answer explains it. Every heart of the same restaurant or dish flips
//   with it, and Home's "Your favourites" (`#favourites`) is drawn again from a fresh copy of the page.
// - An address search form (`form[data-address-search="FORM_ID"]`) suggests known addresses as the person types
//   (an ARIA combobox over `/api/v1/addresses`: up/down move through the listbox, Enter or a click picks, Escape
//   closes); picking one fills the address fields of the form FORM_ID. Its `[data-nearest-address]` button asks
//   for the browser's location and fills them with the nearest known address. Without JS, Find lists the matches.
// - A form marked `data-live-search="#results"` (the Search tab) refreshes that element as the user types
//   (debounced, stale answers dropped) and keeps the address bar in step; without JS it is a plain GET form.
// - The menu editor's dish form (`form[data-menu-preview="#menu-preview"]`) posts itself as a "Check" while the
//   person types (debounced, stale answers dropped) and swaps in the Nutri-Score panel the server renders; without
//   JS the Check button does the same with a page load.
// - Photo upload forms (`form[data-upload]`) send the file in the background with a progress bar; once stored the
//   page the server redirects to is opened at the changed picture, a refusal replaces the picture's section with
//   the answer's (the message under the file input) and focuses the input. Without JS the plain form posts.
// - The operators' live board (`#board[data-board-events="URL"]`) fetches the page again and swaps the board in
//   place when its event stream says something changed, at most once a second, and every 30 seconds in any case
//   (an order turns late without any event); not while a select inside has focus, a pointer is down on it or a
//   form is on its way (it tries again a second later); the focus goes back to the same control and a courier
//   picked but not sent yet stays picked. Without JS its Refresh link does it.
// - The console's zones page (`[data-zone-draw]` in the zones form, the map `#zone-map` with `data-origin`, the
//   longitude and latitude of its top left, and `data-per-unit`, degrees per map unit): "Draw a zone" starts a
//   shape; each click or tap on the map adds a corner (shown dotted); "Finish zone" (3 corners or more) adds it,
//   with the name typed, to the FeatureCollection in the GeoJSON text area, which the form then saves; "Undo
//   corner" and "Cancel" do what they say. Without JS the file input and the text area do the same.
"use strict";

(function () {
    document.documentElement.classList.add("js");

    var pagesCache = "foodly-pages-v2";
    if (navigator.serviceWorker) {
        navigator.serviceWorker.register("/sw.js").catch(function () { /* the app works without it */ });
    }

    /** Forgets the pages kept for offline use (they are the signed-in person's); resolves when done. */
    function forgetKeptPages() {
        if (navigator.serviceWorker && navigator.serviceWorker.controller) {
            navigator.serviceWorker.controller.postMessage("forget");
        }
        return window.caches ? caches.delete(pagesCache).catch(function () {}) : Promise.resolve();
    }

    // Any answer of the page's own requests that shows the session is gone (401, or sent to log in) forgets them.
    var plainFetch = window.fetch && window.fetch.bind(window);
    if (plainFetch) {
        window.fetch = function () {
            return plainFetch.apply(null, arguments).then(function (response) {
                if (response.status === 401 || (response.redirected && new URL(response.url).pathname === "/login")) {
                    forgetKeptPages();
                }
                return response;
            });
        };
    }

    document.addEventListener("submit", function (event) {
        var form = event.target;
        var action = form instanceof HTMLFormElement ? form.getAttribute("action") : null;
        if (action === "/login" || action === "/register") {
            forgetKeptPages();
        } else if (action === "/logout" && window.caches && !form.dataset.forgotten) {
            event.preventDefault();
            form.dataset.forgotten = "1";
            forgetKeptPages().then(function () { form.submit(); });
        }
    });

    /** A kept copy answered offline (the service worker marks it): say so at the top of the page. */
    function showOffline() {
        var main = document.getElementById("main");
        if (!main || document.getElementById("offline-notice")) {
            return;
        }
        var notice = document.createElement("p");
        notice.id = "offline-notice";
        notice.className = "notice notice-offline";
        notice.setAttribute("role", "status");
        notice.textContent = "You're offline. This is the page as you last saw it; ordering needs a connection.";
        main.insertBefore(notice, main.firstChild);
    }
    if (document.querySelector("meta[name=foodly-offline]") || navigator.onLine === false) {
        showOffline();
    }
    window.addEventListener("offline", showOffline);
    window.addEventListener("online", function () {
        var notice = document.getElementById("offline-notice");
        if (notice && !document.querySelector("meta[name=foodly-offline]")) {
            notice.remove();
        }
    });

    // After a refused form, take keyboard and screen-reader users straight to the list of problems.
    var summary = document.getElementById("error-summary");
    if (summary) {
        summary.focus();
    }

    /** Marks `form` busy: aria-busy, a spinner on the button that submitted it, buttons disabled. */
    function markBusy(form, submitter) {
        form.setAttribute("aria-busy", "true");
        form.dataset.busyState = "on";
        var button = submitter || form.querySelector("button[type=submit], button:not([type]), input[type=submit]");
        if (button) {
            button.classList.add("is-busy");
            var busyLabel = form.getAttribute("data-busy");
            if (busyLabel && button.tagName === "BUTTON") {
                var label = button.querySelector("span") || button;
                button.dataset.idleLabel = label.textContent;
                label.textContent = busyLabel;
            }
        }
        // Disable only after the submission has captured the submitter's name and value.
        window.setTimeout(function () {
            form.querySelectorAll("button, input[type=submit]").forEach(function (control) {
                control.disabled = true;
            });
        }, 0);
    }

    /** Restores a form marked busy, e.g. when the page comes back from the back/forward cache. */
    function clearBusy(form) {
        form.removeAttribute("aria-busy");
        delete form.dataset.busyState;
        form.querySelectorAll("button, input[type=submit]").forEach(function (control) {
            control.disabled = false;
            control.classList.remove("is-busy");
            if (control.dataset.idleLabel !== undefined) {
                var label = control.querySelector("span") || control;
                label.textContent = control.dataset.idleLabel;
                delete control.dataset.idleLabel;
            }
        });
    }

    document.addEventListener("submit", function (event) {
        var form = event.target;
        if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-busy")) {
            return;
        }
        if (form.dataset.busyState === "on") {
            event.preventDefault();
            return;
        }
        markBusy(form, event.submitter);
    });

    window.addEventListener("pageshow", function (event) {
        if (event.persisted) {
            document.querySelectorAll("form[data-busy]").forEach(clearBusy);
        }
    });

    /** Whether the browser holds `foodly_tz=zone`. */
    function zoneKept(zone) {
        return document.cookie.split("; ").indexOf("foodly_tz=" + zone) !== -1;
    }

    var zone = window.Intl && Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && /^[A-Za-z0-9_+\/-]{1,64}$/.test(zone) && !zoneKept(zone)) {
        document.cookie = "foodly_tz=" + zone + "; path=/; max-age=31536000; samesite=lax"
            + (window.location.protocol === "https:" ? "; secure" : "");
        var zoned = document.querySelector("[data-time-zone]");
        // Only once the cookie is kept, so a browser that refuses it is not reloaded again and again.
        if (zoned && zoned.getAttribute("data-time-zone") !== zone && zoneKept(zone)) {
            window.location.reload();
        }
    }

    document.addEventListener("foodly:bump", function (event) {
        var target = event.target;
        if (!(target instanceof Element) || !target.hasAttribute("data-bump")) {
            return;
        }
        target.classList.remove("bump");
        void target.getBoundingClientRect(); // restart the animation
        target.classList.add("bump");
    });

    /** Leaves the slide with a short animation (skipped under reduced motion), then opens `url`. */
    function goToSlide(slide, url, direction) {
        if (!url) {
            return;
        }
        if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
            window.location.href = url;
            return;
        }
        slide.classList.add(direction === "next" ? "slide-out-left" : "slide-out-right");
        window.setTimeout(function () { window.location.href = url; }, 160);
    }

    var slide = document.querySelector(".onboarding[data-next]");
    if (slide) {
        var startX = null;
        slide.addEventListener("touchstart", function (event) {
            startX = event.touches[0].clientX;
        }, { passive: true });
        slide.addEventListener("touchend", function (event) {
            if (startX === null) {
                return;
            }
            var distance = event.changedTouches[0].clientX - startX;
            startX = null;
            if (Math.abs(distance) > 50) {
                goToSlide(slide, distance < 0 ? slide.dataset.next : slide.dataset.prev, distance < 0 ? "next" : "prev");
            }
        });
        document.addEventListener("keydown", function (event) {
            if (event.key === "ArrowRight") {
                goToSlide(slide, slide.dataset.next, "next");
            } else if (event.key === "ArrowLeft") {
                goToSlide(slide, slide.dataset.prev, "prev");
            }
        });
        var next = document.getElementById("onboarding-next");
        if (next) {
            next.addEventListener("click", function (event) {
                event.preventDefault();
                goToSlide(slide, next.getAttribute("href"), "next");
            });
        }
    }

    document.querySelectorAll("form[data-address-search]").forEach(function (searchBox) {
        var target = document.getElementById(searchBox.getAttribute("data-address-search"));
        var input = searchBox.elements["q"];
        var list = document.getElementById(input.getAttribute("aria-controls"));
        var status = document.getElementById("address-search-status");
        var suggestions = [];
        var active = -1;
        var timer = null;
        var latest = 0;
        var fill = function (address, delivered, approximate) {
            var fields = {
                "address.line1": address.number ? address.number + " " + address.street : address.street,
                "address.line2": address.unit || "", "address.city": address.city,
                "address.postcode": address.postcode || "", "address.latitude": String(address.latitude),
                "address.longitude": String(address.longitude)
            };
            Object.keys(fields).forEach(function (name) { target.elements[name].value = fields[name]; });
            var line = fields["address.line1"];
            input.value = line;
            status.textContent = "Picked " + line + "." + (approximate ? " " + searchBox.getAttribute("data-approximate") : "")
                + (delivered ? "" : " No restaurant delivers there yet.");
        };
        var close = function () {
            list.hidden = true;
            input.setAttribute("aria-expanded", "false");
            input.removeAttribute("aria-activedescendant");
            active = -1;
        };
        var highlight = function (index) {
            active = index;
            Array.prototype.forEach.call(list.children, function (item, i) {
                item.setAttribute("aria-selected", i === index ? "true" : "false");
            });
            if (index >= 0) {
                input.setAttribute("aria-activedescendant", list.children[index].id);
                list.children[index].scrollIntoView({ block: "nearest" });
            } else {
                input.removeAttribute("aria-activedescendant");
            }
        };
        var pick = function (index) {
            var chosen = suggestions[index];
            if (!chosen) { return; }
            fill(chosen.address, chosen.delivered, chosen.approximate);
            close();
            input.focus();
        };
        var show = function (found) {
            suggestions = found;
            list.textContent = "";
            found.forEach(function (suggestion, index) {
                var address = suggestion.address;
                var item = document.createElement("li");
                item.id = "address-suggestion-" + index;
                item.setAttribute("role", "option");
                item.setAttribute("aria-selected", "false");
                var strong = document.createElement("strong");
                strong.textContent = address.number ? address.number + " " + address.street : address.street;
                var place = document.createElement("span");
                place.className = "muted block";
                place.textContent = [address.unit, address.city, address.postcode].filter(Boolean).join(" ")
                    + (suggestion.approximate ? " · approximate position" : "")
                    + (suggestion.delivered ? "" : " · no restaurant delivers here yet");
                item.appendChild(strong);
                item.appendChild(place);
                item.addEventListener("mousedown", function (event) { event.preventDefault(); });
                item.addEventListener("click", function () { pick(index); });
                list.appendChild(item);
            });
            list.hidden = found.length === 0;
            input.setAttribute("aria-expanded", found.length ? "true" : "false");
            status.textContent = found.length ? found.length + (found.length === 1 ? " suggestion" : " suggestions") + ". Use the up and down keys to choose."
                : (input.value.trim() ? "No matching address." : "");
            highlight(-1);
        };
        var lookUp = function () {
            var ticket = ++latest;
            var query = new URLSearchParams({ q: input.value, limit: "6" });
            var lat = target.elements["address.latitude"].value, lon = target.elements["address.longitude"].value;
            if (lat && lon) { query.set("lat", lat); query.set("lon", lon); }
            fetch("/api/v1/addresses?" + query.toString(), { credentials: "same-origin" })
                .then(function (response) {
                    if (!response.ok) { throw new Error("HTTP " + response.status); }
                    return response.json();
                })
                .then(function (body) { if (ticket === latest) { show(body.addresses); } })
                .catch(function () { if (ticket === latest) { status.textContent = "Suggestions are unavailable; press Find."; } });
        };
        input.addEventListener("input", function () {
            clearTimeout(timer);
            if (!input.value.trim()) { show([]); return; }
            timer = setTimeout(lookUp, 150);
        });
        input.addEventListener("keydown", function (event) {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                if (!suggestions.length) { return; }
                event.preventDefault();
                list.hidden = false;
                input.setAttribute("aria-expanded", "true");
                var step = event.key === "ArrowDown" ? 1 : -1;
                var count = suggestions.length;
                highlight(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
            } else if (event.key === "Enter" && active >= 0 && !list.hidden) {
                event.preventDefault();
                pick(active);
            } else if (event.key === "Escape") {
                close();
            }
        });
        input.addEventListener("blur", function () { setTimeout(close, 100); });
        var nearest = searchBox.querySelector("[data-nearest-address]");
        if (nearest) {
            nearest.addEventListener("click", function () {
                if (!navigator.geolocation) {
                    status.textContent = "Your browser cannot share a location. Type your address instead.";
                    return;
                }
                nearest.classList.add("is-busy");
                status.textContent = "Finding your location…";
                navigator.geolocation.getCurrentPosition(function (position) {
                    var query = new URLSearchParams({ lat: position.coords.latitude.toFixed(6),
                        lon: position.coords.longitude.toFixed(6) });
                    fetch("/api/v1/addresses/nearest?" + query.toString(), { credentials: "same-origin" })
                        .then(function (response) {
                            nearest.classList.remove("is-busy");
                            if (response.status === 404) {
                                status.textContent = "We know no address near you. Type your address instead.";
                                return null;
                            }
                            if (!response.ok) { throw new Error("HTTP " + response.status); }
                            return response.json();
                        })
                        .then(function (body) { if (body) { fill(body.address, body.delivered); } })
                        .catch(function () {
                            nearest.classList.remove("is-busy");
                            status.textContent = "We couldn't look up your location. Type your address instead.";
                        });
                }, function () {
                    nearest.classList.remove("is-busy");
                    status.textContent = "We couldn't get your location. Type your address instead.";
                }, { enableHighAccuracy: false, timeout: 10000, maximumAge: 600000 });
            });
        }
    });

    var searchForm = document.querySelector("form[data-live-search]");
    if (searchForm) {
        var results = document.querySelector(searchForm.getAttribute("data-live-search"));
        var timer = null;
        var latest = 0;
        var refresh = function () {
            var url = searchForm.action + "?" + new URLSearchParams(new FormData(searchForm)).toString();
            var ticket = ++latest;
            results.setAttribute("aria-busy", "true");
            fetch(url, { headers: { Accept: "text/html" }, credentials: "same-origin" })
                .then(function (response) {
                    if (!response.ok) {
                        throw new Error("HTTP " + response.status);
                    }
                    return response.text();
                })
                .then(function (html) {
                    if (ticket !== latest) {
                        return; // a newer search is on its way
                    }
                    var fresh = new DOMParser().parseFromString(html, "text/html").querySelector(results.id ? "#" + results.id : "main");
                    if (fresh) {
                        results.innerHTML = fresh.innerHTML;
                        window.history.replaceState(null, "", url);
                    }
                })
                .catch(function () {
                    if (ticket === latest) {
                        results.innerHTML = "<div class=\"empty-state\" role=\"alert\"><h2>Search is not answering</h2>"
                            + "<p>Check your connection and try again.</p></div>";
                    }
                })
                .finally(function () {
                    if (ticket === latest) {
                        results.removeAttribute("aria-busy");
                    }
                });
        };
        searchForm.addEventListener("input", function () {
            window.clearTimeout(timer);
            timer = window.setTimeout(refresh, 250);
        });
        searchForm.addEventListener("change", function (event) {
            if (event.target.tagName === "SELECT") {
                window.clearTimeout(timer);
                refresh();
            }
        });
        searchForm.addEventListener("submit", function (event) {
            event.preventDefault();
            window.clearTimeout(timer);
            refresh();
        });
    }

    document.addEventListener("submit", function (event) {
        var form = event.target;
        if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-cart-add") || !window.fetch) {
            return;
        }
        event.preventDefault();
        var button = form.querySelector("button");
        var status = document.getElementById("cart-status");
        var message = form.querySelector(".form-status");
        if (!message) {
            message = document.createElement("p");
            message.className = "form-status";
            message.setAttribute("role", "alert");
            form.appendChild(message);
        }
        message.textContent = "";
        button.classList.add("is-busy");
        button.disabled = true;
        postForJSON(form)
            .then(function (result) {
                if (!result.ok) {
                    message.textContent = result.body.detail || "Could not add this dish. Try again.";
                    if (result.body.code === "cart_restaurant_conflict") {
                        offerNewCart(form, message);
                    }
                    return;
                }
                var bar = document.getElementById("cartbar");
                document.getElementById("cartbar-count").textContent = String(result.body.count);
                document.getElementById("cartbar-total").textContent = result.body.subtotal;
                bar.hidden = false;
                document.getElementById("cartbar-count").dispatchEvent(new CustomEvent("foodly:bump", { bubbles: true }));
                if (status) {
                    status.textContent = "Added " + (button.getAttribute("aria-label") || "").replace(/^Add /, "")
                        + ". " + result.body.count + (result.body.count === 1 ? " item" : " items") + " in your cart.";
                }
            })
            .catch(function () {
                message.textContent = "You seem to be offline. Try again.";
            })
            .finally(function () {
                button.classList.remove("is-busy");
                button.disabled = false;
            });
    });

    document.addEventListener("submit", function (event) {
        var form = event.target;
        if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-favourite") || !window.fetch) {
            return;
        }
        event.preventDefault();
        var button = form.querySelector("button");
        if (button.classList.contains("is-busy")) {
            return;
        }
        button.classList.add("is-busy");
        button.setAttribute("aria-busy", "true");
        postForJSON(form)
            .then(function (result) {
                if (!result.ok) {
                    throw new Error(result.body.detail); // the plain post shows the page that explains it
                }
                // Every heart of the same restaurant or dish on the page says the same, and Home's favourites list
                // is drawn again (its own hearts included) without a reload.
                var action = form.getAttribute("action");
                document.querySelectorAll("form[data-favourite]").forEach(function (other) {
                    if (other.getAttribute("action") === action) {
                        other.querySelector("button").setAttribute("aria-pressed", result.body.favourite ? "true" : "false");
                        other.querySelector("input[name=favourite]").value = result.body.favourite ? "0" : "1";
                    }
                });
                refreshFavourites();
            })
            .catch(function () {
                form.removeAttribute("data-favourite");
                form.requestSubmit();
            })
            .finally(function () {
                button.classList.remove("is-busy");
                button.removeAttribute("aria-busy");
            });
    });

    // Draws Home's "Your favourites" again from a fresh copy of the page; a heart that had the focus inside the list
    // is focused again when it is still there.
    function refreshFavourites() {
        var list = document.getElementById("favourites");
        if (!list) {
            return;
        }
        var focused = list.contains(document.activeElement) ? document.activeElement.id : null;
        reload(list, function () {
            var again = focused && document.getElementById(focused);
            if (again) {
                again.focus();
            }
        });
    }

    /** After a refused Add: a button that sends the same form again, starting a new cart with the dish. */
    // Sends a form in the background asking for JSON; resolves to { ok, body } with the answer's problem or value.
    function postForJSON(form) {
        return fetch(form.action, {
            method: "POST",
            body: new URLSearchParams(new FormData(form)),
            headers: { Accept: "application/json" },
            credentials: "same-origin"
        }).then(function (response) {
            return response.json().then(function (body) { return { ok: response.ok, body: body }; });
        });
    }

    function offerNewCart(form, message) {
        message.textContent = message.textContent.replace(/ Empty it first.*$/, "");
        var replace = document.createElement("button");
        replace.type = "button";
        replace.className = "btn btn-primary btn-small start-new-cart";
        replace.textContent = "Start a new cart";
        replace.addEventListener("click", function () {
            var flag = document.createElement("input");
            flag.type = "hidden";
            flag.name = "replace";
            flag.value = "1";
            form.appendChild(flag);
            message.textContent = "";
            form.requestSubmit();
            form.removeChild(flag);
        });
        message.appendChild(document.createTextNode(" "));
        message.appendChild(replace);
        replace.focus();
    }

    /** A way to find `control` again in a fresh copy of the page: its id, or its form's action and position. */
    function locator(control) {
        if (!control || control === document.body) {
            return null;
        }
        if (control.id) {
            return "#" + CSS.escape(control.id);
        }
        var form = control.closest("form");
        if (!form) {
            return null;
        }
        var index = Array.prototype.indexOf.call(form.querySelectorAll("button, input, select, textarea"), control);
        return { action: form.getAttribute("action"), index: index };
    }

    function relocate(where, root) {
        if (typeof where === "string") {
            return root.querySelector(where);
        }
        var form = root.querySelector("form[action=\"" + CSS.escape(where.action) + "\"]");
        return form && form.querySelectorAll("button, input, select, textarea")[where.index];
    }

    document.addEventListener("submit", function (event) {
        var form = event.target;
        if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-in-place") || !window.fetch) {
            return;
        }
        var page = document.getElementById(form.getAttribute("data-in-place") || "cart-page");
        if (!page || form.dataset.busyState === "on") {
            event.preventDefault();
            return;
        }
        event.preventDefault();
        var submitter = event.submitter;
        var body = new URLSearchParams(new FormData(form));
        if (submitter && submitter.name) {
            body.set(submitter.name, submitter.value);
        }
        var focusWhere = locator(submitter || document.activeElement);
        var section = form.getAttribute("action").split("#")[1];
        markBusy(form, submitter);
        page.setAttribute("aria-busy", "true");
        fetch(form.action, { method: "POST", body: body, headers: { Accept: "text/html" }, credentials: "same-origin" })
            .then(function (response) { return response.text(); })
            .then(function (html) {
                var fresh = new DOMParser().parseFromString(html, "text/html").getElementById(page.id);
                if (!fresh) {
                    throw new Error("no #" + page.id + " in the answer");
                }
                page.innerHTML = fresh.innerHTML;
                var target = (focusWhere && relocate(focusWhere, page)) || document.getElementById(section)
                    || document.getElementById("cart-empty");
                if (target && !target.matches("button, input, select, textarea, a")) {
                    target.setAttribute("tabindex", "-1");
                }
                if (target) {
                    target.focus({ preventScroll: true });
                    if (target.getBoundingClientRect().top < 0 || target.getBoundingClientRect().bottom > window.innerHeight) {
                        target.scrollIntoView({ block: "center" });
                    }
                }
                var error = page.querySelector("[role=alert]");
                var status = document.getElementById(page.getAttribute("data-status") || "cart-status");
                if (status) {
                    status.textContent = error ? error.textContent : page.getAttribute("data-updated") || "Cart updated.";
                }
            })
            .catch(function () {
                // The plain post still works: send it the way the form would have gone without JS.
                clearBusy(form);
                form.removeAttribute("data-in-place");
                form.requestSubmit(submitter && submitter.form === form ? submitter : null);
            })
            .finally(function () {
                page.removeAttribute("aria-busy");
            });
    });

    document.querySelectorAll(".chips").forEach(function (row) {
        var chosen = row.querySelector("[aria-current=page], [aria-pressed=true]");
        if (chosen && row.scrollWidth > row.clientWidth) {
            var left = chosen.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
            row.scrollLeft = left - (row.clientWidth - chosen.offsetWidth) / 2;
        }
    });

    /** Fetches this page again and puts the fresh copy of `region` in place; then calls `done`, if given. */
    function reload(region, done) {
        fetch(window.location.href, { headers: { Accept: "text/html" }, credentials: "same-origin" })
            .then(function (response) { return response.ok ? response.text() : null; })
            .then(function (html) {
                var fresh = html && new DOMParser().parseFromString(html, "text/html").getElementById(region.id);
                if (fresh && fresh.innerHTML !== region.innerHTML) {
                    region.innerHTML = fresh.innerHTML;
                }
            })
            .catch(function () { /* offline for a moment: the next change or tick tries again */ })
            .then(function () {
                // What follows a refresh (a notification) happens even when the refresh failed.
                if (done) {
                    done();
                }
            });
    }

    /** With permission, while the page is in the background: a notification (through the service worker) that the
     *  order moved, worded as the page's fresh headline. */
    function notifyMove(order) {
        if (!document.hidden || !window.Notification || Notification.permission !== "granted"
            || !navigator.serviceWorker) {
            return;
        }
        var headline = document.getElementById("status-title");
        navigator.serviceWorker.ready.then(function (registration) {
            return registration.showNotification("Order #" + order.number, {
                body: headline ? headline.textContent : order.status,
                tag: "order-" + order.id,
                icon: "/static/icon-192.png",
                data: { url: window.location.pathname }
            });
        });
    }

    var notify = document.getElementById("notify");
    if (notify && window.Notification && navigator.serviceWorker && Notification.permission === "default") {
        notify.hidden = false;
        notify.querySelector("button").addEventListener("click", function () {
            Notification.requestPermission().then(function (answer) {
                notify.querySelector("button").hidden = true;
                notify.querySelector("[role=status]").textContent = answer === "granted"
                    ? "We'll tell you when your order moves, even when Foodly is in the background."
                    : "No notifications; this page still shows every step.";
            });
        });
    }

    document.querySelectorAll("[data-refresh]").forEach(function (region) {
        var every = parseInt(region.getAttribute("data-refresh"), 10);
        var events = region.getAttribute("data-events");
        if (!region.id || !(every > 0)) {
            return;
        }
        if (events && window.EventSource) {
            var source = new EventSource(events);
            var lastStatus = region.getAttribute("data-status"); // as the page was drawn
            source.addEventListener("order", function (event) {
                var order = JSON.parse(event.data);
                var status = order.status;
                var moved = lastStatus !== null && status !== lastStatus;
                lastStatus = status;
                var final = status === "delivered" || status === "failed" || status === "cancelled" || status === "rejected";
                // A final status changes the whole page (Order again, the tip, the review), not only the live part.
                reload(final ? document.getElementById("main") : region, moved ? function () { notifyMove(order); } : null);
                if (final) {
                    source.close(); // the order is final: nothing more will come
                    var asking = document.getElementById("notify");
                    if (asking) {
                        asking.hidden = true;
                    }
                }
            });
            // A message about the order was sent or read: the conversation's log is drawn again (its form is not,
            // so what is being typed stays); while no courier has the order, a change may open the conversation.
            source.addEventListener("chat", function () {
                document.querySelectorAll(".chat-log").forEach(function (log) { reload(log); });
            });
            source.addEventListener("order", function () {
                document.querySelectorAll("[data-waiting-courier]").forEach(function (chat) {
                    if (!chat.contains(document.activeElement)) {
                        reload(chat);
                    }
                });
            });
            // The courier moved (only while the order is on the way): the fresh region has the map and arrival.
            source.addEventListener("position", function () { reload(region); });
            window.addEventListener("pagehide", function () { source.close(); });
            return;
        }
        window.setInterval(function () {
            if (!document.hidden && !region.contains(document.activeElement)) {
                reload(region);
            }
        }, every);
    });

    // The kitchen screen: a new order (a card marked `data-new-order`) chimes and counts in the tab's title until it
    // is accepted. Browsers play sound only after a press on the page, so the sound switch starts it (and mutes it,
    // remembered on this device); `data-chimes` on the switch counts the chimes played.
    var kitchenOrders = document.getElementById("kitchen-orders");
    var soundSwitch = document.getElementById("kitchen-sound");
    if (kitchenOrders && soundSwitch) {
        var baseTitle = document.title;
        var audio = null;
        var soundOn = function () { return audio !== null && localStorage.getItem("foodly.kitchen.muted") !== "1"; };
        var newIDs = function () {
            return Array.prototype.map.call(kitchenOrders.querySelectorAll("[data-new-order]"), function (card) {
                return card.id;
            });
        };
        var known = {};
        newIDs().forEach(function (id) { known[id] = true; });
        var showSwitch = function () {
            soundSwitch.setAttribute("aria-pressed", soundOn() ? "true" : "false");
            soundSwitch.textContent = soundOn() ? "Sound on" : "Turn on sound";
        };
        var chime = function () {
            soundSwitch.setAttribute("data-chimes", String(Number(soundSwitch.getAttribute("data-chimes") || 0) + 1));
            if (!soundOn()) {
                return;
            }
            [0, 0.18].forEach(function (delay, index) {
                var tone = audio.createOscillator();
                var gain = audio.createGain();
                tone.frequency.value = index === 0 ? 880 : 1320;
                gain.gain.setValueAtTime(0.2, audio.currentTime + delay);
                gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + delay + 0.3);
                tone.connect(gain).connect(audio.destination);
                tone.start(audio.currentTime + delay);
                tone.stop(audio.currentTime + delay + 0.3);
            });
        };
        var count = function () {
            var waiting = newIDs();
            document.title = (waiting.length ? "(" + waiting.length + ") " : "") + baseTitle;
            var fresh = waiting.filter(function (id) { return !known[id]; });
            waiting.forEach(function (id) { known[id] = true; });
            if (fresh.length) {
                chime();
            }
        };
        soundSwitch.hidden = false;
        soundSwitch.addEventListener("click", function () {
            if (audio === null) {
                audio = new (window.AudioContext || window.webkitAudioContext)();
                localStorage.removeItem("foodly.kitchen.muted");
            } else {
                localStorage.setItem("foodly.kitchen.muted", soundOn() ? "1" : "0");
            }
            showSwitch();
        });
        showSwitch();
        count();
        new MutationObserver(count).observe(kitchenOrders, { childList: true, subtree: true });
    }

    // A ticket's Print button.
    document.querySelectorAll("[data-print]").forEach(function (button) {
        button.addEventListener("click", function () { window.print(); });
    });

    // A delivery offered to the courier counts down its minute every second (the region's refresh redraws it too).
    if (document.getElementById("courier-deliveries")) {
        window.setInterval(function () {
            document.querySelectorAll("[data-expires]").forEach(function (left) {
                var seconds = Math.ceil((Date.parse(left.getAttribute("data-expires")) - Date.now()) / 1000);
                left.textContent = seconds > 0 ? seconds + " s left to answer" : "Time is up: it goes to the next courier";
            });
        }, 1000);
    }

    var board = document.querySelector("#board[data-board-events]");
    if (board) {
        var boardTimer = null;
        var boardLast = 0;
        var pressing = false; // a pointer is down on the board: a redraw now would swallow the click
        board.addEventListener("pointerdown", function () { pressing = true; });
        ["pointerup", "pointercancel"].forEach(function (type) {
            document.addEventListener(type, function () { pressing = false; });
        });
        var refreshBoard = function () {
            boardTimer = null;
            var active = document.activeElement;
            if (pressing || (active && board.contains(active) && active.matches("select"))
                || board.querySelector("[data-busy-state=on]")) {
                boardTimer = window.setTimeout(refreshBoard, 1000);
                return;
            }
            boardLast = Date.now();
            var focusWhere = board.contains(active) ? locator(active) : null;
            // Couriers picked but not sent yet stay picked in the fresh board, where the row still offers them.
            var picked = Array.prototype.filter.call(board.querySelectorAll("select[id]"), function (select) {
                return select.value !== (select.querySelector("option[selected]") || select.options[0] || {}).value;
            }).map(function (select) { return [select.id, select.value]; });
            reload(board, function () {
                picked.forEach(function (choice) {
                    var select = document.getElementById(choice[0]);
                    if (select && board.contains(select)
                        && Array.prototype.some.call(select.options, function (o) { return o.value === choice[1]; })) {
                        select.value = choice[1];
                    }
                });
                var target = focusWhere && relocate(focusWhere, board);
                if (target) {
                    target.focus({ preventScroll: true });
                }
            });
        };
        var boardChanged = function () {
            if (boardTimer === null) {
                boardTimer = window.setTimeout(refreshBoard, Math.max(0, boardLast + 1000 - Date.now()));
            }
        };
        if (window.EventSource) {
            var boardSource = new EventSource(board.getAttribute("data-board-events"));
            boardSource.addEventListener("board", boardChanged);
            window.addEventListener("pagehide", function () { boardSource.close(); });
        }
        window.setInterval(boardChanged, 30000);
    }

    /** Metres between two positions (haversine). */
    function metresBetween(a, b) {
        var rad = Math.PI / 180;
        var dLat = (b.latitude - a.latitude) * rad;
        var dLon = (b.longitude - a.longitude) * rad;
        var h = Math.sin(dLat / 2) * Math.sin(dLat / 2)
            + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) * Math.sin(dLon / 2);
        return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
    }

    var deliveries = document.getElementById("courier-deliveries");
    if (deliveries) {
        var locateStatus = document.getElementById("locate-status");
        var watching = null;
        var sent = null;
        var sentAt = 0;
        var waiting = null;
        var flushTimer = null;
        var everyMs = 5000;
        var movedMetres = 25;
        var sendPosition = function () {
            flushTimer = null;
            var point = waiting;
            waiting = null;
            sent = point;
            sentAt = Date.now();
            fetch("/api/v1/courier/location", {
                method: "PUT",
                credentials: "same-origin",
                headers: { "Content-Type": "application/json", Accept: "application/json" },
                body: JSON.stringify(point)
            }).then(function (response) {
                locateStatus.textContent = response.ok
                    ? "Sharing your position with your customer while their order is on the way."
                    : "Could not share your position; deliveries still work.";
            }).catch(function () {
                sent = null; // offline for a moment: the next position goes out again
            });
        };
        var onPosition = function (position) {
            var point = { latitude: position.coords.latitude, longitude: position.coords.longitude };
            if (sent && metresBetween(sent, point) < movedMetres) {
                return;
            }
            waiting = point;
            var wait = sentAt + everyMs - Date.now();
            if (wait <= 0) {
                sendPosition();
            } else if (flushTimer === null) {
                flushTimer = window.setTimeout(sendPosition, wait);
            }
        };
        var follow = function () {
            var wanted = deliveries.querySelector("[data-track]") !== null;
            if (wanted && watching === null) {
                if (!navigator.geolocation) {
                    locateStatus.textContent = "This browser cannot share a position; deliveries still work.";
                    return;
                }
                watching = navigator.geolocation.watchPosition(onPosition, function () {
                    locateStatus.textContent = "Position not allowed; deliveries still work.";
                }, { enableHighAccuracy: true, timeout: 20000, maximumAge: 5000 });
            } else if (!wanted && watching !== null) {
                navigator.geolocation.clearWatch(watching);
                window.clearTimeout(flushTimer);
                watching = flushTimer = waiting = sent = null;
                locateStatus.textContent = "";
            }
        };
        new MutationObserver(follow).observe(deliveries, { childList: true, subtree: true });
        follow();
    }

    var dishForm = document.querySelector("form[data-menu-preview]");
    if (dishForm) {
        var panelSelector = dishForm.getAttribute("data-menu-preview");
        var previewTimer = null;
        var previewTicket = 0;
        var check = function () {
            var data = new FormData(dishForm);
            data.set("intent", "check");
            var ticket = ++previewTicket;
            var panel = document.querySelector(panelSelector);
            panel.setAttribute("aria-busy", "true");
            fetch(dishForm.action, {
                method: "POST", credentials: "same-origin", headers: { Accept: "text/html" },
                body: new URLSearchParams(data)
            })
                .then(function (response) {
                    if (!response.ok) {
                        throw new Error("HTTP " + response.status);
                    }
                    return response.text();
                })
                .then(function (html) {
                    var fresh = new DOMParser().parseFromString(html, "text/html").querySelector(panelSelector);
                    var shown = document.querySelector(panelSelector);
                    // Only a changed panel is replaced: the live region then speaks only when the grade moves.
                    if (ticket === previewTicket && fresh && shown.innerHTML !== fresh.innerHTML) {
                        shown.innerHTML = fresh.innerHTML;
                    }
                })
                .catch(function () { /* the Check button still works */ })
                .finally(function () {
                    if (ticket === previewTicket) {
                        document.querySelector(panelSelector).removeAttribute("aria-busy");
                    }
                });
        };
        var later = function () {
            window.clearTimeout(previewTimer);
            previewTimer = window.setTimeout(check, 300);
        };
        dishForm.addEventListener("input", later);
        dishForm.addEventListener("change", later);
    }
    document.addEventListener("submit", function (event) {
        var form = event.target;
        if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-upload") || !window.FormData) {
            return;
        }
        var section = form.closest("section[id]");
        var progress = form.querySelector("progress");
        if (!section) {
            return;
        }
        event.preventDefault();
        var request = new XMLHttpRequest();
        request.open("POST", form.action);
        if (progress) {
            progress.hidden = false;
            progress.removeAttribute("value");
            request.upload.addEventListener("progress", function (step) {
                if (step.lengthComputable) {
                    progress.value = Math.round((100 * step.loaded) / step.total);
                }
            });
        }
        request.addEventListener("load", function () {
            // A refusal the page explains answers 200 too, naming itself in Foodly-Refusal: shown in place below.
            var refused = request.getResponseHeader("Foodly-Refusal");
            if (request.status >= 200 && request.status < 300 && !refused && request.responseURL) {
                var target = request.responseURL.split("#")[0];
                if (target === window.location.href.split("#")[0]) {
                    window.location.hash = section.id;
                    window.location.reload();
                } else {
                    window.location.assign(target + "#" + section.id);
                }
                return;
            }
            var answer = new DOMParser().parseFromString(request.responseText, "text/html");
            var fresh = answer.getElementById(section.id);
            if (!fresh) {
                clearBusy(form);
                form.removeAttribute("data-upload");
                form.submit();
                return;
            }
            section.replaceWith(fresh);
            var input = fresh.querySelector("input[type=file]");
            if (input) {
                input.focus();
            }
        });
        request.addEventListener("error", function () {
            clearBusy(form);
            form.removeAttribute("data-upload");
            form.submit();
        });
        request.send(new FormData(form));
    });
    // A dish's Add form: the price of the quantity chosen, the kcal of one portion, and the quantity stepper.
    document.querySelectorAll("form[data-options-form]").forEach(function (form) {
        var price = form.querySelector("[data-options-price]");
        var kcal = form.querySelector("[data-options-kcal]");
        var quantity = form.querySelector("input[name=quantity]");
        var howMany = function () {
            var count = Math.floor(Number(quantity.value));
            return count >= 1 ? Math.min(count, Number(quantity.max)) : 1;
        };
        var update = function () {
            var cents = Number(form.getAttribute("data-price"));
            var energy = Number(form.getAttribute("data-kcal"));
            form.querySelectorAll("input[data-price-delta]:checked").forEach(function (input) {
                cents += Number(input.getAttribute("data-price-delta"));
                energy += Number(input.getAttribute("data-kcal-delta"));
            });
            cents = Math.max(0, cents) * howMany();
            price.textContent = "$" + Math.floor(cents / 100) + "." + String(cents % 100).padStart(2, "0");
            if (kcal) { kcal.textContent = Math.round(Math.max(0, energy)) + " kcal each"; }
        };
        form.querySelectorAll("button[data-step]").forEach(function (button) {
            button.hidden = false;
            button.addEventListener("click", function () {
                var next = howMany() + Number(button.getAttribute("data-step"));
                quantity.value = String(Math.max(Number(quantity.min), Math.min(Number(quantity.max), next)));
                update();
            });
        });
        form.addEventListener("change", update);
        form.addEventListener("input", update);
        update();
    });

    // Checkout by card: the card goes to the payment provider; Foodly gets its id only.
    var cardForm = document.querySelector("[data-card-form]");
    if (cardForm) {
        var placeForm = document.getElementById("place-form");
        var cardChoice = document.querySelector("[data-card-choice]");
        var cardError = document.getElementById("card-error");
        var cardID = document.getElementById("card-id");
        var payByCard = document.getElementById("pay-card");
        var stripeReady = null;
        var cardField = null;
        /** Loads the provider's script once and mounts its card field; resolves to its client object. */
        var loadStripe = function () {
            if (!stripeReady) {
                stripeReady = new Promise(function (resolve, reject) {
                    var script = document.createElement("script");
                    script.src = cardForm.getAttribute("data-script");
                    script.onload = function () {
                        var stripe = window.Stripe(cardForm.getAttribute("data-publishable-key"));
                        cardField = stripe.elements().create("card");
                        cardField.mount("#card-element");
                        resolve(stripe);
                    };
                    script.onerror = function () {
                        stripeReady = null;
                        reject(new Error("The card form did not load. Check your connection, or pay on delivery."));
                    };
                    document.head.appendChild(script);
                });
            }
            return stripeReady;
        };
        var showCardError = function (message) {
            cardError.textContent = message;
            clearBusy(placeForm);
        };
        var showCardForm = function () {
            cardForm.hidden = !payByCard.checked;
            if (payByCard.checked) {
                loadStripe().catch(function (error) { showCardError(error.message); });
            }
        };
        cardChoice.hidden = false;
        document.querySelectorAll("input[name=payment]").forEach(function (radio) {
            radio.addEventListener("change", showCardForm);
        });
        showCardForm();
        placeForm.addEventListener("submit", function (event) {
            if (!payByCard.checked || cardID.value) {
                return;
            }
            event.preventDefault();
            cardError.textContent = "";
            loadStripe().then(function (stripe) {
                return fetch("/api/v1/payments/card-setups", {
                    method: "POST", credentials: "same-origin", headers: { Accept: "application/json" }
                }).then(function (response) {
                    return response.json().then(function (body) {
                        if (!response.ok) { throw new Error(body.detail || "Card payments are not working just now."); }
                        return stripe.confirmCardSetup(body.clientSecret, { payment_method: { card: cardField } });
                    });
                });
            }).then(function (result) {
                if (result.error) { throw new Error(result.error.message || "Your card was not accepted."); }
                cardID.value = result.setupIntent.payment_method;
                placeForm.submit();
            }).catch(function (error) {
                showCardError(error.message + " Nothing was charged.");
            });
        });
        var secret = cardForm.getAttribute("data-authenticate");
        if (secret) {
            markBusy(placeForm);
            loadStripe().then(function (stripe) {
                return stripe.confirmCardPayment(secret);
            }).then(function () {
                // Placed or refused, the server says which: the same form again, under the same key.
                placeForm.submit();
            }).catch(function (error) {
                showCardError(error.message);
            });
        }
    }

    // Bank details: only the fields of the kind of account chosen (both groups show without JavaScript).
    document.querySelectorAll("[data-bank-kind]").forEach(function (group) {
        var form = group.closest("form");
        var show = function () {
            var chosen = form.querySelector("input[name=kind]:checked");
            group.hidden = chosen !== null && chosen.value !== group.getAttribute("data-bank-kind");
        };
        form.querySelectorAll("input[name=kind]").forEach(function (radio) {
            radio.addEventListener("change", show);
        });
        show();
    });
    // Drawing delivery zones on the console's map.
    var zoneTools = document.querySelector("[data-zone-draw]");
    var zoneMap = document.getElementById("zone-map");
    if (zoneTools && zoneMap) {
        var svgNS = "http://www.w3.org/2000/svg";
        var origin = zoneMap.getAttribute("data-origin").split(" ").map(Number);
        var perUnit = zoneMap.getAttribute("data-per-unit").split(" ").map(Number);
        var area = document.getElementById("field-geojson");
        var corners = [];
        var shape = document.createElementNS(svgNS, "polygon");
        shape.setAttribute("class", "zone-drawing");
        zoneMap.appendChild(shape);
        zoneTools.innerHTML =
            '<div class="zone-draw-tools">' +
            '<div class="field"><label for="zone-name">Name of the zone to draw</label>' +
            '<input id="zone-name" type="text" maxlength="60" placeholder="Zone 1"></div>' +
            '<button type="button" class="btn btn-secondary btn-small" data-zone="start">Draw a zone</button>' +
            '<button type="button" class="btn btn-secondary btn-small" data-zone="undo" hidden>Undo corner</button>' +
            '<button type="button" class="btn btn-primary btn-small" data-zone="finish" hidden>Finish zone</button>' +
            '<button type="button" class="btn btn-secondary btn-small" data-zone="cancel" hidden>Cancel</button>' +
            '</div><p class="field-hint" role="status" id="zone-status"></p>';
        var status = document.getElementById("zone-status");
        var button = function (name) { return zoneTools.querySelector('[data-zone="' + name + '"]'); };
        var drawing = false;
        var show = function () {
            shape.setAttribute("points", corners.map(function (c) { return c.x + "," + c.y; }).join(" "));
            button("start").hidden = drawing;
            button("undo").hidden = !drawing || corners.length === 0;
            button("finish").hidden = !drawing || corners.length < 3;
            button("cancel").hidden = !drawing;
            zoneMap.classList.toggle("is-drawing", drawing);
            status.textContent = drawing
                ? corners.length + " corner" + (corners.length === 1 ? "" : "s") + ": click the map to add more."
                : "";
        };
        var stop = function () { drawing = false; corners = []; show(); };
        button("start").addEventListener("click", function () { drawing = true; corners = []; show(); });
        button("undo").addEventListener("click", function () { corners.pop(); show(); });
        button("cancel").addEventListener("click", stop);
        zoneMap.addEventListener("click", function (event) {
            if (!drawing) { return; }
            var point = zoneMap.createSVGPoint();
            point.x = event.clientX;
            point.y = event.clientY;
            var at = point.matrixTransform(zoneMap.getScreenCTM().inverse());
            corners.push({ x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10 });
            show();
        });
        button("finish").addEventListener("click", function () {
            var ring = corners.map(function (c) {
                return [+(origin[0] + c.x * perUnit[0]).toFixed(6), +(origin[1] - c.y * perUnit[1]).toFixed(6)];
            });
            ring.push(ring[0]);
            var collection;
            try { collection = JSON.parse(area.value); } catch (error) { collection = null; }
            if (!collection || collection.type !== "FeatureCollection" || !Array.isArray(collection.features)) {
                collection = { type: "FeatureCollection", features: [] };
            }
            var name = document.getElementById("zone-name").value.trim() || "Zone " + (collection.features.length + 1);
            collection.features.push({
                type: "Feature", properties: { name: name }, geometry: { type: "Polygon", coordinates: [ring] }
            });
            area.value = JSON.stringify(collection);
            stop();
            status.textContent = "Added “" + name + "”: save the zones to use it.";
        });
        show();
    }
})();
