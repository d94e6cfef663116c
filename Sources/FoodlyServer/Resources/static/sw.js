// Foodly service worker, served at /sw.js so that it controls the whole app.
//
// - The app shell: at install, the offline page (`/offline`) and the versioned CSS, JS and icons it names.
//   Versioned files (`/static/…?v=…`) are taken from the cache first, and kept once fetched.
// - Pages: always from the network. Home, restaurant menus and dish pages that answered are kept (the last 20);
//   offline, a kept copy is answered (marked with `<meta name="foodly-offline">`, so app.js says it is an old
//   copy), else the offline page. Nothing else is ever kept: no cart, order, profile, diary or API answer.
// - The kept pages are the signed-in person's: each page names who it was made for (`Foodly-Viewer`: an id of the
//   session, or `none`), and any page that answers for someone else (the session ended on the server: a lock, a
//   password reset elsewhere, expiry; or another person signed in) makes the worker forget every kept page of
//   anyone else before it keeps a new one. A signed-in copy older than 12 hours is never answered. app.js also
//   tells the worker to forget them (`forget`) when someone signs in, registers or signs out, or when the API says
//   the session is gone (401), and the sign-out answer carries `Clear-Site-Data: "cache"`.
// - A notification click opens (or focuses) the order it is about.
"use strict";

var SHELL = "foodly-shell-v1";
// v2: pages kept before they named their viewer are dropped with the v1 cache (see "activate").
var PAGES = "foodly-pages-v2";
var OFFLINE = "/offline";
var KEPT_PAGES = 20;
var SIGNED_IN_KEPT_MS = 12 * 3600 * 1000;
var KEPT_PATH = /^\/(restaurants\/[^\/]+|dishes\/[^\/]+)?$/;

self.addEventListener("install", function (event) {
    event.waitUntil(caches.open(SHELL).then(function (cache) {
        return fetch(OFFLINE, { credentials: "omit", cache: "no-store" }).then(function (response) {
            if (!response.ok) {
                throw new Error("the offline page answered " + response.status);
            }
            return response.clone().text().then(function (html) {
                var assets = html.match(/\/static\/[A-Za-z0-9_.\/-]+\?v=[0-9a-f]+/g) || [];
                assets.push("/static/icon-192.png", "/static/icon-512.png");
                return Promise.all([cache.put(OFFLINE, response)].concat(assets.map(function (url) {
                    return cache.add(url);
                })));
            });
        });
    }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
    event.waitUntil(caches.keys().then(function (names) {
        return Promise.all(names.filter(function (name) { return name !== SHELL && name !== PAGES; })
            .map(function (name) { return caches.delete(name); }));
    }).then(function () { return self.clients.claim(); }));
});

/** Who a page was made for: an id of the session it was answered to, or "none". */
function viewerOf(response) {
    return response.headers.get("Foodly-Viewer") || "none";
}

/** Forgets every kept page that was made for someone other than `viewer`. */
function forgetAllBut(viewer) {
    return caches.open(PAGES).then(function (cache) {
        return cache.keys().then(function (requests) {
            return Promise.all(requests.map(function (kept) {
                return cache.match(kept).then(function (copy) {
                    return copy && viewerOf(copy) === viewer ? null : cache.delete(kept);
                });
            }));
        });
    });
}

/** Keeps a page with the time it was kept, dropping the oldest beyond KEPT_PAGES. */
function keep(request, response) {
    return Promise.all([caches.open(PAGES), response.blob()]).then(function (opened) {
        var cache = opened[0];
        var headers = new Headers(response.headers);
        headers.set("Foodly-Kept-At", String(Date.now()));
        var copy = new Response(opened[1], { status: response.status, headers: headers });
        return cache.delete(request, { ignoreVary: true }).then(function () {
            return cache.put(request, copy);
        }).then(function () {
            return cache.keys();
        }).then(function (requests) {
            return Promise.all(requests.slice(0, Math.max(0, requests.length - KEPT_PAGES)).map(function (old) {
                return cache.delete(old);
            }));
        });
    });
}

/** A kept page marked as an old copy, or the offline page. */
function offlineAnswer(request) {
    return caches.open(PAGES).then(function (cache) {
        return cache.match(request);
    }).then(function (kept) {
        var age = kept ? Date.now() - Number(kept.headers.get("Foodly-Kept-At") || 0) : 0;
        if (!kept || (viewerOf(kept) !== "none" && !(age < SIGNED_IN_KEPT_MS))) {
            return caches.match(OFFLINE, { cacheName: SHELL });
        }
        return kept.text().then(function (html) {
            return new Response(html.replace("<head>", "<head><meta name=\"foodly-offline\" content=\"1\">"), {
                status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }
            });
        });
    });
}

self.addEventListener("fetch", function (event) {
    var request = event.request;
    var url = new URL(request.url);
    if (request.method !== "GET" || url.origin !== self.location.origin) {
        return;
    }
    if (url.pathname.indexOf("/static/") === 0 && url.searchParams.has("v")) {
        event.respondWith(caches.match(request, { cacheName: SHELL }).then(function (hit) {
            return hit || fetch(request).then(function (response) {
                if (response.ok) {
                    var copy = response.clone();
                    caches.open(SHELL).then(function (cache) { return cache.put(request, copy); });
                }
                return response;
            });
        }));
        return;
    }
    if (request.mode === "navigate") {
        event.respondWith(fetch(request).then(function (response) {
            if (response.ok && (response.headers.get("Content-Type") || "").indexOf("text/html") === 0) {
                var copy = KEPT_PATH.test(url.pathname) && !response.redirected ? response.clone() : null;
                event.waitUntil(forgetAllBut(viewerOf(response)).then(function () {
                    return copy && keep(request, copy);
                }));
            }
            return response;
        }).catch(function () {
            return offlineAnswer(request);
        }));
    }
});

self.addEventListener("message", function (event) {
    if (event.data === "forget") {
        event.waitUntil(caches.delete(PAGES));
    }
});

self.addEventListener("notificationclick", function (event) {
    event.notification.close();
    var target = (event.notification.data && event.notification.data.url) || "/orders";
    event.waitUntil(self.clients.matchAll({ type: "window" }).then(function (windows) {
        for (var i = 0; i < windows.length; i += 1) {
            if (new URL(windows[i].url).pathname === target) {
                return windows[i].focus();
            }
        }
        return self.clients.openWindow(target);
    }));
});
