#!/usr/bin/env python3
"""Pictures as a browser shows them: `daybands render --format svg|html` and
`daybands report --format html` opened in headless Chromium, which measures
every word where it lays it out (layout_checks.py); and as a PDF reader
reads them: `--format pdf` through `pdftotext -bbox`. The hour labels must
spread evenly across the plot and no two words may overlap, at the sizes
and in the units a person uses. A PNG hides what a browser gets wrong
(librsvg keeps space-padded text apart where a browser collapses it), so
these checks look at the browser's own layout.

usage: python3 Tests/Picture/test_browser.py [PATH-TO-daybands] [unittest test names...]
"""

import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import layout_checks  # noqa: E402

BIN = None  # set by suite.main()
ENV = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TZ": "UTC", "LANG": "C.UTF-8", "HOME": "/nonexistent"}
PEAK_DAY = ["--day", "2026-10-12", "--at", "19:00", "--pin", "08:00"]


def daybands(command, *args):
    result = subprocess.run([BIN, command, *args], capture_output=True, text=True, env=ENV, timeout=60)
    assert result.returncode == 0, result.stderr
    return result.stdout


class BrowserTests(unittest.TestCase):
    def check(self, command, kind, *args):
        words, plot = layout_checks.browser_layout(daybands(command, "--format", kind, *args), kind)
        with self.subTest(command=command, kind=kind, args=args):
            layout_checks.check_hours_spread(self, words, plot)
            layout_checks.check_no_overlap(self, words)
        return words

    def test_the_day_picture_as_svg(self):
        words = self.check("render", "svg", "--size", "100x30", *PEAK_DAY)
        self.assertIn("19:00", [word[0] for word in words], "the callout at the cursor")

    def test_the_day_picture_in_a_web_page(self):
        self.check("render", "html", "--size", "100x30", *PEAK_DAY)

    def test_a_large_day_picture_in_mmol_with_the_statistics_beside_it(self):
        self.check("render", "html", "--size", "200x60", "--unit", "mmol", *PEAK_DAY)

    def test_a_small_day_picture(self):
        self.check("render", "svg", "--size", "60x20", *PEAK_DAY)

    def test_the_report_in_a_web_page(self):
        self.check("report", "html", "--days", "14")

    def test_the_report_as_svg_in_mmol(self):
        self.check("report", "svg", "--days", "14", "--unit", "mmol")


class PDFTests(unittest.TestCase):
    """The same checks on the words of the day picture's `--format pdf` (the
    report's PDF: test_svg.py)."""

    def test_the_day_picture(self):
        args = ["--size", "100x30", *PEAK_DAY]
        with tempfile.TemporaryDirectory(prefix="daybands-pdf-") as folder:
            path = os.path.join(folder, "day.pdf")
            daybands("render", "--format", "pdf", "--output", path, *args)
            words = layout_checks.check_pdf(self, daybands("render", "--format", "svg", *args), path)
        self.assertIn("19:00", [word[0] for word in words], "the callout's text is text")


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(HERE))
    import suite

    sys.exit(suite.main(sys.modules[__name__]))
