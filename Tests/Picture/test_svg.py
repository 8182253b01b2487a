#!/usr/bin/env python3
"""Picture tests: `daybands render --format svg` read with a real XML parser
(xml.etree) and rasterised by rsvg-convert (librsvg), then checked pixel by
pixel against the text screen of the same arguments and its colour map; and
`--format png` (the program's own librsvg and cairo) decoded here and checked
the same way.

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

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BIN = None  # set by suite.main()
SVG = "{http://www.w3.org/2000/svg}"
ENV = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TZ": "UTC", "LANG": "C.UTF-8", "HOME": "/nonexistent"}
PEAK_DAY = ["--size", "100x30", "--day", "2026-10-12", "--at", "19:00", "--pin", "08:00"]
# The 256-colour palette's band colours as xterm draws them (Palette: area 52
# 58 22 94, line 196 226 46 208), by colour-map letter.
BAND_COLOURS = {
    # The area in its quiet shades (256-colour 52, 58, 22, 94), the line in the bright ones.
    "r": (0x5F, 0x00, 0x00), "y": (0x5F, 0x5F, 0x00), "g": (0x00, 0x5F, 0x00), "o": (0x87, 0x5F, 0x00),
    "R": (0xFF, 0x00, 0x00), "Y": (0xFF, 0xFF, 0x00), "G": (0x00, 0xFF, 0x00), "O": (0xFF, 0x87, 0x00),
}


def daybands(*args, command="render", text=True):
    return subprocess.run([BIN, command, *args], capture_output=True, text=text, env=ENV, timeout=60)


def report(*args, text=True):
    return daybands(*args, command="report", text=text)


class SVGInPage(html.parser.HTMLParser):
    """The page's title and its one inline <svg> element, as text."""

    def __init__(self, page):
        super().__init__(convert_charrefs=False)
        self.title, self.svg, self.where = "", None, None
        start = page.index("<svg")
        self.svg = page[start:page.index("</svg>") + len("</svg>")]
        self.feed(page)

    def handle_starttag(self, tag, attrs):
        self.where = tag

    def handle_endtag(self, tag):
        self.where = None

    def handle_data(self, data):
        if self.where == "title":
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


def colour_screen():
    """The peak day's screen as text in colour (the monochrome one draws other
    glyphs) and its colour map, 30 rows each."""
    text = daybands(*PEAK_DAY, "--color", "always", "--color-map")
    assert text.returncode == 0, text.stderr
    lines = re.sub(r"\x1b\[[0-9;]*m", "", text.stdout).split("\n")
    return lines[:30], lines[-31:-1]


def check_band_cells(test, screen, colour_map, image):
    """Every full band cell (█) of the screen has its band's colour at its
    centre in the picture (10x20 pixels a cell), and every band is checked."""
    checked = set()
    for y, (glyphs, letters) in enumerate(zip(screen, colour_map)):
        for x, (glyph, letter) in enumerate(zip(glyphs, letters)):
            if glyph == "█" and letter in BAND_COLOURS:
                test.assertEqual(pixel(image, x * 10 + 5, y * 20 + 10), BAND_COLOURS[letter], f"cell {x},{y} '{letter}'")
                checked.add(letter)
    test.assertEqual(checked, set("rygoRGO"))


class PictureTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        svg = daybands(*PEAK_DAY, "--format", "svg")
        assert svg.returncode == 0, svg.stderr
        cls.svg = svg.stdout
        cls.screen, cls.colour_map = colour_screen()
        cls.width, cls.height, cls.rows = rasterise(cls.svg)

    def test_the_picture_parses_and_has_every_layer_and_the_legend(self):
        root = ElementTree.fromstring(self.svg)
        self.assertEqual(root.tag, f"{SVG}svg")
        ids = [group.get("id") for group in root.iter(f"{SVG}g")]
        self.assertEqual(ids, ["chart", "overview", "pinGuide", "cursor", "pinCallout", "liveCallout", "status", "legend"])
        legend = [text.text for text in root.find(f"{SVG}g[@id='legend']").iter(f"{SVG}text")]
        self.assertEqual(legend, ["mg/dL", "60–75 band", "75–100 band", "100–200 band",
                                  "200–300 band", "300–420 band"])

    def test_the_callouts_say_what_the_text_screen_says(self):
        root = ElementTree.fromstring(self.svg)
        live = " ".join(t.text for t in root.find(f"{SVG}g[@id='liveCallout']").iter(f"{SVG}text"))
        pin = " ".join(t.text for t in root.find(f"{SVG}g[@id='pinCallout']").iter(f"{SVG}text"))
        screen = "\n".join(self.screen)
        reading = re.search(r"19:00  (\d+) mg/dL", screen)
        self.assertIsNotNone(reading, screen)
        self.assertIn(reading.group(0), live)
        self.assertIn("very high", live)
        self.assertIn("insulin 15.5 U", live)
        self.assertIn("pin 08:00", pin)
        self.assertIn(re.search(r"08:00  \d+ mg/dL", screen).group(0), pin)

    def test_every_full_band_cell_of_the_screen_is_its_band_colour_in_the_picture(self):
        self.assertEqual((self.width, self.height), (1000, 30 * 20 + 2 * 20))
        check_band_cells(self, self.screen, self.colour_map, self.rows)

    def test_every_band_under_the_peak_is_in_the_picture(self):
        # Half cells (▄) carry two bands, so some colours show only there.
        colours = {pixel(self.rows, x, y) for y in range(0, 600, 4) for x in range(0, 1000, 4)}
        for letter in "rygoRYGO":
            self.assertIn(BAND_COLOURS[letter], colours, letter)

    def test_the_picture_takes_the_pixel_size_it_is_given(self):
        svg = daybands(*PEAK_DAY, "--format", "svg", "--pixels", "1600x900")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        width, height, _ = rasterise(svg.stdout)
        self.assertEqual((width, height), (1600, 900))

    def test_color_never_draws_a_monochrome_picture(self):
        svg = daybands(*PEAK_DAY, "--format", "svg", "--color", "never")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        fills = set(re.findall(r'fill="(#[0-9a-f]{6})"', svg.stdout))
        self.assertEqual(fills, {"#1c1c1c", "#d0d0d0"})

    def test_the_overlay_is_its_own_group_between_the_chart_and_the_guides(self):
        svg = daybands(*PEAK_DAY, "--overlay", "--format", "svg")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        root = ElementTree.fromstring(svg.stdout)
        ids = [g.get("id") for g in root.findall(f"{SVG}g")]
        self.assertEqual(ids[:3], ["chart", "overlay", "overview"], ids)
        overlay = root.find(f"{SVG}g[@id='overlay']")
        dots = [t for t in overlay.iter(f"{SVG}text") if set(t.text) == {"•"}]
        self.assertGreater(sum(len(t.text) for t in dots), 40, "the day before's line")
        self.assertEqual({t.get("fill") for t in dots}, {"#d0d0d0"}, "in the overlay's grey (xterm 252)")
        status = " ".join(t.text for t in root.find(f"{SVG}g[@id='status']").iter(f"{SVG}text"))
        self.assertIn("• Sun 11 Oct", status)
        plain = ElementTree.fromstring(daybands(*PEAK_DAY, "--format", "svg").stdout)
        self.assertIsNone(plain.find(f"{SVG}g[@id='overlay']"), "no overlay without --overlay")

    def test_the_profile_view_is_drawn_too(self):
        text = daybands("--view", "profile", "--size", "100x30", "--color", "never")
        self.assertEqual(text.returncode, 0, text.stderr)
        self.assertTrue(text.stdout.startswith(" profile (AGP)  2026-10-01 to 2026-10-31"), text.stdout[:80])
        svg = daybands("--view", "profile", "--size", "100x30", "--format", "svg")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        root = ElementTree.fromstring(svg.stdout)
        chart = root.find(f"{SVG}g[@id='chart']")
        self.assertIn("profile (AGP)", [t.text.strip() for t in chart.iter(f"{SVG}text")][0])
        live = " ".join(t.text for t in root.find(f"{SVG}g[@id='liveCallout']").iter(f"{SVG}text"))
        self.assertRegex(live, r"median \d+ mg/dL")
        # The legend names the two percentile ranges; the outer one is
        # drawn in its own colour (the greyed green, xterm 65).
        legend = [t.text for t in root.find(f"{SVG}g[@id='legend']").iter(f"{SVG}text")]
        self.assertEqual(legend[-2:], ["AGP 25–75%", "AGP 5–95%"])
        self.assertIn('fill="#5f875f"', ElementTree.tostring(chart, encoding="unicode"))
        day = daybands("--size", "100x30", "--format", "svg")
        day_legend = [t.text for t in ElementTree.fromstring(day.stdout).find(f"{SVG}g[@id='legend']").iter(f"{SVG}text")]
        self.assertNotIn("AGP 5–95%", day_legend)

    def test_the_report_is_a_picture_of_the_profile_the_metrics_and_every_day(self):
        svg = report("--from", "2026-10-05", "--to", "2026-10-18", "--format", "svg")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        root = ElementTree.fromstring(svg.stdout)
        texts = [t.text for t in root.iter(f"{SVG}text")]
        self.assertTrue(texts[0].startswith("Ambulatory Glucose Profile  2026-10-05 to 2026-10-18 (14 days)  mg/dL"))
        joined = "\n".join(texts)
        for metric in ["profile (AGP)", "time in ranges", "70-180", ">70%", "<4%", "<=36%", "GMI", "daily profiles"]:
            self.assertIn(metric, joined)
        days = re.findall(r"\w{3} (2026-10-\d\d)  day \d+ of 14", joined)
        self.assertEqual(days, [f"2026-10-{d:02d}" for d in range(5, 19)])
        width, height, image = rasterise(svg.stdout)
        self.assertEqual(width, 293 * 10)
        # Oct 12's peak, the third band colour from the top, is in its tile.
        self.assertIn(BAND_COLOURS["R"], {pixel(image, x, y) for y in range(0, height, 5) for x in range(0, width, 5)})

    def test_the_html_report_is_a_page_around_the_same_picture(self):
        page = report("--days", "7", "--format", "html")
        self.assertEqual(page.returncode, 0, page.stderr)
        self.assertTrue(page.stdout.startswith("<!DOCTYPE html>"))
        parsed = SVGInPage(page.stdout)
        self.assertEqual(parsed.title, "daybands: AGP report 2026-10-25 to 2026-10-31")
        svg = report("--days", "7", "--format", "svg")
        self.assertEqual(ElementTree.tostring(ElementTree.fromstring(parsed.svg)),
                         ElementTree.tostring(ElementTree.fromstring(svg.stdout)))

    def test_the_report_as_text_has_the_same_page(self):
        text = report("--days", "7", "--color", "never")
        self.assertEqual(text.returncode, 0, text.stderr)
        self.assertTrue(text.stdout.startswith(" Ambulatory Glucose Profile  2026-10-25 to 2026-10-31 (7 days)  mg/dL"))
        self.assertIn("statistics in mg/dL", text.stdout)

    def test_mistakes_are_usage_errors(self):
        for args, message in [
            (["--pixels", "800x600"], "--pixels belongs to --format svg, html or png"),
            (["--format", "svg", "--color-map"], "--color-map belongs to --format text"),
            (["--format", "html", "--color-map"], "--color-map belongs to --format text"),
            (["--format", "jpeg"], "--format takes text, svg, html or png, not 'jpeg'"),
            (["--format", "png", "--color-map"], "--color-map belongs to --format text"),
            (["--output", ""], "--output needs a file name"),
        ]:
            result = daybands(*args)
            self.assertEqual(result.returncode, 2, args)
            self.assertIn(message, result.stderr)
            self.assertEqual(result.stdout, "")
        result = report("--day", "2026-10-12")
        self.assertEqual(result.returncode, 2)
        self.assertIn("'daybands report' covers days", result.stderr)
        result = daybands("--output", "x.png", command="stats")
        self.assertEqual(result.returncode, 2)
        self.assertIn("--format, --pixels and --output belong to 'daybands render' and 'daybands report'", result.stderr)


class PNGTests(unittest.TestCase):
    """`--format png`: the same picture, rasterised by the program itself."""

    @classmethod
    def setUpClass(cls):
        png = daybands(*PEAK_DAY, "--format", "png", text=False)
        assert png.returncode == 0, png.stderr
        cls.width, cls.height, cls.image = png_pixels(png.stdout)
        cls.screen, cls.colour_map = colour_screen()

    def test_every_full_band_cell_is_its_band_colour(self):
        self.assertEqual((self.width, self.height), (1000, 30 * 20 + 2 * 20))
        check_band_cells(self, self.screen, self.colour_map, self.image)

    def test_it_is_the_svg_picture_rasterised(self):
        svg = daybands(*PEAK_DAY, "--format", "svg")
        self.assertEqual(svg.returncode, 0, svg.stderr)
        _, _, reference = rasterise(svg.stdout)
        same = sum(pixel(self.image, x, y) == pixel(reference, x, y) for y in range(0, 640, 7) for x in range(0, 1000, 7))
        self.assertGreater(same / (92 * 143), 0.99)

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
        self.assertEqual(struct.unpack(">I", png.stdout[16:20])[0], 293 * 10)

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
