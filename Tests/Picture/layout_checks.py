"""Where a picture's words land, as a browser (headless Chromium) lays them
out, and the checks every picture must pass there: the hour labels spread
evenly across the plot, no two words overlapping, none cut at the edge.

A word is (text, left, top, right, bottom, class) in the viewer's pixels
(points for a PDF, whose words have no class). The browser's words are measured by a small script put into a
copy of the page, which writes them into the DOM as JSON; `--dump-dom`
prints that DOM back.
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
import xml.etree.ElementTree as ElementTree

# Measures every word of every SVG <text> (a Range over each run of
# non-spaces: a text element may hold several words), with its text's class,
# and the plot's
# rectangle (the element of class "plot"; else the whole <svg>), then
# writes them as JSON into an element of id "layout-boxes".
MEASURE = r"""
(function () {
  function box(b) { return [b.left, b.top, b.right, b.bottom]; }
  var words = [], range = document.createRange();
  document.querySelectorAll("text").forEach(function (text) {
    var kind = text.getAttribute("class") || "";
    var walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT), node;
    while ((node = walker.nextNode())) {
      var pattern = /\S+/g, match;
      while ((match = pattern.exec(node.data))) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        words.push([match[0]].concat(box(range.getBoundingClientRect()), [kind]));
      }
    }
  });
  var plot = document.querySelector(".plot") || document.querySelector("svg");
  var out = document.createElementNS(document.documentElement.namespaceURI, "pre");
  out.setAttribute("id", "layout-boxes");
  var picture = document.querySelector("svg");
  out.textContent = JSON.stringify({words: words, plot: box(plot.getBoundingClientRect()),
                                    picture: box(picture.getBoundingClientRect())});
  document.documentElement.appendChild(out);
})();
"""

CHROMIUM_NAMES = ["chromium", "chromium-headless-shell", "chromium-browser"]


def chromium():
    for name in CHROMIUM_NAMES:
        path = shutil.which(name)
        if path:
            return path
    raise AssertionError("no headless Chromium: run `make test-deps` (Debian's chromium)")


def browser_layout(document, kind):
    """The words, the plot's and the picture's rectangles of an SVG or HTML
    document (text) as headless Chromium lays it out in a 1400x1000 window."""
    script = f"<script>//<![CDATA[\n{MEASURE}\n//]]></script>"
    closing = "</svg>" if kind == "svg" else "</body>"
    at = document.rindex(closing)
    probe = document[:at] + script + document[at:]
    with tempfile.TemporaryDirectory(prefix="daybands-browser-") as folder:
        page = os.path.join(folder, "page." + kind)
        with open(page, "w", encoding="utf-8") as f:
            f.write(probe)
        command = [chromium(), "--headless", "--disable-gpu", "--no-first-run", "--disable-extensions",
                   "--disable-background-networking", "--disable-sync", "--mute-audio",
                   # Nothing leaves the machine: every host name fails to resolve.
                   "--host-resolver-rules=MAP * ~NOTFOUND",
                   f"--user-data-dir={os.path.join(folder, 'profile')}", "--window-size=1400,1000",
                   "--dump-dom", "file://" + page]
        if os.geteuid() == 0:
            command.insert(1, "--no-sandbox")
        # No terminal and no display: standard input closed, output captured.
        result = subprocess.run(command, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
                                env={**os.environ, "HOME": folder})
    found = re.search(r'<pre id="layout-boxes"[^>]*>(.*?)</pre>', result.stdout, re.S)
    assert found, f"Chromium wrote no layout (exit {result.returncode}): {result.stderr[-2000:]}"
    layout = json.loads(found.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">")
                        .replace("&amp;", "&"))
    return [tuple(word) for word in layout["words"]], tuple(layout["plot"]), tuple(layout["picture"])


def pdf_words(path):
    """The words of a PDF's first page and their boxes (points), from
    `pdftotext -bbox`, and the page's width and height."""
    result = subprocess.run(["pdftotext", "-bbox", "-f", "1", "-l", "1", path, "-"], capture_output=True,
                            text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    page = re.search(r'<page width="([\d.]+)" height="([\d.]+)"', result.stdout)
    pattern = r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>'
    words = [(text, float(a), float(b), float(c), float(d)) for a, b, c, d, text in re.findall(pattern, result.stdout)]
    return words, (float(page.group(1)), float(page.group(2)))


HOUR = re.compile(r"^(?:[01]\d|2[0-3])$")


def hour_labels(words):
    """The hour labels (`00` ... `23`) of the row that holds the most of
    them, left to right: the time axis under the plot. Where the words carry
    classes, only those of class `hour-label` are hours."""
    classed = any(len(word) > 5 and word[5] == "hour-label" for word in words)
    rows = {}
    for word in words:
        if HOUR.match(word[0]) and (not classed or word[5] == "hour-label"):
            rows.setdefault(round(word[4]), []).append(word)
    assert rows, "no hour labels"
    return sorted(max(rows.values(), key=len), key=lambda word: word[1])


def check_hours_spread(test, words, plot, tolerance=2.0):
    """The hour labels, centred on their hours, go from the plot's left edge
    to near its right in equal steps (within `tolerance` pixels)."""
    labels = hour_labels(words)
    test.assertGreaterEqual(len(labels), 4, labels)
    centres = [(word[1] + word[3]) / 2 for word in labels]
    steps = [b - a for a, b in zip(centres, centres[1:])]
    left, right = plot[0], plot[2]
    problems = []
    if abs(centres[0] - left) > tolerance + (labels[0][3] - labels[0][1]) / 2:
        problems.append(f"the first hour label is centred at {centres[0]:.1f}, the plot's left edge at {left:.1f}")
    # The last label is one step before the day's end, or at the end itself (midnight to midnight).
    if min(abs(centres[-1] + steps[0] - right), abs(centres[-1] - right)) > max(tolerance, 0.01 * (right - left)):
        problems.append(f"the hour labels end at {centres[-1]:.1f}, not at {right:.1f} (the plot's right) "
                        f"nor a step before it")
    if max(steps) - min(steps) > tolerance:
        problems.append(f"uneven steps between hour labels: {[round(step, 1) for step in steps]}")
    test.assertFalse(problems, "\n".join(problems + [" ".join(word[0] for word in labels)]))


MONTH = re.compile(r"^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$")


def check_months_spread(test, words, plot, tolerance=2.0):
    """The month labels of the row holding the most (class `month-label`
    where words carry classes), each centred in its month's slot: equal
    steps, the first half a step from the plot's left, the last half a step
    from its right."""
    classed = any(len(word) > 5 and word[5] == "month-label" for word in words)
    rows = {}
    for word in words:
        if MONTH.match(word[0]) and (not classed or word[5] == "month-label"):
            rows.setdefault(round(word[4]), []).append(word)
    test.assertTrue(rows, "no month labels")
    labels = sorted(max(rows.values(), key=len), key=lambda word: word[1])
    test.assertGreaterEqual(len(labels), 2, labels)
    centres = [(word[1] + word[3]) / 2 for word in labels]
    steps = [b - a for a, b in zip(centres, centres[1:])]
    problems = []
    if max(steps) - min(steps) > tolerance:
        problems.append(f"uneven steps between month labels: {[round(step, 1) for step in steps]}")
    if abs(centres[0] - steps[0] / 2 - plot[0]) > tolerance or abs(centres[-1] + steps[0] / 2 - plot[2]) > tolerance:
        problems.append(f"the months go from {centres[0]:.1f} to {centres[-1]:.1f}, not half a step inside "
                        f"the plot's {plot[0]:.1f} to {plot[2]:.1f}")
    test.assertFalse(problems, "\n".join(problems + [" ".join(word[0] for word in labels)]))


def check_no_overlap(test, words, slack=0.5):
    """No two words share any area (`slack` pixels of rounding allowed)."""
    overlaps = []
    ordered = sorted(words, key=lambda word: word[1])
    for index, a in enumerate(ordered):
        for b in ordered[index + 1:]:
            if b[1] >= a[3] - slack:
                break
            if min(a[4], b[4]) - max(a[2], b[2]) > slack and min(a[3], b[3]) - max(a[1], b[1]) > slack:
                overlaps.append((a[0], b[0], [round(v) for v in a[1:5]], [round(v) for v in b[1:5]]))
    test.assertEqual(overlaps, [], "words drawn over each other")


def check_inside(test, words, picture, slack=0.5):
    """Every word lies wholly inside the picture: none is cut at its edge."""
    left, top, right, bottom = picture
    outside = [word[0] for word in words
               if word[1] < left - slack or word[2] < top - slack or word[3] > right + slack or word[4] > bottom + slack]
    test.assertEqual(outside, [], "words cut at the picture's edge")


def check_pdf(test, svg_text, pdf_path, spread=None):
    """The checks on a PDF's words, the plot taken from the SVG picture it
    was made from (the page is the picture scaled to the page's width): the
    hours' spread (or `spread`'s), no overlap, none past the page's edge."""
    root = ElementTree.fromstring(svg_text)
    svg = "{http://www.w3.org/2000/svg}"
    rect = root.find(f".//{svg}g[@class='plot']/{svg}rect")
    test.assertIsNotNone(rect, "the picture names its plot")
    words, (page_width, page_height) = pdf_words(pdf_path)
    scale = page_width / float(root.get("width"))
    x, width = float(rect.get("x")) * scale, float(rect.get("width")) * scale
    (spread or check_hours_spread)(test, words, (x, 0, x + width, 0), tolerance=1.5)
    check_no_overlap(test, words)
    check_inside(test, words, (0, 0, page_width, page_height))
    return words
