#!/usr/bin/env python3
"""Writes the demo city's address file, Sources/FoodlyApp/Resources/demo/addresses.csv (deterministic: the same
file every run), in the address import format (docs/ADDRESS-FORMAT.md).

Each street is a line through anchor points (house number, latitude, longitude, postcode) — the demo
restaurants' own addresses among them — and gets house numbers every 20 on both sides (odd and even), placed
by interpolating between its anchors; a number takes the postcode of the nearest anchor. Most streets are in
San Francisco; a few in Oakland lie outside every demo restaurant's delivery area, for the "nobody delivers
there" case. Run it after changing the streets: scripts/demo-addresses.py
"""

from __future__ import annotations

import csv
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "Sources/FoodlyApp/Resources/demo/addresses.csv"

# street, city, [(number, latitude, longitude, postcode), ...] in number order
STREETS = [
    ("Valencia St", "San Francisco", [(1, 37.7723, -122.4228, "94103"), (600, 37.7617, -122.4217, "94110"),
                                      (900, 37.7589, -122.4214, "94110"), (1500, 37.7479, -122.4203, "94110")]),
    ("Mission St", "San Francisco", [(1, 37.7932, -122.3929, "94105"), (1600, 37.7722, -122.4194, "94103"),
                                     (2534, 37.7565, -122.4187, "94110"), (3300, 37.7440, -122.4210, "94110"),
                                     (4600, 37.7246, -122.4355, "94112")]),
    ("Market St", "San Francisco", [(1, 37.7946, -122.3942, "94105"), (1200, 37.7785, -122.4156, "94102"),
                                    (2100, 37.7676, -122.4290, "94114"), (2400, 37.7627, -122.4350, "94114")]),
    ("Folsom St", "San Francisco", [(1, 37.7905, -122.3900, "94105"), (725, 37.7826, -122.3995, "94107"),
                                    (1500, 37.7717, -122.4136, "94103"), (3000, 37.7490, -122.4140, "94110")]),
    ("Hayes St", "San Francisco", [(1, 37.7774, -122.4170, "94102"), (501, 37.7767, -122.4244, "94102"),
                                   (2000, 37.7738, -122.4550, "94117")]),
    ("Chestnut St", "San Francisco", [(1, 37.8045, -122.4040, "94133"), (2001, 37.8008, -122.4360, "94123"),
                                      (3300, 37.7995, -122.4480, "94123")]),
    ("Columbus Ave", "San Francisco", [(1, 37.7955, -122.4040, "94111"), (501, 37.7998, -122.4093, "94133"),
                                       (1400, 37.8073, -122.4190, "94133")]),
    ("Castro St", "San Francisco", [(1, 37.7690, -122.4362, "94114"), (455, 37.7614, -122.4350, "94114"),
                                    (1500, 37.7500, -122.4338, "94114"), (2000, 37.7420, -122.4330, "94131")]),
    ("Clement St", "San Francisco", [(1, 37.7833, -122.4590, "94118"), (520, 37.7829, -122.4647, "94118"),
                                     (3000, 37.7812, -122.4930, "94121")]),
    ("Judah St", "San Francisco", [(100, 37.7625, -122.4600, "94122"), (4035, 37.7604, -122.5056, "94122")]),
    ("Jones St", "San Francisco", [(1, 37.7810, -122.4120, "94102"), (1250, 37.7930, -122.4150, "94109"),
                                   (2800, 37.8070, -122.4176, "94133")]),
    ("Montgomery St", "San Francisco", [(1, 37.7892, -122.4020, "94104"), (220, 37.7913, -122.4020, "94104"),
                                        (1500, 37.8020, -122.4050, "94133")]),
    ("Connecticut St", "San Francisco", [(1, 37.7660, -122.3975, "94107"), (300, 37.7618, -122.3977, "94107"),
                                         (1600, 37.7470, -122.3970, "94107")]),
    ("24th St", "San Francisco", [(2000, 37.7540, -122.3990, "94107"), (3901, 37.7514, -122.4298, "94114"),
                                  (4800, 37.7502, -122.4440, "94114")]),
    ("Geary Blvd", "San Francisco", [(1000, 37.7855, -122.4210, "94109"), (5500, 37.7804, -122.4783, "94121"),
                                     (8000, 37.7795, -122.5090, "94121")]),
    ("Irving St", "San Francisco", [(1, 37.7645, -122.4580, "94122"), (2015, 37.7637, -122.4790, "94122"),
                                    (4500, 37.7625, -122.5080, "94122")]),
    ("Webster St", "San Francisco", [(1, 37.7710, -122.4295, "94117"), (1581, 37.7855, -122.4317, "94115"),
                                     (3700, 37.8040, -122.4350, "94123")]),
    ("9th Ave", "San Francisco", [(1, 37.7735, -122.4666, "94118"), (1246, 37.7648, -122.4663, "94122"),
                                  (2000, 37.7570, -122.4660, "94122")]),
    ("3rd St", "San Francisco", [(1, 37.7878, -122.4030, "94103"), (2401, 37.7585, -122.3882, "94107"),
                                 (5000, 37.7330, -122.3910, "94124")]),
    ("Fillmore St", "San Francisco", [(1, 37.7720, -122.4300, "94117"), (2401, 37.7921, -122.4339, "94115"),
                                      (3400, 37.8010, -122.4360, "94123")]),
    ("Haight St", "San Francisco", [(1, 37.7726, -122.4223, "94102"), (501, 37.7721, -122.4304, "94117"),
                                    (1501, 37.7700, -122.4464, "94117"), (1900, 37.7690, -122.4530, "94117")]),
    ("Cole St", "San Francisco", [(300, 37.7740, -122.4510, "94117"), (901, 37.7660, -122.4498, "94117"),
                                  (1100, 37.7630, -122.4495, "94117")]),
    ("Cortland Ave", "San Francisco", [(1, 37.7400, -122.4080, "94110"), (501, 37.7390, -122.4160, "94110"),
                                       (1000, 37.7390, -122.4230, "94110")]),
    ("Diamond St", "San Francisco", [(1, 37.7610, -122.4370, "94114"), (2801, 37.7336, -122.4342, "94131")]),
    ("West Portal Ave", "San Francisco", [(1, 37.7410, -122.4655, "94127"), (201, 37.7396, -122.4667, "94127"),
                                          (700, 37.7350, -122.4710, "94127")]),
    ("Polk St", "San Francisco", [(1, 37.7779, -122.4186, "94102"), (2200, 37.7970, -122.4224, "94109"),
                                  (2800, 37.8060, -122.4235, "94109")]),
    ("Sacramento St", "San Francisco", [(1, 37.7945, -122.3965, "94111"), (3500, 37.7878, -122.4505, "94118"),
                                        (4100, 37.7870, -122.4600, "94118")]),
    ("Balboa St", "San Francisco", [(1, 37.7772, -122.4590, "94118"), (3620, 37.7757, -122.4970, "94121"),
                                    (4800, 37.7750, -122.5100, "94121")]),
    ("Spear St", "San Francisco", [(1, 37.7935, -122.3950, "94105"), (150, 37.7917, -122.3935, "94105"),
                                   (400, 37.7880, -122.3900, "94105")]),
    ("Brannan St", "San Francisco", [(1, 37.7840, -122.3890, "94107"), (300, 37.7817, -122.3919, "94107"),
                                     (1200, 37.7710, -122.4050, "94103")]),
    ("Union St", "San Francisco", [(1, 37.8010, -122.4040, "94133"), (1800, 37.7979, -122.4268, "94123"),
                                   (3200, 37.7960, -122.4470, "94123")]),
    ("Baker St", "San Francisco", [(1, 37.7720, -122.4420, "94117"), (1200, 37.7870, -122.4450, "94115"),
                                   (3600, 37.8020, -122.4470, "94123")]),
    ("Guerrero St", "San Francisco", [(1, 37.7700, -122.4240, "94103"), (1200, 37.7520, -122.4225, "94110"),
                                      (1800, 37.7430, -122.4220, "94110")]),
    ("Dolores St", "San Francisco", [(1, 37.7690, -122.4260, "94103"), (1200, 37.7510, -122.4245, "94110"),
                                     (1800, 37.7420, -122.4240, "94110")]),
    ("Divisadero St", "San Francisco", [(1, 37.7680, -122.4370, "94117"), (1500, 37.7860, -122.4400, "94115"),
                                        (3000, 37.8020, -122.4430, "94123")]),
    ("Lincoln Way", "San Francisco", [(1, 37.7660, -122.4570, "94122"), (4000, 37.7640, -122.5090, "94122")]),
    ("Broadway", "Oakland", [(1, 37.7960, -122.2760, "94607"), (1400, 37.8040, -122.2710, "94612"),
                             (4000, 37.8270, -122.2550, "94611")]),
    ("Telegraph Ave", "Oakland", [(1700, 37.8080, -122.2700, "94612"), (6500, 37.8520, -122.2600, "94609")]),
    ("Grand Ave", "Oakland", [(1, 37.8060, -122.2680, "94612"), (3500, 37.8130, -122.2390, "94610")]),
    ("Lakeshore Ave", "Oakland", [(3000, 37.8110, -122.2480, "94610"), (3500, 37.8070, -122.2420, "94610")]),
]


def place(anchors, number):
    """Latitude, longitude and postcode of `number` between the anchors around it."""
    for (n1, lat1, lon1, _), (n2, lat2, lon2, _) in zip(anchors, anchors[1:]):
        if n1 <= number <= n2:
            t = (number - n1) / (n2 - n1)
            lat, lon = lat1 + t * (lat2 - lat1), lon1 + t * (lon2 - lon1)
            break
    else:
        lat, lon = anchors[-1][1], anchors[-1][2]
    postcode = min(anchors, key=lambda a: abs(a[0] - number))[3]
    return lat, lon, postcode


def main() -> None:
    rows = []
    for street, city, anchors in STREETS:
        first, last = anchors[0][0], anchors[-1][0]
        numbers = {a[0] for a in anchors}
        block = (first // 100) * 100
        for base in range(block, last + 1, 20):
            numbers.update(n for n in (base + 1, base + 2) if first <= n <= last)
        for number in sorted(numbers):
            lat, lon, postcode = place(anchors, number)
            # Odd numbers on one side of the street, even on the other (about 10 m apart).
            side = 0.00006 if number % 2 else -0.00006
            rows.append((str(number), street, "", city, postcode, f"{lat + side:.6f}", f"{lon + side:.6f}"))
    with OUT.open("w", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["number", "street", "unit", "city", "postcode", "latitude", "longitude"])
        writer.writerows(rows)
    print(f"{OUT.relative_to(Path.cwd()) if OUT.is_relative_to(Path.cwd()) else OUT}: {len(rows)} addresses")


if __name__ == "__main__":
    main()
