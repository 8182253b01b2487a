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

import json
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


def months_file(folder):
    """Nightscout entries (every 15 minutes) for January, March 10-19 and
    April 2026, none in February: a month each whole, empty and in part."""
    start = 1767225600  # 2026-01-01T00:00:00Z
    days = list(range(0, 31)) + list(range(59 + 9, 59 + 19)) + list(range(90, 120))
    entries = [{"type": "sgv", "date": (start + day * 86400 + step * 900) * 1000,
                "sgv": 60 + (day * 7 + step * 5) % 220} for day in days for step in range(96)]
    path = os.path.join(folder, "months.json")
    with open(path, "w") as out:
        json.dump(entries, out)
    return path


def loop_day_files(folder, treatments="therapy-loop-treatments.json"):
    """A day of readings (2026-10-01, every 5 minutes) with the unit tests'
    Loop (or AndroidAPS) treatments and Nightscout profile: the basal and
    event lanes under the plot."""
    start = 1790812800  # 2026-10-01T00:00:00Z
    path = os.path.join(folder, "loop-entries.json")
    with open(path, "w") as out:
        json.dump([{"type": "sgv", "date": (start + step * 300) * 1000, "sgv": 60 + (step * 7) % 200}
                   for step in range(288)], out)
    fixtures = os.path.join(os.path.dirname(HERE), "DayBandsTests", "Fixtures")
    return [path] + [os.path.join(fixtures, name) for name in (treatments, "therapy-profile.json")]


class BrowserTests(unittest.TestCase):
    def check(self, command, kind, *args, spread=layout_checks.check_hours_spread):
        words, plot, picture = layout_checks.browser_layout(daybands(command, "--format", kind, *args), kind)
        with self.subTest(command=command, kind=kind, args=args):
            spread(self, words, plot)
            layout_checks.check_no_overlap(self, words)
            layout_checks.check_inside(self, words, picture)
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

    def test_the_profile_picture_as_svg(self):
        words = self.check("render", "svg", "--view", "profile", "--size", "100x30", "--at", "13:00")
        self.assertIn("13:00", [word[0] for word in words], "the callout at the cursor")

    def test_a_large_profile_picture_in_mmol_in_a_web_page(self):
        self.check("render", "html", "--view", "profile", "--size", "200x60", "--unit", "mmol")

    def test_the_week_picture_as_svg(self):
        words = self.check("render", "svg", "--view", "week", "--size", "100x30", *PEAK_DAY)
        self.assertEqual([word[0] for word in words if word[5] == "title"][:3], ["week", "2026-10-06", "to"])

    def test_a_small_week_picture_in_a_web_page(self):
        self.check("render", "html", "--view", "week", "--size", "60x20", "--unit", "mmol")

    def test_tiny_pictures_leave_labels_out_rather_than_crowd_them(self):
        for view in ("day", "profile", "week"):
            for pixels in ("120x80", "200x120"):
                self.check("render", "svg", "--view", view, "--pixels", pixels, "--day", "2026-10-12", "--at", "19:00",
                           spread=lambda *args, **kwargs: None)
        # The year picture is at least 600 pixels wide: its readout and heads apart there.
        self.check("render", "svg", "--view", "year", "--pixels", "600x200", spread=lambda *args, **kwargs: None)

    def test_a_day_picture_with_its_therapy_lanes(self):
        with tempfile.TemporaryDirectory(prefix="daybands-loop-") as folder:
            files = loop_day_files(folder)
            words = self.check("render", "svg", "--size", "100x30", "--at", "09:00", *files)
            self.assertEqual([word[0] for word in words if word[5] == "basal-top"], ["2", "U/h"], "the lane's top rate")
            self.check("render", "html", "--size", "200x60", "--unit", "mmol", "--at", "09:00", *files)
            for pixels in ("320x200", "640x360"):
                self.check("render", "svg", "--pixels", pixels, "--at", "09:00", *files,
                           spread=lambda *args, **kwargs: None)
            words = self.check("render", "svg", "--size", "100x30", "--at", "09:00",
                               *loop_day_files(folder, "therapy-aaps-treatments.json"))
            self.assertEqual([word[0] for word in words if word[5] in ("carbs-label", "target-label")], ["40", "g", "144-162"])

    def test_the_report_in_a_web_page(self):
        self.check("report", "html", "--days", "14")

    def test_the_report_as_svg_in_mmol(self):
        self.check("report", "svg", "--days", "14", "--unit", "mmol")

    def test_the_report_by_month_in_a_web_page_and_as_svg_in_mmol(self):
        with tempfile.TemporaryDirectory(prefix="daybands-months-") as folder:
            path = months_file(folder)
            words = self.check("report", "html", "--by", "month", path, spread=layout_checks.check_months_spread)
            self.check("report", "svg", "--by", "month", "--unit", "mmol", "--paper", "letter", path,
                       spread=layout_checks.check_months_spread)
        # The part month's days under its bar; February has no bar and no number.
        self.assertEqual([word[0] for word in words if word[5] == "partial-days"], ["10"])


class PDFTests(unittest.TestCase):
    """The same checks on the words of the day, profile and week pictures'
    `--format pdf` (the report's PDF: test_svg.py)."""

    def pdf(self, *args):
        with tempfile.TemporaryDirectory(prefix="daybands-pdf-") as folder:
            path = os.path.join(folder, "picture.pdf")
            daybands("render", "--format", "pdf", "--output", path, *args)
            return layout_checks.check_pdf(self, daybands("render", "--format", "svg", *args), path)

    def test_the_day_picture(self):
        words = self.pdf("--size", "100x30", *PEAK_DAY)
        self.assertIn("19:00", [word[0] for word in words], "the callout's text is text")

    def test_the_report_by_month(self):
        with tempfile.TemporaryDirectory(prefix="daybands-pdf-") as folder:
            data, path = months_file(folder), os.path.join(folder, "months.pdf")
            daybands("report", "--by", "month", "--format", "pdf", "--output", path, data)
            words = layout_checks.check_pdf(self, daybands("report", "--by", "month", "--format", "svg", data), path,
                                            spread=layout_checks.check_months_spread)
        text = " ".join(word[0] for word in words)
        for phrase in ["Glucose by Month", "Time in ranges by month", "(GMI) by month", "(CV) by month", "medical device"]:
            self.assertIn(phrase, text)

    def test_the_profile_picture(self):
        words = self.pdf("--view", "profile", "--size", "100x30", "--at", "13:00")
        self.assertIn("median", [word[0] for word in words], "the callout's text is text")

    def test_the_week_picture(self):
        words = self.pdf("--view", "week", "--size", "100x30", *PEAK_DAY)
        self.assertIn("Mon", [word[0] for word in words], "each day's title is text")


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(HERE))
    import suite

    sys.exit(suite.main(sys.modules[__name__]))
