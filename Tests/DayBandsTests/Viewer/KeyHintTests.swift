import Testing
@testable import DayBandsViewer

/// The status line's key hints: the main keys as far as the width allows,
/// whole, the most needed kept first.
struct KeyHintTests {
    @Test func aWideLineListsEveryMainKey() {
        let hints = StatusLine.hints(room: 120, glyphs: .unicode)
        #expect(hints == " ←→ hour  ↑↓ day  ⏎ pin  s stats  a AGP  w week  y year  P patterns  g date  t last day  n low  u unit  ? help  q quit")
    }

    /// Each key that opens a view is hinted where the other views' keys are, from its one binding.
    @Test func everyViewKeyIsHintedOnTheDaysLine() {
        let views = [KeyBindings.profile, KeyBindings.weekView, KeyBindings.yearView, KeyBindings.patternsView]
        let hinted = KeyBindings.hints.map(\.binding.label)
        #expect(views.map(\.label).filter { !hinted.contains($0) } == [])
    }

    @Test(arguments: 0...120)
    func narrowerLinesKeepTheMostNeededWholeAndInOrder(room: Int) {
        let hints = StatusLine.hints(room: room, glyphs: .ascii)
        #expect(hints.count < max(1, room))
        let words = hints.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        let order = ["<> hour", "^v day", "Enter pin", "s stats", "a AGP", "w week", "y year", "P patterns", "g date", "t last day", "n low", "u unit", "? help", "q quit"]
        #expect(words.allSatisfy(order.contains), "\(hints)")
        #expect(words == order.filter(words.contains), "in the keys' order")
        if words.contains("s stats") {
            #expect(["<> hour", "^v day", "Enter pin", "? help", "q quit"].allSatisfy(words.contains),
                    "the views only after moving, pinning, help and quit")
        }
    }
}
