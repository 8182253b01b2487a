import DayBandsRecords
/// Six band boundaries as written (`60,75,100,200,300,420`), or the name of a
/// preset (`consensus`), shared by `--bands` and the config file's `bands`. The
/// unit of written values comes from where they were written (see `Settings`),
/// so parsing checks the form and `scale(in:)` the range; a preset is its own
/// scale in any unit.
public struct BandBoundaries: Equatable, Sendable {
    /// The values as written, in a unit not known here.
    public let values: [Double]
    /// Each value's own text, so a message quotes what the user wrote.
    private let texts: [String]
    /// The scale a preset names; nil for written values.
    private let preset: BandScale?

    /// The presets by the name `--bands` and `bands` take.
    static let presets: [String: BandScale] = ["consensus": .consensus]

    /// Boundaries outside this are no glucose a band can sensibly start at.
    static let saneRange = 10.0...1000.0

    /// What is wrong with the boundaries, said without the place they came from
    /// (the caller puts `--bands:` or the file, line and key in front).
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
    }

    public init(parsing text: String) throws(Problem) {
        if let preset = Self.presets[text.trimmingCharacters(in: .whitespaces)] {
            values = preset.boundaries
            texts = values.map(NumberText.whole)
            self.preset = preset
            return
        }
        preset = nil
        let texts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard texts.count == 6 else {
            throw Problem(message: "expected consensus or six increasing numbers A,B,C,D,E,F (like 60,75,100,200,300,420), "
                + "not \(PrintableText.quoted(text)) (\(texts.count) \(texts.count == 1 ? "value" : "values"))")
        }
        var values: [Double] = []
        for item in texts {
            guard let value = Double(item) else { throw Problem(message: "\(PrintableText.quoted(item)) is not a number") }
            guard value.isFinite else { throw Problem(message: "\(PrintableText.quoted(item)) is not a finite number") }
            if let previous = values.last, value <= previous {
                throw Problem(message: "the values must increase: \(item) is not above \(texts[values.count - 1])")
            }
            values.append(value)
        }
        self.values = values
        self.texts = texts
    }

    /// The scale when the values are in `unit`, or why they make none.
    public func scale(in unit: GlucoseUnit) throws(Problem) -> BandScale {
        if let preset { return preset }
        let mgdl = values.map(unit.mgdl(from:))
        let range = Self.saneRange
        let bounds = "\(Int(range.lowerBound)) to \(Int(range.upperBound)) mg/dL"
        for (index, value) in mgdl.enumerated() where !range.contains(value) {
            let written = "\(texts[index]) \(unit.label)"
            throw Problem(message: unit == .mgdl ? "\(written) is outside \(bounds)"
                                                 : "\(written) is \(GlucoseUnit.mgdl.format(mgdl: value)) mg/dL, outside \(bounds)")
        }
        // Increasing values stay increasing when multiplied by the factor; a
        // scale that still fails can only be two values a rounding step apart.
        guard let scale = BandScale(boundaries: mgdl) else {
            throw Problem(message: "the values must increase by more than a rounding step")
        }
        return scale
    }
}
