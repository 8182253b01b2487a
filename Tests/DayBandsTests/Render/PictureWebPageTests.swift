import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart

/// `HTMLPage`: a picture as a web page: its title escaped (markup in a
/// device name stays text, a terminal escape is shown, not kept), the SVG
/// once, scaled to the window, on the picture's background with a heading
/// in the ink that reads on it.
struct PictureWebPageTests {
    func picture(title: String, background: VectorColor) -> VectorPicture {
        VectorPicture(width: 400, height: 200, background: background, title: title, root: VectorGroup(kind: "day"))
    }

    @Test func thePageHoldsThePictureOnceUnderItsTitle() {
        let picture = picture(title: "Day 2026-03-10, G6 & Libre", background: VectorColor(0xFFFFFF))
        let page = HTMLPage.document(picture)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
        #expect(page.contains("<title>Day 2026-03-10, G6 &amp; Libre</title>\n"))
        #expect(page.contains("<h1>Day 2026-03-10, G6 &amp; Libre</h1>\n"))
        #expect(page.components(separatedBy: picture.element).count == 2, "the SVG element, once")
        #expect(page.contains("svg { display: block; width: 100%; height: auto; }"))
        #expect(page.contains("body { margin: 1em; background: #ffffff; color: #202020; font-family: \(VectorPicture.fontFamily); }"))
        #expect(page.hasSuffix("</body>\n</html>\n"))
    }

    @Test func markupAndTerminalEscapesInTheTitleStayText() {
        let page = HTMLPage.document(picture(title: "<script>alert(1)</script>\u{1b}[2J", background: VectorColor(0x000000)))
        #expect(!page.contains("<script>") && !page.contains("\u{1b}"))
        #expect(page.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt;\\x1b[2J</h1>"))
        // A title too long for a line is cut as the picture's own title is.
        let long = HTMLPage.document(picture(title: String(repeating: "a", count: 500), background: VectorColor(0x000000)))
        #expect(long.contains("<h1>" + String(repeating: "a", count: VectorText.limit) + "…</h1>"))
    }

    /// Light above a mean of 128 per channel: black-ish heading; at 128 and below, a light one.
    @Test func theHeadingInkReadsOnTheBackground() {
        func color(_ background: VectorColor) -> String? {
            let page = HTMLPage.document(picture(title: "t", background: background))
            return page.range(of: #"color: #[0-9a-f]{6};"#, options: .regularExpression).map { String(page[$0]) }
        }
        #expect(color(VectorColor(0xFFFFFF)) == "color: #202020;")
        #expect(color(VectorColor(0x101418)) == "color: #e6e6e6;")
        #expect(color(VectorColor(red: 128, green: 128, blue: 128)) == "color: #e6e6e6;")
        #expect(color(VectorColor(red: 129, green: 128, blue: 128)) == "color: #202020;")
    }
}
