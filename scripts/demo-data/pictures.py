"""Flat, friendly SVG pictures for the demo catalog, drawn procedurally in one style.

A dish picture (viewBox 0 0 320 240) is a vessel chosen by the recipe's shape (bowl, plate, glass, wrap, …) with
pieces coloured by the dish's ingredients: the grain or greens as a bed, the main toppings as pieces, the dressing
as a drizzle, the broth or drink as a liquid. Dishes that would look the same share one file. A restaurant cover
(viewBox 0 0 640 360) puts two of its dishes on a tinted background. Style: the app's fresh green (#16a34a,
#166534) and warm orange (#fb923c, #c2410c) accents, soft backgrounds, rounded shapes, a soft ground shadow; no
text, no external references, no scripts.
"""

import colorsys
import hashlib
import math
import unicodedata

SHAPES = {"bowl", "poke", "acai", "curry", "salad", "soup", "ramen", "noodles", "plate", "pasta", "skewer",
          "dumplings", "rolls", "wrap", "burrito", "taco", "sandwich", "burger", "toast", "sushi", "smoothie",
          "juice", "coffee", "tea", "dessert", "parfait", "pancakes", "side", "fries", "flatbread"}

GREEN, DEEP_GREEN, ORANGE, WARM = "#16a34a", "#166534", "#fb923c", "#c2410c"
CREAM = "#e7e0d3"
BACKGROUNDS = ["#f0fdf4", "#fff7ed", "#fefce8", "#f7fee7", "#ecfdf5", "#fdf4ec"]
BANDS = {"bowl": GREEN, "poke": WARM, "acai": ORANGE, "curry": WARM, "salad": GREEN, "soup": ORANGE,
         "ramen": WARM, "side": GREEN, "noodles": ORANGE}

# How an ingredient is drawn when it is a topping.
FORMS = {
    "leaf": "mixed_greens kale spinach romaine arugula herbs scallion bok_choy cabbage seaweed_salad broccolini "
            "kimchi vegan_kimchi sauerkraut cabbage_slaw",
    "chunk": "chicken_breast chicken_thigh tandoori_chicken lemongrass_chicken turkey_breast salmon raw_salmon "
             "smoked_salmon ahi_tuna seared_tuna white_fish cod beef_sirloin beef_slices carnitas pork_tenderloin "
             "lamb tofu baked_tofu silken_tofu tempeh seitan halloumi paneer feta yellowtail tuna_canned "
             "karaage jackfruit squid",
    "ball": "falafel turkey_meatballs lamb_kofta baked_samosa veg_gyoza energy_ball mochi gulab_jamun "
            "ice_cream mango_sorbet",
    "egg": "egg soft_egg",
    "avo": "avocado",
    "shrimp": "shrimp crab",
    "slice": "cucumber banana radish zucchini strawberries orange pickled_ginger lemon lime kiwi apple pear "
             "beetroot eggplant",
    "dot": "tomato blueberries berries edamame chickpeas roasted_chickpeas black_beans pinto_beans kidney_beans "
           "white_beans lentils red_lentils peas corn pomegranate olives lupini almonds tamari_almonds cashews "
           "walnuts pistachios peanuts pumpkin_seeds sunflower_seeds granola croutons mushrooms shiitake "
           "broccoli cauliflower green_beans mussels clams dates raisins dried_apricots",
    "strip": "carrot bell_pepper red_cabbage pickled_onion pickled_veg bean_sprouts jalapeno asparagus celery",
    "scoop": "hummus guacamole baba_ganoush muhammara greek_yogurt coconut_yogurt cottage_cheese ricotta "
             "goat_cheese mozzarella parmesan cotija salsa",
}
FORM_OF = {key: form for form, keys in FORMS.items() for key in keys.split()}


# ----------------------------------------------------------------------------------------------- small helpers

def num(v):
    """Short numbers: whole numbers from 10 up, one decimal below."""
    r = round(v) if abs(v) >= 10 else round(v, 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


def attrs(**kw):
    return "".join(f' {k.replace("_", "-")}="{num(v) if isinstance(v, (int, float)) else v}"'
                   for k, v in kw.items() if v is not None)


def circle(x, y, r, fill, **kw):
    return f"<circle{attrs(cx=x, cy=y, r=r, fill=fill, **kw)}/>"


def ellipse(x, y, rx, ry, fill, **kw):
    return f"<ellipse{attrs(cx=x, cy=y, rx=rx, ry=ry, fill=fill, **kw)}/>"


def rect(x, y, w, h, r, fill, **kw):
    return f"<rect{attrs(x=x, y=y, width=w, height=h, rx=r, fill=fill, **kw)}/>"


def path(d, fill="none", **kw):
    return f"<path{attrs(d=d, fill=fill, **kw)}/>"


def group(content, transform):
    return f'<g transform="{transform}">{"".join(content)}</g>'


def rgb(hex_colour):
    h = hex_colour.lstrip("#")
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def hexof(r, g, b):
    return "#" + "".join(f"{max(0, min(255, round(c * 255))):02x}" for c in (r, g, b))


def shade(hex_colour, amount):
    """Mix with black (amount < 0) or white (amount > 0)."""
    r, g, b = rgb(hex_colour)
    if amount < 0:
        k = 1 + amount
        return hexof(r * k, g * k, b * k)
    return hexof(r + (1 - r) * amount, g + (1 - g) * amount, b + (1 - b) * amount)


def soften(hex_colour):
    """Very light beds (rice, yogurt) get a warm tint so they show against the white bowl."""
    h, l, s = colorsys.rgb_to_hls(*rgb(hex_colour))
    return "#f3eee3" if l > 0.93 else hex_colour


class Rand:
    """A tiny deterministic generator seeded by text."""

    def __init__(self, seed):
        self.state = int(hashlib.sha256(seed.encode("utf-8")).hexdigest()[:12], 16)

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) / float(1 << 31)

    def between(self, low, high):
        return low + (high - low) * self.next()

    def pick(self, items):
        return items[int(self.next() * len(items)) % len(items)]


# ----------------------------------------------------------------------------------------------- palette

def palette(recipe):
    items = sorted(enumerate(recipe["items"]), key=lambda p: (-p[1][1], p[0]))
    items = [it for _, it in items]

    def first(role):
        for ing, _ in items:
            if ing["role"] == role and ing["colour"]:
                return ing
        return None

    base = first("base")
    tops = []
    for ing, _ in items:
        if ing["role"] == "top" and ing["colour"] and ing["colour"] not in [t["colour"] for t in tops]:
            tops.append(ing)
    sauce, liquid = first("sauce"), first("liquid")
    return dict(
        base=base["colour"] if base else None, base_key=base["key"] if base else None,
        tops=[(t["colour"], FORM_OF.get(t["key"], "dot"), t["key"]) for t in tops[:4]],
        sauce=sauce["colour"] if sauce else None, liquid=liquid["colour"] if liquid else None,
        liquid_key=liquid["key"] if liquid else None,
        iced=any(ing["key"] == "ice" for ing, _ in items),
        main_key=items[0][0]["key"])


# ----------------------------------------------------------------------------------------------- pieces

LITE = [0]  # detail level: 0 full; higher levels draw fewer highlights and pieces so a file stays small


def piece(form, colour, x, y, s, a):
    t = f"translate({num(x)} {num(y)}) rotate({num(a)})"
    dark = shade(colour, -0.18)
    if form == "leaf":
        return path(f"M{num(-s)} 0Q0 {num(-s)} {num(s)} 0Q0 {num(s * .8)} {num(-s)} 0Z", colour, transform=t)
    if form == "chunk":
        return rect(-s, -s * .55, s * 2, s * 1.1, s * .4, colour, transform=t) + ("" if LITE[0] > 1 else
            path(f"M{num(-s * .5)} {num(-s * .3)}v{num(s * .6)}M{num(s * .3)} {num(-s * .3)}v{num(s * .6)}",
                 stroke=dark, stroke_width=2.5, stroke_linecap="round", transform=t))
    if form == "ball":
        return circle(x, y, s * .75, colour) + ("" if LITE[0] else
                                                circle(x - s * .25, y - s * .25, s * .22, "#fff", fill_opacity=".35"))
    if form == "egg":
        return ellipse(x, y, s * .95, s * .75, "#fff", transform=f"rotate({num(a)} {num(x)} {num(y)})") + \
            circle(x + s * .1, y, s * .42, "#fbbf24")
    if form == "avo":
        return group([ellipse(0, 0, s, s * .72, "#4d7c0f"), ellipse(0, 0, s * .82, s * .58, "#d9f99d"),
                      circle(s * .18, 0, s * .3, "#92400e")], t)
    if form == "shrimp":
        return path(f"M{num(-s * .7)} {num(s * .2)}A{num(s * .7)} {num(s * .7)} 0 1 1 {num(s * .5)} {num(s * .5)}",
                    stroke=colour, stroke_width=num(s * .55), stroke_linecap="round", transform=t)
    if form == "slice":
        return circle(x, y, s * .72, colour) + circle(x, y, s * .46, shade(colour, .45))
    if form == "strip":
        return rect(-s, -s * .2, s * 2, s * .4, s * .2, colour, transform=t)
    if form == "scoop":
        return path(f"M{num(-s)} {num(s * .3)}Q{num(-s)} {num(-s * .8)} 0 {num(-s * .8)}"
                    f"Q{num(s)} {num(-s * .8)} {num(s)} {num(s * .3)}Z", colour, transform=t) + ("" if LITE[0] else
            path(f"M{num(-s * .5)} {num(-s * .2)}q{num(s * .5)} {num(-s * .3)} {num(s)} 0", stroke="#fff",
                 stroke_opacity=".45", stroke_width=2.5, stroke_linecap="round", transform=t))
    # dot
    return circle(x, y, s * .5, colour) + ("" if LITE[0] else
                                           circle(x - s * .16, y - s * .16, s * .15, "#fff", fill_opacity=".4"))


CLUSTER = [(0, 0), (-1.05, -.25), (1.0, -.35), (.1, .55), (-.4, -.75)]
SLOTS = {1: [(0, -.1)], 2: [(-.42, -.1), (.42, -.1)], 3: [(-.62, 0), (0, -.35), (.62, 0)],
         4: [(-.68, .05), (-.23, -.35), (.23, -.35), (.68, .05)]}


def toppings(tops, cx, cy, rx, ry, s, rand, per=3):
    """Pieces of each topping in its own section of the area, like a poke bowl."""
    out = []
    k = len(tops)
    if not k:
        return ""
    for (colour, form, _), (sx, sy) in zip(tops, SLOTS[min(k, 4)]):
        ax, ay = cx + sx * rx, cy + sy * ry
        n = per + (1 if form in ("dot", "leaf") else 0) - (1 if form in ("egg", "avo") else 0) - LITE[0]
        n = max(1, min(n + (1 if k == 1 else 0), len(CLUSTER)))
        size = s * (1.2 if form in ("egg", "avo", "scoop") else 1)
        for j in range(n):
            ox, oy = CLUSTER[j]
            out.append(piece(form, colour, ax + ox * size * 1.2, ay + oy * size * .8, size,
                             rand.between(-35, 35)))
    return "".join(out)


def drizzle(colour, x0, y0, width, rand, amp=8):
    if not colour:
        return ""
    d = f"M{num(x0)} {num(y0)}"
    step = width / 6
    for i in range(6):
        d += f"l{num(step)} {num(-amp if i % 2 == 0 else amp)}"
    return path(d, stroke=colour, stroke_width=4, stroke_linecap="round", stroke_linejoin="round")


def leaf_bed(colours, cx, cy, rx, ry, rand, n=9):
    out = []
    for i in range(n):
        x = cx + rx * (-0.85 + 1.7 * i / (n - 1)) + rand.between(-6, 6)
        y = cy - ry * (0.55 - abs(i - (n - 1) / 2) / n) + rand.between(-5, 5)
        out.append(piece("leaf", colours[i % len(colours)], x, y, rand.between(24, 30), rand.between(-50, 50)))
    return "".join(out)


# ----------------------------------------------------------------------------------------------- vessels

def bowl_front(cid, band, x=160, y=126, rx=112, depth=76):
    left, right = x - rx, x + rx
    body = f"M{num(left)} {num(y)}A{num(rx)} {num(depth)} 0 0 0 {num(right)} {num(y)}Z"
    return (f'<clipPath id="{cid}"><path d="{body}"/></clipPath>' + path(body, "#fff") +
            rect(left - 8, y + depth * .3, rx * 2 + 16, 12, 0, band, clip_path=f"url(#{cid})") +
            path(body[:-1], stroke=CREAM, stroke_width=3))


def draw_bowl(shape, p, rand, cid):
    band = BANDS.get(shape, GREEN)
    tops = p["tops"]
    # Without a grain or greens bed (sides, stews) the bowl is filled with its main ingredient or sauce.
    filler = p["base"] or (shade(tops[0][0], -.08) if tops else p["sauce"]) or "#e9d5a5"
    base = soften(filler)
    out = [ellipse(160, 126, 112, 24, CREAM)]
    if shape == "curry":
        liquid = p["liquid"] or WARM
        out.append(ellipse(160, 122, 104, 20, liquid))
        out.append(circle(100, 112, 30, base) + circle(128, 106, 24, base) + circle(80, 118, 22, base))
        out.append(toppings(tops[:3], 192, 106, 70, 16, 19, rand, per=3))
        out.append(piece("leaf", GREEN, 150, 98, 13, -30))
    else:
        out.append(ellipse(160, 118, 104, 22, base))
        for x, y, r in ((78, 114, 28), (118, 102, 34), (164, 98, 36), (208, 102, 34), (246, 114, 26)):
            out.append(circle(x, y, r, base))
        out.append(toppings(tops, 162, 98, 100, 30, 22, rand))
    out.append(drizzle(p["sauce"], 104, 96, 110, rand))
    out.append(bowl_front(cid, band))
    return out


def draw_salad(p, rand, cid):
    greens = [c for c, f, _ in p["tops"] if f == "leaf"] + ([p["base"]] if p["base"] else [])
    greens = greens or ["#4ade80"]
    greens = list(dict.fromkeys(greens + [shade(greens[0], -.25), "#22c55e"]))[:3]
    others = [t for t in p["tops"] if t[1] != "leaf"][:3]
    out = [ellipse(160, 128, 122, 28, CREAM), ellipse(160, 122, 112, 22, greens[0])]
    out.append(leaf_bed(greens, 160, 120, 100, 34, rand))
    out.append(toppings(others, 160, 100, 96, 26, 20, rand))
    out.append(drizzle(p["sauce"], 100, 100, 120, rand, 7))
    body = "M38 128A122 58 0 0 0 282 128Z"
    out.append(f'<clipPath id="{cid}"><path d="{body}"/></clipPath>' + path(body, "#fff") +
               rect(30, 146, 260, 10, 0, GREEN, clip_path=f"url(#{cid})") +
               path(body[:-1], stroke=CREAM, stroke_width=3))
    return out


def chopsticks():
    return (rect(196, 36, 8, 128, 4, "#b45309", transform="rotate(38 200 100)") +
            rect(212, 40, 8, 128, 4, "#d97706", transform="rotate(30 216 104)"))


def draw_soup(shape, p, rand, cid):
    liquid = p["liquid"] or "#fde68a"
    out = []
    out.append("".join(path(f"M{x} 62q-8-12 0-24t0-24", stroke="#a8a29e", stroke_opacity=".4", stroke_width=5,
                            stroke_linecap="round") for x in (120, 160, 200)) if shape != "ramen" else "")
    out.append(ellipse(160, 126, 112, 24, CREAM))
    out.append(ellipse(160, 124, 104, 20, liquid))
    out.append(ellipse(140, 120, 60, 8, "#fff", fill_opacity=".2"))
    tops = p["tops"]
    if shape in ("ramen",) and p["base"]:
        noodle = p["base"]
        for i, y in enumerate((118, 126, 132)):
            out.append(path(f"M{84 + i * 6} {y}q12-8 24 0t24 0t24 0t24 0t24 0", stroke=noodle, stroke_width=5,
                            stroke_linecap="round"))
        out.append(rect(210, 86, 30, 36, 4, "#14532d", transform="rotate(10 225 104)"))
        out.append(toppings(tops[:3], 150, 110, 84, 12, 19, rand, per=2))
        out.append(chopsticks())
    else:
        if p["base"]:
            out.append(toppings([(p["base"], "dot", "")], 112, 120, 30, 8, 18, rand, per=3))
        out.append(toppings(tops[:3], 170, 114, 84, 14, 19, rand, per=3))
        out.append(piece("leaf", GREEN, 200, 110, 12, 20))
    out.append(bowl_front(cid, BANDS.get(shape, ORANGE)))
    return out


def plate(y=150, rx=132, ry=52):
    return (ellipse(160, y, rx, ry, "#fff") + ellipse(160, y - 2, rx * .8, ry * .72, "#f5f5f4") +
            path(f"M{num(160 - rx)} {y}a{rx} {ry} 0 0 0 {2 * rx} 0", stroke=CREAM, stroke_width=4))


def draw_plate(shape, p, rand):
    out = [plate()]
    tops = p["tops"]
    base = p["base"]
    if shape == "pasta":
        noodle = base or "#e8c27a"
        out.append(ellipse(160, 140, 76, 32, noodle))
        for i in range(5):
            out.append(path(f"M{96 + i * 6} {132 + i * 4}q32-{18 - i * 2} 64 0t64 0",
                            stroke=shade(noodle, -.15 if i % 2 else .2), stroke_width=4, stroke_linecap="round"))
        sauce = p["sauce"] or p["liquid"]
        if sauce:
            out.append(ellipse(160, 126, 40, 16, sauce))
        out.append(toppings(tops[:3], 160, 126, 60, 12, 11, rand, per=3))
        out.append(piece("leaf", GREEN, 182, 116, 11, 20) + piece("leaf", DEEP_GREEN, 142, 118, 10, -30))
        return out
    if shape == "skewer":
        cols = [c for c, _, _ in tops[:3]] or ["#e9b872"]
        if base:
            out.append(circle(118, 154, 22, base) + circle(142, 160, 20, base) + circle(100, 162, 18, base))
        for k, (y0, ang) in enumerate(((118, -12), (150, -8))):
            items = [rect(-136 + i * 40, -13, 30, 26, 8, cols[(i + k) % len(cols)]) for i in range(6)]
            out.append(group([rect(-150, -3, 290, 6, 3, "#b45309")] + items, f"translate(170 {y0}) rotate({ang})"))
        out.append(drizzle(p["sauce"], 190, 168, 60, rand, 5))
        return out
    if shape == "dumplings":
        colour = tops[0][0] if tops else "#fde68a"
        for i, (x, y) in enumerate(((104, 138), (148, 128), (192, 130), (124, 162), (170, 162))):
            out.append(path(f"M{x - 26} {y + 8}Q{x} {y - 34} {x + 26} {y + 8}Z", colour) +
                        path(f"M{x - 10} {y - 6}l3 8M{x} {y - 10}v9M{x + 10} {y - 6}l-3 8", stroke=shade(colour, -.2),
                             stroke_width=2.5, stroke_linecap="round") +
                        path(f"M{x - 26} {y + 8}Q{x} {y + 14} {x + 26} {y + 8}", stroke="#d97706", stroke_width=4,
                             stroke_linecap="round"))
        out.append(ellipse(236, 160, 26, 12, "#fff", stroke=CREAM, stroke_width=3) +
                   ellipse(236, 159, 19, 8, "#451a03"))
        return out
    if shape == "rolls":
        cols = [c for c, _, _ in tops[:3]] or ["#fdba74"]
        for k, x in enumerate((64, 136)):
            inner = [rect(8 + i * 20, 10, 16, 50, 8, cols[i % len(cols)]) for i in range(4)]
            out.append(group([rect(0, 0, 96, 70, 32, "#fff7ed")] + inner +
                             [rect(0, 0, 96, 70, 32, "#fff", fill_opacity=".55"),
                              path("M18 14q30-8 60 0", stroke="#fff", stroke_width=4, stroke_linecap="round")],
                             f"translate({x} {96 + k * 14}) rotate({-14 + k * 10} 48 35)"))
        sauce = p["sauce"] or "#b45309"
        out.append(ellipse(250, 156, 32, 15, "#fff", stroke=CREAM, stroke_width=3) + ellipse(250, 155, 24, 10, sauce))
        return out
    # a plated main: grain bed at the back left, main piece in front, vegetables at the right
    if base:
        out.append(ellipse(108, 136, 50, 26, base))
        for x, y, r in ((90, 126, 24), (118, 118, 26), (134, 132, 22)):
            out.append(circle(x, y, r, base))
        for x, y in ((96, 122), (116, 112), (124, 130), (104, 140), (86, 134)):
            out.append(ellipse(x, y, 4, 2, shade(base, .5)))
    main = tops[0] if tops else ("#e9b872", "chunk", "")
    colour, form, _ = main
    if form in ("chunk", "shrimp", "ball"):
        out.append(group([rect(-56, -26, 112, 52, 24, colour),
                          path("M-30-16l-10 32M-4-18l-10 36M22-16l-10 32", stroke=shade(colour, -.25), stroke_width=5,
                               stroke_linecap="round"),
                          ellipse(-14, -12, 24, 6, "#fff", fill_opacity=".2")], "translate(170 152) rotate(-8)"))
    else:
        out.append(toppings([main], 168, 150, 40, 10, 20, rand, per=4))
    out.append(toppings(tops[1:4], 222, 126, 50, 30, 19, rand, per=3))
    out.append(drizzle(p["sauce"], 134, 146, 72, rand, 6))
    out.append(piece("leaf", GREEN, 200, 136, 12, -20))
    return out


def draw_wrap(shape, p, rand):
    tortilla = p["base"] or "#f1d39a"
    cols = [c for c, _, _ in p["tops"][:4]] or ["#84cc16"]
    out = []
    for k, (x, a) in enumerate(((118, -10), (202, 8))):
        fill = [circle(-14 + (i % 3) * 14, -6 + (i // 3) * 12, 8, cols[i % len(cols)]) for i in range(6)]
        body = [rect(-44, -18, 88, 110, 40, tortilla),
                ellipse(0, -8, 44, 26, shade(tortilla, -.12)), ellipse(0, -8, 36, 19, cols[0])] + fill + \
               [path("M-44 40h88v28a24 24 0 0 1-24 24h-40a24 24 0 0 1-24-24z", "#d9a066" if k else "#fff"),
                rect(-44, 48, 88, 8, 0, WARM if k else GREEN)]
        out.append(group(body, f"translate({x} 104) rotate({a})"))
    return out


def draw_taco(p, rand):
    shell = p["base"] or "#f5d77e"
    cols = [(c, f) for c, f, _ in p["tops"][:4]] or [("#84cc16", "leaf")]
    out = []
    for k, x in enumerate((96, 160, 224)):
        parts = []
        for i in range(5):
            c, f = cols[(i + k) % len(cols)]
            parts.append(piece("leaf" if f == "leaf" else ("dot" if f not in ("chunk", "shrimp") else f), c,
                               -32 + i * 16, -8 + (i % 2) * 5, 18 if f != "dot" else 22, -20 + i * 10))
        parts.append(path("M-46 0A46 46 0 0 0 46 0Z", shell))
        parts.append(path("M-46 0A46 46 0 0 0 46 0", stroke=shade(shell, -.2), stroke_width=3))
        parts.append(circle(-18, 18, 3, shade(shell, -.25)) + circle(8, 28, 3, shade(shell, -.25)))
        out.append(group(parts, f"translate({x} {130 + (k % 2) * 8}) rotate({-6 + k * 6})"))
    out.append(path("M244 176a18 18 0 0 1 36 0z", "#84cc16") + path("M248 176a14 14 0 0 1 28 0z", "#d9f99d"))
    return out


def layers_stack(x, y, width, cols, bread, top_h=30, bun=False):
    out = []
    h = y
    out.append(rect(x, h, width, 22, 9, bread))
    h -= 2
    for i, (c, f) in enumerate(cols):
        if f == "leaf":
            waves = int((width + 8) / 12)
            out.append(path(f"M{x - 4} {h}" + "q6-10 12 0" * waves + f"v6h-{waves * 12}z", c))
            h -= 8
        else:
            out.append(rect(x + 2, h - 10, width - 4, 13, 6, c))
            h -= 11
    if bun:
        out.append(path(f"M{x - 2} {h + 2}C{x - 2} {h - 56} {x + width + 2} {h - 56} {x + width + 2} {h + 2}Z", bread))
        for sx, sy in ((.3, -26), (.5, -34), (.7, -26), (.42, -18), (.6, -16)):
            out.append(ellipse(x + width * sx, h + sy, 3, 1.8, "#fef9c3"))
    else:
        out.append(rect(x, h - top_h + 4, width, top_h, 12, bread))
        out.append(rect(x + 6, h - top_h + 9, width - 12, top_h - 12, 9, shade(bread, .35)))
    return out


def draw_sandwich(shape, p, rand):
    bread = p["base"] or "#d9a066"
    cols = [(c, f) for c, f, _ in p["tops"][:3]] or [("#84cc16", "leaf")]
    if shape == "burger":
        order = sorted(cols, key=lambda cf: cf[1] != "chunk")
        out = layers_stack(90, 170, 140, list(reversed(order)), bread, bun=True)
        return out
    out = []
    out.append(group(layers_stack(-60, 30, 116, cols, bread), "translate(112 136) rotate(-6)"))
    out.append(group(layers_stack(-56, 30, 116, list(reversed(cols)), bread), "translate(208 140) rotate(5)"))
    out.append(rect(155, 60, 4, 40, 2, "#b45309") + circle(157, 58, 6, WARM))
    return out


def draw_toast(p, rand):
    bread = p["base"] or "#d9a066"
    tops = p["tops"]
    out = [plate(156, 124, 44)]
    out.append(group([path("M-70 50V-20a40 36 0 0 1 30-34h80a40 36 0 0 1 30 34v70z", bread),
                      path("M-60 44V-18a32 28 0 0 1 24-28h72a32 28 0 0 1 24 28v62z", shade(bread, .4))],
                     "translate(160 112) rotate(-4)"))
    if tops:
        spread = tops[0]
        out.append(ellipse(158, 118, 48, 28, spread[0]))
        out.append(toppings(tops[1:4] or [spread], 158, 112, 44, 18, 12, rand, per=3))
    out.append(piece("leaf", GREEN, 190, 96, 9, 30))
    return out


def draw_sushi(p, rand):
    out = [group([rect(-120, -34, 240, 68, 14, "#d9a066"), rect(-120, 22, 240, 12, 6, "#b7814a")],
                 "translate(160 150) rotate(-4)")]
    tops = [c for c, _, _ in p["tops"][:3]] or ["#fb7185"]
    if p["base"]:
        for i, x in enumerate((88, 136, 184)):
            y = 130 - (i % 2) * 6
            out.append(circle(x, y, 24, "#1c1917") + circle(x, y, 19, "#fafaf9"))
            for j in range(min(3, len(tops))):
                out.append(circle(x - 5 + j * 5, y - 3 + (j % 2) * 6, 6, tops[(i + j) % len(tops)]))
    else:
        for i in range(5):
            c = tops[i % len(tops)]
            out.append(rect(64 + i * 28, 112 + (i % 2) * 4, 34, 44, 12, c, transform=f"rotate(-12 {80 + i * 28} 134)"))
            out.append(path(f"M{72 + i * 28} {122 + (i % 2) * 4}l18 26", stroke="#fff", stroke_opacity=".5",
                            stroke_width=3, stroke_linecap="round", transform=f"rotate(-12 {80 + i * 28} 134)"))
    out.append(path("M222 136c6-14 22-14 24 0-8 6-18 6-24 0z", "#fecdd3") +
               path("M230 146c6-12 20-12 22 0-8 6-16 6-22 0z", "#fda4af"))
    out.append(circle(254, 124, 8, "#84cc16"))
    out.append(ellipse(262, 184, 24, 10, "#fff", stroke=CREAM, stroke_width=3) + ellipse(262, 183, 17, 6, "#451a03"))
    return out


def glass(x, y, w, h, fill, straw=None):
    taper = w * .08
    body = f"M{num(x)} {num(y)}h{num(w)}l{num(-taper)} {num(h)}q0 6-8 6h{num(-(w - 2 * taper - 16))}q-8 0-8-6z"
    out = []
    if straw:
        out.append(rect(x + w * .55, y - 44, 9, 80, 4, straw, transform=f"rotate(14 {num(x + w * .55)} {num(y)})"))
    out.append(path(body, fill))
    out.append(rect(x + 10, y + 10, 8, h - 24, 4, "#fff", fill_opacity=".35"))
    out.append(path(f"M{num(x)} {num(y)}h{num(w)}", stroke="#fff", stroke_opacity=".7", stroke_width=4,
                    stroke_linecap="round"))
    return out


def drink_colour(p):
    tops = [c for c, f, k in p["tops"] if k not in ("lemon", "lime")]
    if tops:
        return tops[0]
    return p["liquid"] or "#fde68a"


def draw_drink(shape, p, rand):
    out = []
    liquid = drink_colour(p)
    fruit = [c for c, f, k in p["tops"]]
    if shape == "juice":
        colour = p["liquid"] if p["liquid"] and p["liquid_key"] not in ("coconut_water", "water") and not fruit \
            else liquid
        body = "M128 98q0-14 14-20v-18h36v18q14 6 14 20v100q0 10-10 10h-44q-10 0-10-10z"
        out.append(path(body, colour))
        out.append(rect(136, 46, 48, 16, 5, GREEN))
        out.append(rect(134, 118, 52, 48, 10, "#fff", fill_opacity=".88"))
        out.append(path("M148 150c0-14 9-22 24-22 0 15-9 23-22 23z", GREEN) +
                    path("M150 150 164 137", stroke="#fff", stroke_width=2.5, stroke_linecap="round"))
        out.append(rect(136, 92, 7, 96, 3.5, "#fff", fill_opacity=".35"))
        f1 = fruit[0] if fruit else ORANGE
        out.append(circle(226, 178, 26, f1) + circle(226, 178, 19, shade(f1, .4)) +
                   path("M226 178l0-16M226 178l14 8M226 178l-14 8", stroke=f1, stroke_width=2))
        out.append(piece("leaf", GREEN, 96, 184, 16, -20) + circle(92, 168, 12, fruit[1] if len(fruit) > 1 else f1))
        return out
    if shape == "smoothie":
        out.extend(glass(118, 74, 84, 126, liquid, straw=GREEN))
        out.append(ellipse(160, 76, 42, 8, shade(liquid, .3)))
        f2 = fruit[1] if len(fruit) > 1 else (fruit[0] if fruit else ORANGE)
        out.append(circle(202, 78, 16, f2) + circle(202, 78, 10, shade(f2, .4)))
        out.append(circle(96, 190, 12, fruit[0] if fruit else ORANGE) + piece("leaf", GREEN, 232, 188, 14, 20))
        return out
    iced = p["iced"]
    colour = p["liquid"] or "#78350f"
    milk = "#f5ecd9" if any(k in ("milk", "oat_milk", "almond_milk", "soy_milk") for k in [p["liquid_key"]]) else None
    if iced:
        out.extend(glass(120, 70, 80, 130, colour if shape != "coffee" or not milk else "#d6b48c"))
        for x, y in ((136, 84), (162, 92), (146, 110)):
            out.append(rect(x, y, 20, 20, 5, "#fff", fill_opacity=".55", transform=f"rotate(15 {x + 10} {y + 10})"))
        if shape == "tea" or not milk:
            out.append(circle(196, 76, 16, "#fde047") + circle(196, 76, 11, "#fef9c3"))
        out.append(piece("leaf", GREEN, 230, 188, 14, 20))
        return out
    cup = colour
    out.append(ellipse(160, 186, 80, 18, "#fff") + ellipse(160, 184, 56, 10, "#f5f5f4"))
    out.append(path("M206 124a22 20 0 1 1 0 40", stroke="#fff", stroke_width=10))
    out.append(path("M104 112h112v38a56 40 0 0 1-112 0z", "#fff"))
    out.append(rect(104, 130, 112, 10, 0, GREEN if shape == "tea" else WARM))
    out.append(ellipse(160, 112, 56, 14, CREAM) + ellipse(160, 113, 50, 11, cup))
    if milk and shape == "coffee" or p["liquid_key"] == "milk":
        out.append(path("M160 120c-12-6-14-14-4-16 3 0 4 2 4 4 0-2 1-4 4-4 10 2 8 10-4 16z", "#fff", fill_opacity=".8"))
    out.append("".join(path(f"M{x} 92q-6-10 0-20t0-20", stroke="#a8a29e", stroke_opacity=".4", stroke_width=5,
                            stroke_linecap="round") for x in (146, 174)))
    return out


DESSERT_FORMS = {"brownie": "bar", "cheesecake": "bar", "tiramisu": "bar", "banana_bread": "bar", "baklava": "bar",
                 "mochi": "ball", "gulab_jamun": "ball", "ice_cream": "ball", "mango_sorbet": "ball",
                 "energy_ball": "ball", "churros": "stick", "croissant": "crescent", "vegan_cookie": "cookie",
                 "flan": "dome", "panna_cotta": "dome", "sticky_rice": "dome", "avocado": "cup"}


def draw_dessert(p, rand):
    key = p["main_key"]
    form = DESSERT_FORMS.get(key, "ball")
    main = next((c for c, f, k in p["tops"] if k == key), None) or p["base"] or "#fef3c7"
    extra = [c for c, f, k in p["tops"] if k != key]
    out = [plate(162, 110, 40)]
    if form == "bar":
        out.append(group([path("M-60 10l60-40 60 20v34l-60 30-60-14z", main),
                          path("M-60 10l60 16 60-26", stroke=shade(main, .35), stroke_width=4),
                          path("M0 26v34", stroke=shade(main, -.2), stroke_width=3),
                          rect(-60, 10, 60, 8, 0, shade(main, -.15), transform="skewY(15)")],
                         "translate(160 132)"))
    elif form == "ball":
        for x, y in ((130, 140), (182, 138), (156, 118)) if key != "mango_sorbet" else ((160, 128),):
            out.append(circle(x, y, 28 if key == "mango_sorbet" else 24, main) +
                       circle(x - 8, y - 8, 7, "#fff", fill_opacity=".35"))
    elif form == "stick":
        for i in range(3):
            out.append(rect(96 + i * 8, 100 + i * 16, 130, 20, 10, main, transform=f"rotate({-10 + i * 6} 160 130)") +
                       path(f"M{110 + i * 8} {110 + i * 16}h100", stroke=shade(main, -.2), stroke_width=3,
                            stroke_dasharray="8 6", transform=f"rotate({-10 + i * 6} 160 130)"))
    elif form == "crescent":
        out.append(path("M96 150C90 100 230 100 224 150c-14-8-24-10-32-4-10-16-54-16-64 0-8-6-18-4-32 4z", main) +
                   path("M128 146c4-20 60-20 64 0", stroke=shade(main, -.2), stroke_width=4))
    elif form == "cookie":
        out.append(circle(160, 140, 44, main))
        for x, y in ((140, 126), (172, 130), (152, 152), (182, 154), (160, 140)):
            out.append(circle(x, y, 5, "#451a03"))
    elif form == "cup":
        out.append(path("M118 104h84l-8 56q-2 10-12 10h-44q-10 0-12-10z", "#fff") +
                   ellipse(160, 106, 40, 10, "#451a03"))
        out.append(circle(150, 100, 6, "#fbbf24") + piece("leaf", GREEN, 172, 98, 10, 20))
    else:  # dome
        out.append(path("M108 152q0-56 52-56t52 56z", soften(main), stroke=CREAM, stroke_width=3))
        if key == "flan":
            out.append(path("M122 112q38-26 76 0q-38 10-76 0z", "#b45309"))
        out.append(path("M120 140q4-34 40-36", stroke="#fff", stroke_opacity=".4", stroke_width=5,
                        stroke_linecap="round"))
    sauce = extra[0] if extra else None
    if sauce:
        out.append(toppings([(sauce, "slice" if form == "dome" else "dot", "")], 208, 160, 20, 6, 12, rand, per=3))
    out.append(piece("leaf", GREEN, 118, 116, 10, -30))
    return out


def draw_parfait(p, rand):
    layers = ([p["base"]] if p["base"] else []) + [c for c, f, k in p["tops"]]
    layers = layers or ["#fef3c7"]
    out = []
    x, y, w, h = 116, 70, 88, 132
    body = f"M{x} {y}h{w}l-6 {h - 8}q-1 8-9 8h-{w - 30}q-8 0-9-8z"
    out.append(path(body, "#fff", fill_opacity=".9"))
    n = min(4, len(layers))
    lh = (h - 28) / n
    for i in range(n):
        c = layers[i]
        yy = y + h - 10 - (i + 1) * lh
        out.append(path(f"M{x + 6} {num(yy + lh)}V{num(yy + 4)}q{num((w - 12) / 4)} -8 {num((w - 12) / 2)} 0"
                        f"t{num((w - 12) / 2)} 0V{num(yy + lh)}z", c))
    tops = p["tops"][:3]
    out.append(toppings(tops, 160, 70, 34, 6, 11, rand, per=2))
    out.append(rect(x + 10, y + 12, 7, h - 30, 3.5, "#fff", fill_opacity=".4"))
    out.append(path(body, stroke=CREAM, stroke_width=3))
    out.append(piece("leaf", GREEN, 176, 58, 10, 30))
    return out


def draw_pancakes(p, rand):
    base = p["base"] or "#e0a458"
    out = [plate(166, 120, 44)]
    for i in range(3):
        y = 158 - i * 20
        out.append(ellipse(160, y + 6, 76, 22, shade(base, -.2)) + ellipse(160, y, 76, 22, base))
    out.append(ellipse(160, 114, 66, 16, shade(base, .25)))
    out.append(path("M112 114q30 14 84-4v10q-6 8-8 24", stroke="#b45309", stroke_width=7, stroke_linecap="round",
                    stroke_opacity=".8"))
    out.append(toppings(p["tops"][:2], 160, 106, 40, 6, 12, rand, per=3))
    out.append(piece("leaf", GREEN, 196, 100, 10, 20))
    return out


def draw_fries(p, rand):
    colour = p["tops"][0][0] if p["tops"] else "#facc15"
    out = []
    for i in range(9):
        x = 118 + i * 10
        out.append(rect(x, 56 + (i * 37 % 5) * 6, 14, 90, 4, colour if i % 3 else shade(colour, -.15),
                        transform=f"rotate({-14 + i * 3.5} {x + 7} 150)"))
    out.append(path("M106 110h108l-14 94q-2 6-8 6h-64q-6 0-8-6z", WARM))
    out.append(path("M106 110h108l-3 18q-51 14-102 0z", ORANGE))
    out.append(path("M148 150c0-14 9-22 24-22 0 15-9 23-22 23z", "#fff") +
               path("M150 150 164 137", stroke=WARM, stroke_width=2.5, stroke_linecap="round"))
    out.append(ellipse(246, 186, 26, 12, "#fff", stroke=CREAM, stroke_width=3) + ellipse(246, 185, 19, 8, "#dc2626"))
    return out


def draw_flatbread(p, rand):
    base = p["base"] or "#e8c27a"
    out = [plate(156, 124, 44)]
    if p["main_key"] == "sourdough":
        out.append(ellipse(160, 128, 66, 42, base) + ellipse(160, 122, 56, 32, shade(base, .12)))
        for dx in (-24, 0, 24):
            out.append(path(f"M{160 + dx - 10} 108l20 28", stroke=shade(base, -.25), stroke_width=5,
                            stroke_linecap="round"))
        return out
    out.append(ellipse(146, 126, 80, 36, shade(base, -.1)))
    out.append(ellipse(170, 138, 80, 34, base))
    for x, y, r in ((140, 132, 6), (176, 142, 5), (204, 132, 7), (160, 150, 4), (122, 142, 5)):
        out.append(circle(x, y, r, "#78350f", fill_opacity=".35"))
    out.append(piece("leaf", GREEN, 196, 118, 10, 20))
    return out


def draw(shape, p, rand, cid):
    if shape in ("bowl", "poke", "acai", "curry", "side"):
        return draw_bowl(shape, p, rand, cid)
    if shape == "salad":
        return draw_salad(p, rand, cid)
    if shape in ("soup", "ramen"):
        return draw_soup(shape, p, rand, cid)
    if shape == "noodles":
        return draw_noodles(p, rand, cid)
    if shape in ("plate", "pasta", "skewer", "dumplings", "rolls"):
        return draw_plate(shape, p, rand)
    if shape in ("wrap", "burrito"):
        return draw_wrap(shape, p, rand)
    if shape == "taco":
        return draw_taco(p, rand)
    if shape in ("sandwich", "burger"):
        return draw_sandwich(shape, p, rand)
    if shape == "toast":
        return draw_toast(p, rand)
    if shape == "sushi":
        return draw_sushi(p, rand)
    if shape in ("smoothie", "juice", "coffee", "tea"):
        return draw_drink(shape, p, rand)
    if shape == "dessert":
        return draw_dessert(p, rand)
    if shape == "parfait":
        return draw_parfait(p, rand)
    if shape == "pancakes":
        return draw_pancakes(p, rand)
    if shape == "fries":
        return draw_fries(p, rand)
    if shape == "flatbread":
        return draw_flatbread(p, rand)
    raise ValueError(shape)


def draw_noodles(p, rand, cid):
    noodle = p["base"] or "#fde68a"
    out = [ellipse(160, 126, 112, 24, CREAM), ellipse(160, 122, 104, 20, noodle)]
    for i, y in enumerate((100, 108, 116, 124)):
        out.append(path(f"M{70 + i * 4} {y}q11-10 22 0t22 0t22 0t22 0t22 0t22 0t22 0",
                        stroke=shade(noodle, -.12 if i % 2 else .25),
                        stroke_width=5, stroke_linecap="round"))
    out.append(toppings(p["tops"][:4], 156, 100, 90, 20, 19, rand, per=3))
    out.append(drizzle(p["sauce"], 110, 100, 90, rand, 6))
    out.append(chopsticks())
    out.append(bowl_front(cid, BANDS["noodles"]))
    return out


# ----------------------------------------------------------------------------------------------- documents

def frame(width, height, bg, rand, content, scale=1.0):
    cx, cy = width / 2, height / 2
    deco = [
        f'<rect width="{width}" height="{height}" fill="{bg}"/>',
        circle(cx, cy - 4 * scale, 98 * scale, accent_for(bg), fill_opacity=".08"),
        circle(rand.between(24, 64) * scale, rand.between(30, 70) * scale, 6 * scale, ORANGE),
        circle(width - rand.between(24, 60) * scale, rand.between(24, 60) * scale, 4.5 * scale, "#22c55e"),
        circle(width - rand.between(30, 70) * scale, height - rand.between(40, 80) * scale, 4 * scale, ORANGE,
               fill_opacity=".7"),
        piece("leaf", "#22c55e", rand.between(26, 50) * scale, height - rand.between(40, 70) * scale, 14 * scale,
              rand.between(-60, -20)),
        ellipse(cx, height - 34 * scale, 118 * scale, 10 * scale, "#052e16", fill_opacity=".12"),
    ]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}">' + "".join(deco) + "".join(content) + "</svg>\n")


def colour_distance(a, b):
    if a == b:
        return 0.0
    if not a or not b:
        return 0.8
    return math.dist(rgb(a), rgb(b))


def palette_distance(p, q):
    d = colour_distance(p["base"], q["base"]) + colour_distance(p["liquid"], q["liquid"])
    d += colour_distance(p["sauce"], q["sauce"]) * .3
    for i, weight in enumerate((2.0, 1.0, .5)):
        a = p["tops"][i] if i < len(p["tops"]) else None
        b = q["tops"][i] if i < len(q["tops"]) else None
        if a is None or b is None:
            d += 0 if a is b else weight
        else:
            d += weight * (colour_distance(a[0], b[0]) + (.5 if a[1] != b[1] else 0))
    if p.get("special") != q.get("special"):
        d += 5
    if p["iced"] != q["iced"]:
        d += 3
    return d


MAX_BYTES = 4096


def small_enough(render, start=0):
    """Renders at the fullest detail level that fits in MAX_BYTES."""
    for level in range(start, 4):
        LITE[0] = level
        try:
            svg = render()
        finally:
            LITE[0] = 0
        if len(svg.encode("utf-8")) <= MAX_BYTES:
            return svg
    return svg


def dish_pictures(recipes, budget):
    """{recipe id: (file name, SVG text)} using at most `budget` files.

    Every shape starts with its most typical dish as a representative; then, again and again, the dish that
    looks least like its nearest representative of the same shape becomes one too (farthest-point sampling on
    the palettes), until the budget is spent. Each dish uses the picture of its nearest representative, so it
    shows its own vessel and (nearly) its own colours."""
    pals = {}
    for r in recipes:
        p = palette(r)
        if r["shape"] in ("dessert", "flatbread"):
            p["special"] = DESSERT_FORMS.get(p["main_key"], p["main_key"])
        pals[r["id"]] = p
    by_shape = {}
    for r in sorted(recipes, key=lambda r: r["id"]):
        by_shape.setdefault(r["shape"], []).append(r)

    def dist(a, b):
        return palette_distance(pals[a["id"]], pals[b["id"]])

    chosen = {shape: [min(dishes, key=lambda r: (sum(dist(r, o) for o in dishes), r["id"]))]
              for shape, dishes in by_shape.items()}
    gap = {r["id"]: dist(r, chosen[r["shape"]][0]) for r in recipes}
    while sum(len(c) for c in chosen.values()) < budget:
        far = max(recipes, key=lambda r: (gap[r["id"]], r["id"]))
        if gap[far["id"]] <= 0:
            break
        chosen[far["shape"]].append(far)
        for r in by_shape[far["shape"]]:
            gap[r["id"]] = min(gap[r["id"]], dist(r, far))
    result = {}
    for shape in sorted(by_shape):
        drawn = {}
        for c in chosen[shape]:
            name = f"dish-{slug(c['id'])}.svg"
            bg = BACKGROUNDS[int(hashlib.sha256(c["id"].encode()).hexdigest()[:4], 16) % len(BACKGROUNDS)]
            drawn[c["id"]] = (name, small_enough(
                lambda: frame(320, 240, bg, Rand(c["id"]), draw(shape, pals[c["id"]], Rand(c["id"] + "/"), "c"))))
        for r in by_shape[shape]:
            nearest = min(chosen[shape], key=lambda c: (dist(r, c), c["id"]))
            result[r["id"]] = drawn[nearest["id"]]
    return result


MINT, CREAMY, PEACH = "#ecfdf5", "#fefce8", "#fff7ed"
COVER_TINTS = {"bowls": MINT, "salads": "#f0fdf4", "vegan": "#f7fee7", "thai": "#f7fee7", "vietnamese": MINT,
               "mediterranean": CREAMY, "breakfast": CREAMY, "sandwiches": CREAMY, "indian": "#fef9c3",
               "poke": PEACH, "japanese": PEACH, "mexican": "#ffedd5", "italian": PEACH, "soups": PEACH,
               "grill": "#ffedd5", "korean": PEACH, "juices-smoothies": "#f0fdf4"}
DRINKS = {"smoothie", "juice", "coffee", "tea"}


def accent_for(bg):
    """The soft circle behind a dish: green on green tints, warm on warm ones."""
    r, g, b = rgb(bg)
    return GREEN if g >= r - 0.01 else ORANGE


def slug(text):
    out = []
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    for ch in text.lower():
        if ch.isascii() and ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def cover_picture(restaurant, meta):
    """(file name, SVG text): the restaurant's signature dish and a drink or side on its category's tint."""
    dishes = [d["recipe"] for d in meta["dishes"]]
    hero = dishes[0]
    second = next((d for d in dishes if d["shape"] in DRINKS and d["shape"] != hero["shape"]), None) or \
        next((d for d in dishes if d["shape"] != hero["shape"]), dishes[1])
    rand = Rand(restaurant["name"])
    tint = COVER_TINTS.get(restaurant["categories"][0], MINT)
    accent = accent_for(tint)
    other = ORANGE if accent == GREEN else GREEN

    def render():
        main = draw(hero["shape"], palette(hero), Rand(hero["id"]), "a")
        side = draw(second["shape"], palette(second), Rand(second["id"]), "b")
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">'
                f'<rect width="640" height="360" fill="{tint}"/>' +
                circle(244, 168, 150, accent, fill_opacity=".1") + circle(500, 196, 92, other, fill_opacity=".1") +
                circle(dots[0], dots[1], 8, ORANGE) + circle(dots[2], dots[3], 6, "#22c55e") +
                circle(dots[4], dots[5], 5, ORANGE, fill_opacity=".7") +
                piece("leaf", "#22c55e", dots[6], dots[7], 16, dots[8]) +
                ellipse(244, 314, 160, 12, "#052e16", fill_opacity=".12") +
                ellipse(500, 314, 70, 9, "#052e16", fill_opacity=".12") +
                group(main, "translate(20 26) scale(1.4)") + group(side, "translate(364 139) scale(.85)") +
                piece("leaf", GREEN, 604, 300, 16, -30) + piece("leaf", DEEP_GREEN, 586, 318, 12, 20) +
                "</svg>\n")

    dots = [rand.between(30, 70), rand.between(40, 90), rand.between(570, 610), rand.between(30, 70),
            rand.between(440, 520), rand.between(24, 50), rand.between(30, 50), rand.between(290, 320),
            rand.between(-60, -20)]
    svg = small_enough(render, start=1)
    return f"cover-{slug(restaurant['name'])}.svg", svg


def check_svg(svg):
    problems = []
    size = len(svg.encode("utf-8"))
    if size > 4096:
        problems.append(f"{size} bytes (max 4096)")
    lowered = svg.lower()
    for bad in ("<script", "<text", "href", "http:", "https:", "<image", "@import", "javascript:", "<foreignobject"):
        if bad in lowered and not (bad == "http:" and 'xmlns="http://www.w3.org/2000/svg"' in svg
                                   and lowered.count("http:") == 1):
            problems.append(f"contains {bad}")
    if 'viewBox="0 0 320 240"' not in svg and 'viewBox="0 0 640 360"' not in svg:
        problems.append("unexpected viewBox")
    return problems
