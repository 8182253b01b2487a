#!/usr/bin/env python3
"""Picture tests: `daybands render --format svg` (the day drawn as vectors)
read with a real XML parser (xml.etree) and rasterised by rsvg-convert
(librsvg), then checked pixel by pixel where the callout says the reading
is; `--format png` (the program's own librsvg and cairo) decoded here and
checked the same way; the profile, week and report pictures drawn as
vectors too. test_browser.py checks the layout a browser makes.

usage: python3 Tests/Picture/test_svg.py [PATH-TO-daybands] [unittest test names...]
"""

import html.parser
import os
import pty
import re
import struct
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import layout_checks  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BIN = None  # set by suite.main()
SVG = "{http://www.w3.org/2000/svg}"
ENV = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TZ": "UTC", "LANG": "C.UTF-8", "HOME": "/nonexistent"}
PEAK_DAY = ["--size", "100x30", "--day", "2026-10-12", "--at", "19:00", "--pin", "08:00"]
# The day picture's band colours (PictureInks): the area's tint and the line's
# colour per tone, bottom band first.
AREA = {"red": (0xF6, 0xC9, 0xC9), "yellow": (0xF3, 0xE6, 0xA6), "green": (0xC8, 0xEB, 0xC3), "orange": (0xF8, 0xD6, 0xB0)}
LINE = {"red": (0xD0, 0x10, 0x10), "yellow": (0xA8, 0x84, 0x00), "green": (0x16, 0x8A, 0x16), "orange": (0xD8, 0x6A, 0x00)}
TONES = ["red", "yellow", "green", "orange", "red"]
BOUNDARIES = [60, 75, 100, 200, 300, 420]
# The profile's inner range in the 100-200 band (PictureInks).
PROFILE_INNER = "#5cb85c"


def daybands(*args, command="render", text=True):
    return subprocess.run([BIN, command, *args], capture_output=True, text=text, env=ENV, timeout=60)


def report(*args, text=True):
    return daybands(*args, command="report", text=text)


class SVGInPage(html.parser.HTMLParser):
    """The page's title (the head's, not the picture's own) and its one inline <svg> element, as text."""

    def __init__(self, page):
        super().__init__(convert_charrefs=False)
        self.title, self.svg, self.where, self.in_svg = "", None, None, False
        start = page.index("<svg")
        self.svg = page[start:page.index("</svg>") + len("</svg>")]
        self.feed(page)

    def handle_starttag(self, tag, attrs):
        self.where = tag
        self.in_svg = self.in_svg or tag == "svg"

    def handle_endtag(self, tag):
        self.where = None

    def handle_data(self, data):
        if self.where == "title" and not self.in_svg:
            self.title += data


def png_pixels(data):
    """Width, height, bytes per pixel and rows of an 8-bit RGB or RGBA PNG, as rsvg-convert writes it."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, idat = 8, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up = previous[i]
            corner = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                a, b, c = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[i] = (line[i] + (left if a <= b and a <= c else up if b <= c else corner)) & 0xFF
        rows.append(line)
        previous = line
    return width, height, (bpp, rows)


def rasterise(svg_text):
    with tempfile.NamedTemporaryFile("w", suffix=".svg", encoding="utf-8") as svg:
        svg.write(svg_text)
        svg.flush()
        png = subprocess.run(["rsvg-convert", svg.name], capture_output=True, timeout=60)
    assert png.returncode == 0, png.stderr
    return png_pixels(png.stdout)


def pixel(image, x, y):
    bpp, rows = image
    return tuple(rows[y][x * bpp:x * bpp + 3])


def plot_of(svg_text):
    """The plot's rectangle (x, y, width, height) in the day picture."""
    rect = ElementTree.fromstring(svg_text).find(f".//{SVG}g[@class='plot']/{SVG}rect")
    return tuple(float(rect.get(name)) for name in ("x", "y", "width", "height"))


def check_band_strips(test, svg_text, image):
    """At 19:00 of the peak day (308 mg/dL, the callout says), the area under
    the curve is each band's own tint in that band's strip, the strips cut
    where the bands meet (2 pixels right of the cursor's line, where the
    curve still rises); near the ceiling the plot is white."""
    x, y, width, height = plot_of(svg_text)
    px = round(x + width * 19 / 24) + 2
    def row(mgdl):
        return y + height - height * (mgdl - 60) / 360
    for index, tone in enumerate(TONES):
        lower, upper = BOUNDARIES[index], BOUNDARIES[index + 1]
        if index == 4:
            upper = 304  # the top band's strip up to just under the line
        test.assertEqual(pixel(image, px, round((row(lower) + row(upper)) / 2)), AREA[tone], f"{lower}-{upper} band")
    test.assertEqual(pixel(image, px, round(row(400))), (0xFF, 0xFF, 0xFF), "nothing above the curve")


class PictureTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        svg = daybands(*PEAK_DAY, "--format", "svg")
        assert svg.returncode == 0, svg.stderr
        cls.svg = svg.stdout
        cls.width, cls.height, cls.rows = rasterise(cls.svg)

    def test_the_picture_parses_and_has_every_part_and_the_legend(self):
        root = ElementTree.fromstring(self.svg)
        self.assertEqual(root.tag, f"{SVG}svg")
        kinds = [group.get("class") for group in root.find(f"{SVG}g").findall(f"{SVG}g")]
        self.assertEqual(kinds, ["header", "axes", "low-wash", "area", "line", "value-labels", "hour-labels", "marks", "doses",
                                 "selection", "extremes", "legend"])
        legend = [text.text for text in root.find(f".//{SVG}g[@class='legend']").iter(f"{SVG}text")]
        self.assertEqual(legend, ["mg/dL", "60–75 band", "75–100 band", "100–200 band", "200–300 band", "300–420 band"])
        texts = [text.text for text in root.iter(f"{SVG}text")]
        self.assertFalse([t for t in texts if "  " in t or "quit" in t], "no padded text, no key hints")
        for name in ["max 471", "min 116", "max 471 at 19:35", "min 116 at 03:20", "15.5 U"]:
            self.assertIn(name, texts)

    def test_the_callouts_say_what_the_text_screen_says(self):
        root = ElementTree.fromstring(self.svg)
        live = " ".join(t.text for t in root.find(f".//{SVG}g[@class='callout']").iter(f"{SVG}text"))
        pin = " ".join(t.text for t in root.find(f".//{SVG}g[@class='pin-callout']").iter(f"{SVG}text"))
        screen = daybands("--size", "100x30", *PEAK_DAY[2:], "--color", "never").stdout
        reading = re.search(r"19:00  (\d+) mg/dL", screen)
        self.assertIsNotNone(reading, screen)
        self.assertIn(reading.group(0).replace("  ", " "), live)
        self.assertIn("very high", live)
        self.assertIn("insulin 15.5 U", live)
        self.assertIn("pin 08:00", pin)
        self.assertIn(re.search(r"08:00  \d+ mg/dL", screen).group(0).replace("  ", " "), pin)

    def test_each_band_is_its_own_tint_under_the_curve(self):
        self.assertEqual((self.width, self.height), (1000, 600))
        check_band_strips(self, self.svg, self.rows)

    def test_every_band_colour_is_in_the_picture(self):
        colours = {pixel(self.rows, x, y) for y in range(0, 600, 2) for x in range(0, 1000, 2)}
        for tone in TONES:
            self.assertIn(AREA[tone], colours, tone)
        # The day never goes below 100: no yellow line.
        for tone in ["red", "green", "orange"]:
            self.assertIn(LINE[tone], colours, tone)

    def test_the_picture_takes_the_pixel_size_it_is_given(self):
        svg = daybands(*PEAK_DAY, "--format", "svg", "--pixels", "1600x900")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        width, height, _ = rasterise(svg.stdout)
        self.assertEqual((width, height), (1600, 900))

    def test_color_never_draws_a_monochrome_picture(self):
        svg = daybands(*PEAK_DAY, "--format", "svg", "--color", "never")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        colours = set(re.findall(r'(?:fill|stroke)="#([0-9a-f]{6})"', svg.stdout))
        self.assertGreater(len(colours), 2)
        for colour in colours:
            self.assertTrue(colour[0:2] == colour[2:4] == colour[4:6], colour)

    def test_the_overlay_is_its_own_group_over_the_area_and_under_the_line(self):
        svg = daybands(*PEAK_DAY, "--overlay", "--format", "svg")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        root = ElementTree.fromstring(svg.stdout)
        kinds = [g.get("class") for g in root.find(f"{SVG}g").findall(f"{SVG}g")]
        self.assertEqual(kinds[2:6], ["low-wash", "area", "overlay", "line"], kinds)
        overlay = root.find(f".//{SVG}g[@class='overlay']")
        paths = overlay.findall(f"{SVG}path")
        self.assertGreater(sum(len(p.get("d").split("L")) for p in paths), 250, "the day before's readings")
        self.assertEqual({p.get("stroke") for p in paths}, {"#8a8a8a"}, "in the overlay's grey")
        legend = [t.text for t in root.find(f".//{SVG}g[@class='legend']").iter(f"{SVG}text")]
        self.assertIn("Sun 11 Oct (dashed)", legend)
        plain = ElementTree.fromstring(daybands(*PEAK_DAY, "--format", "svg").stdout)
        self.assertIsNone(plain.find(f".//{SVG}g[@class='overlay']"), "no overlay without --overlay")

    def test_the_profile_view_is_drawn_as_vectors_too(self):
        text = daybands("--view", "profile", "--size", "100x30", "--color", "never")
        self.assertEqual(text.returncode, 0, text.stderr)
        self.assertTrue(text.stdout.startswith(" profile (AGP)  2026-10-01 to 2026-10-31"), text.stdout[:80])
        svg = daybands("--view", "profile", "--size", "100x30", "--format", "svg")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        root = ElementTree.fromstring(svg.stdout)
        self.assertEqual(root.find(f"{SVG}g").get("class"), "profile-picture")
        self.assertEqual([t.text for t in root.iter(f"{SVG}text")][:4], ["profile (AGP)", "2026-10-01 to 2026-10-31", "31 days", "mg/dL"])
        callout = " ".join(t.text for t in root.find(f".//{SVG}g[@class='callout']").iter(f"{SVG}text"))
        self.assertRegex(callout, r"median \d+ mg/dL")
        # The legend names the two percentile ranges, each drawn in its shade of the band it is in.
        legend = [t.text for t in root.find(f".//{SVG}g[@class='legend']").iter(f"{SVG}text")]
        self.assertEqual(legend[-2:], ["AGP 25–75%", "AGP 5–95%"])
        inner = root.find(f".//{SVG}g[@class='inner-range band-100-200']/{SVG}path")
        self.assertEqual(inner.get("fill"), PROFILE_INNER)
        day = daybands("--size", "100x30", "--format", "svg")
        day_legend = [t.text for t in ElementTree.fromstring(day.stdout).find(f".//{SVG}g[@class='legend']").iter(f"{SVG}text")]
        self.assertNotIn("AGP 5–95%", day_legend)

    def test_the_week_view_is_drawn_as_vectors_too(self):
        svg = daybands("--view", "week", *PEAK_DAY, "--format", "svg")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        root = ElementTree.fromstring(svg.stdout)
        days = root.findall(f".//{SVG}g[@class='week-day']")
        titles = [day.find(f".//{SVG}text[@class='title']").text for day in days]
        self.assertEqual(titles[0], "Tue 2026-10-06")
        self.assertEqual(titles[-1], "▶ Mon 2026-10-12", "the cursor's day, last")
        readout = " ".join(t.text for t in root.find(f".//{SVG}g[@class='readout']").iter(f"{SVG}text"))
        self.assertRegex(readout, r"^19:00 \d+ mg/dL")
        self.assertNotIn("quit", " ".join(t.text for t in root.iter(f"{SVG}text")), "no key hints")

    def test_every_view_takes_the_theme_and_the_report_paints_the_same_page(self):
        pages = {}
        for theme in ("light", "dark"):
            for view in ("day", "profile", "week", "year"):
                svg = daybands("--view", view, "--size", "100x30", "--format", "svg", "--theme", theme)
                self.assertEqual(svg.returncode, 0, svg.stderr)
                fill = ElementTree.fromstring(svg.stdout).find(f"{SVG}rect[@class='background']").get("fill")
                pages.setdefault(theme, set()).add(fill)
            svg = report("--format", "svg", "--theme", theme)
            pages[theme].add(ElementTree.fromstring(svg.stdout).find(f"{SVG}rect[@class='background']").get("fill"))
        self.assertEqual(pages, {"light": {"#ffffff"}, "dark": {"#1c1c1c"}})
        text = daybands("--theme", "dark")
        self.assertEqual(text.returncode, 2, "a theme is for a picture")
        self.assertIn("--theme", text.stderr)

    def test_the_report_is_the_agp_page_drawn_as_vectors(self):
        svg = report("--from", "2026-10-05", "--to", "2026-10-18", "--format", "svg", "--name", "Pat <Q>")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        root = ElementTree.fromstring(svg.stdout)

        def texts(kind):
            return [t.text for t in root.iter(f"{SVG}text") if t.get("class") == kind]

        self.assertEqual(texts("report-title"), ["AGP Report: Continuous Glucose Monitoring"])
        self.assertEqual(texts("report-period"), ["2026-10-05 to 2026-10-18 (14 days) · mg/dL"])
        # The name given, its label beside it; no date of birth or ID given: lines to write them on.
        self.assertEqual(texts("patient-value"), ["Pat <Q>"])
        self.assertEqual(texts("patient-label"), ["name", "date of birth", "ID"])
        headings = texts("section-heading")
        self.assertEqual(headings, ["Glucose statistics and targets", "Time in ranges", "Compared with the period before",
                                    "Ambulatory glucose profile (AGP)",
                                    "Daily glucose profiles"])
        self.assertEqual(texts("target-goal"), [">70%", "<4%", "<1%", "<25%", "<5%"])
        self.assertEqual([t.split(" ")[0] for t in texts("range-label")], ["very", "high", "in", "low", "very"])
        # One in-range figure: the targets' and the bar's.
        in_range = texts("target-share")[0]
        self.assertIn(in_range, texts("range-share"))
        self.assertEqual(texts("day-title"), [f"{d} 2026-10-{n:02d}" for n, d in zip(range(5, 19), ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] * 2)])
        # Hour labels: real text, each at its own x, evenly spaced over the AGP.
        hours = [t for t in root.iter(f"{SVG}text") if t.get("class") == "hour-label"]
        self.assertEqual([t.text for t in hours], ["00", "03", "06", "09", "12", "15", "18", "21", "00"])
        xs = [float(t.get("x")) for t in hours]
        self.assertTrue(all(abs((b - a) - (xs[1] - xs[0])) < 0.02 for a, b in zip(xs, xs[1:])), xs)
        self.assertNotIn("xml:space", svg.stdout)
        width, height, image = rasterise(svg.stdout)
        self.assertEqual((width, height), (794, 1123))
        colours = {pixel(image, x, y) for y in range(0, height, 4) for x in range(0, width, 4)}
        self.assertEqual(pixel(image, 2, 2), (0xFF, 0xFF, 0xFF))  # light: prints as it shows
        self.assertIn((0x5B, 0x86, 0xC4), colours)  # the AGP's 25-75% band
        self.assertIn((0x3A, 0xA0, 0x4A), colours)  # the in-range share of the bar

    def test_the_report_takes_14_days_by_default_and_says_them_in_text(self):
        text = report("--color", "never")
        self.assertEqual(text.returncode, 0, text.stderr)
        self.assertTrue(text.stdout.startswith("AGP report  2026-10-18 to 2026-10-31  mg/dL\n"), text.stdout[:80])
        for words in ["time CGM active", "in range 70-180: ", "target >70%", "very low <54: ", "GMI  ", "mmol/mol)",
                      "CV  ", "Not a medical device"]:
            self.assertIn(words, text.stdout)
        mmol = report("--unit", "mmol")
        self.assertIn("in range 3.9-10.0: ", mmol.stdout)

    def test_the_report_sets_each_figure_against_the_period_before(self):
        """The days before of the same length, read from the data (not the
        report's page): in the text, the summary and the page; a period
        before without readings says so."""
        text = report("--color", "never").stdout
        self.assertIn("\ncompared with the 14 days before, 2026-10-04 to 2026-10-17:\n", text)
        self.assertRegex(text, r"\n  in range 70-180 +[0-9.]+% +[0-9.]+% +[-+]?[0-9.]+  points  (better|worse|same)\n")
        self.assertIn("\ncompared with the 14 days before", report("--summary").stdout)
        svg = report("--format", "svg").stdout
        self.assertIn('class="comparison-period"', svg)
        self.assertIn(">compared with the 14 days before, 2026-10-04 to 2026-10-17<", svg)
        first = report("--from", "2026-10-01", "--to", "2026-10-07").stdout
        self.assertIn("\ncompared with the 7 days before, 2026-09-24 to 2026-09-30: no readings then, nothing to compare\n",
                      first)

    def test_the_html_report_is_a_page_around_the_same_picture(self):
        page = report("--days", "7", "--format", "html", "--theme", "dark")
        self.assertEqual(page.returncode, 0, page.stderr)
        self.assertTrue(page.stdout.startswith("<!DOCTYPE html>"))
        parsed = SVGInPage(page.stdout)
        self.assertEqual(parsed.title, "daybands: AGP report 2026-10-25 to 2026-10-31")
        svg = report("--days", "7", "--format", "svg", "--theme", "dark")
        self.assertEqual(ElementTree.tostring(ElementTree.fromstring(parsed.svg)),
                         ElementTree.tostring(ElementTree.fromstring(svg.stdout)))
        self.assertIn('class="background" width="793.7" height="1122.52" fill="#1c1c1c"', svg.stdout)

    def test_mistakes_are_usage_errors(self):
        for args, message in [
            (["--pixels", "800x600"], "--theme and --pixels belong to --format svg, html, png or pdf"),
            (["--format", "svg", "--color-map"], "--color-map belongs to --format text"),
            (["--format", "html", "--color-map"], "--color-map belongs to --format text"),
            (["--format", "jpeg"], "--format takes text, svg, html, png or pdf, not 'jpeg'"),
            (["--format", "png", "--color-map"], "--color-map belongs to --format text"),
            (["--output", ""], "--output needs a file name"),
        ]:
            result = daybands(*args)
            self.assertEqual(result.returncode, 2, args)
            self.assertIn(message, result.stderr)
            self.assertEqual(result.stdout, "")
        for args, message in [(["--paper", "a4"], "--theme, --pixels and --paper belong to --format svg, html, png or pdf"),
                              (["--format", "pdf", "--paper", "a5"], "--paper takes a4 or letter, not 'a5'"),
                              (["--format", "svg", "--theme", "blue"], "--theme takes light or dark, not 'blue'")]:
            result = report(*args)
            self.assertEqual(result.returncode, 2, args)
            self.assertIn(message, result.stderr)
        result = report("--day", "2026-10-12")
        self.assertEqual(result.returncode, 2)
        self.assertIn("'daybands report' covers days", result.stderr)
        result = daybands("--output", "x.png", command="stats")
        self.assertEqual(result.returncode, 2)
        self.assertIn("--format, --theme, --pixels and --output belong to 'daybands render', 'daybands report' and 'daybands patterns'", result.stderr)


class PNGTests(unittest.TestCase):
    """`--format png`: the same picture, rasterised by the program itself."""

    @classmethod
    def setUpClass(cls):
        png = daybands(*PEAK_DAY, "--format", "png", text=False)
        assert png.returncode == 0, png.stderr
        cls.width, cls.height, cls.image = png_pixels(png.stdout)
        cls.svg = daybands(*PEAK_DAY, "--format", "svg").stdout

    def test_each_band_is_its_own_tint_under_the_curve(self):
        self.assertEqual((self.width, self.height), (1000, 600))
        check_band_strips(self, self.svg, self.image)

    def test_it_is_the_svg_picture_rasterised(self):
        _, _, reference = rasterise(self.svg)
        same = sum(pixel(self.image, x, y) == pixel(reference, x, y) for y in range(0, 600, 7) for x in range(0, 1000, 7))
        self.assertGreater(same / (86 * 143), 0.99)

    def test_the_pixel_size_it_is_given_and_the_output_file(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "day.png")
            result = daybands(*PEAK_DAY, "--format", "png", "--pixels", "1600x900", "--output", path)
            self.assertEqual((result.returncode, result.stdout, result.stderr), (0, "", ""))
            with open(path, "rb") as f:
                width, height, _ = png_pixels(f.read())
            self.assertEqual((width, height), (1600, 900))
            missing = daybands(*PEAK_DAY, "--format", "png", "--output", os.path.join(folder, "no", "day.png"))
            self.assertEqual(missing.returncode, 1)
            self.assertIn("cannot write", missing.stderr)
            self.assertFalse(os.path.exists(os.path.join(folder, "no")))

    def test_the_report_as_png(self):
        png = report("--from", "2026-10-05", "--to", "2026-10-18", "--format", "png", "--clock", "12", text=False)
        self.assertEqual(png.returncode, 0, png.stderr)
        # The header only: decoding the whole page in Python takes long.
        self.assertEqual(png.stdout[:8], b"\x89PNG\r\n\x1a\n")
        self.assertEqual(png.stdout[12:16], b"IHDR")
        # Twice the A4 page's pixels.
        self.assertEqual(struct.unpack(">II", png.stdout[16:24]), (1587, 2245))

    def test_the_report_as_one_pdf_page_whose_text_is_laid_out_apart(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "report.pdf")
            result = report("--format", "pdf", "--paper", "letter", "--output", path)
            self.assertEqual((result.returncode, result.stdout), (0, ""), result.stderr)
            info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
            self.assertRegex(info, r"Pages:\s+1\n")
            self.assertRegex(info, r"Page size:\s+612 x 792 pts")
            svg = report("--format", "svg", "--paper", "letter")
            self.assertEqual(svg.returncode, 0, svg.stderr)
            # The AGP's hour labels evenly spaced across its plot, no two words overlapping.
            words = layout_checks.check_pdf(self, svg.stdout, path)
        text = " ".join(w[0] for w in words)
        for phrase in ["AGP Report", "Time in ranges", "Daily glucose profiles", "medical device"]:
            self.assertIn(phrase, text)

    def test_a_picture_too_large_is_refused(self):
        result = daybands(*PEAK_DAY, "--format", "png", "--pixels", "20000x20000")
        self.assertEqual((result.returncode, result.stdout), (1, ""))
        self.assertIn("a PNG of 20000x20000 pixels is over the limit of 50 million; give a smaller --pixels", result.stderr)

    @staticmethod
    def on_a_terminal(*args):
        """Runs daybands with standard output on a pty: its result and what reached the pty."""
        controller, terminal = pty.openpty()
        try:
            result = subprocess.run([BIN, *args], stdout=terminal, stderr=subprocess.PIPE, env=ENV, timeout=60)
            os.close(terminal)
            terminal = None
            written = b""
            try:
                while chunk := os.read(controller, 4096):
                    written += chunk
            except OSError:
                pass
        finally:
            if terminal is not None:
                os.close(terminal)
            os.close(controller)
        return result, written

    def test_never_written_to_a_terminal(self):
        result, written = self.on_a_terminal("render", "--format", "png")
        self.assertEqual(result.returncode, 2)
        self.assertIn(b"--format png is not written to a terminal: give --output FILE or redirect standard output",
                      result.stderr)
        self.assertEqual(written, b"")

    def test_output_is_a_file_not_the_terminal(self):
        """With --output, text is written for a file (no colour escapes) even from a terminal."""
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "day.txt")
            result, written = self.on_a_terminal("render", "--size", "100x30", "--output", path)
            self.assertEqual((result.returncode, written), (0, b""))
            with open(path, encoding="utf-8") as f:
                text = f.read()
        self.assertNotIn("\x1b", text)
        self.assertEqual(len(text.splitlines()), 30)


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(HERE))
    import suite

    sys.exit(suite.main(sys.modules[__name__]))
