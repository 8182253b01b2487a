import DayBandsChart
import DayBandsRecords
/// One entry of the viewer's keys (`KeyBindings`): the keys and the event
/// each sends, and the words the help overlay, `--help` and the man page say
/// them in.
public struct KeyBinding: Sendable {
    public let keys: [(key: Key, event: ViewerEvent)]
    /// The keys as the help overlay names them, with arrows.
    public let label: String
    /// The same in ASCII: the overlay under `--ascii` or outside UTF-8, and `--help`.
    public let asciiLabel: String
    /// What the keys do, in a few words, in the display unit.
    public let action: @Sendable (GlucoseUnit) -> String
    /// The man page's entry: its `.TP` tag line, then its paragraph (roff).
    public let manTag: String
    public let manText: String

    init(_ keys: [(Key, ViewerEvent)], label: String, ascii: String? = nil, action: String,
         manTag: String, manText: String) {
        self.init(keys, label: label, ascii: ascii, action: { _ in action }, manTag: manTag, manText: manText)
    }

    init(_ keys: [(Key, ViewerEvent)], label: String, ascii: String? = nil,
         action: @escaping @Sendable (GlucoseUnit) -> String, manTag: String, manText: String) {
        self.keys = keys.map { (key: $0.0, event: $0.1) }
        self.label = label
        asciiLabel = ascii ?? label
        self.action = action
        self.manTag = manTag
        self.manText = manText
    }

    public func label(_ glyphs: GlyphSet) -> String { glyphs == .unicode ? label : asciiLabel }
}

/// A binding's hint on the status line (`StatusLine.hints`): its words, and
/// how much it is needed (0 first) when there is not room for every hint.
public struct StatusHint: Sendable {
    public let binding: KeyBinding
    public let text: String
    public let asciiText: String
    public let priority: Int

    init(_ binding: KeyBinding, _ text: String, ascii: String? = nil, priority: Int) {
        self.binding = binding
        self.text = text
        asciiText = ascii ?? text
        self.priority = priority
    }

    public func text(_ glyphs: GlyphSet) -> String { glyphs == .unicode ? text : asciiText }
}
