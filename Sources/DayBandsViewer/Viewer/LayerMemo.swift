/// What a layer is made from, and how: `make` reads nothing but the value
/// itself, so whatever a layer shows is in its inputs by construction (the
/// compiler refuses a make that reaches for the model, the page or the
/// settings from outside), and two equal inputs make the same layer.
protocol LayerInputs: Equatable {
    associatedtype Made
    func make() -> Made
}

/// A value carried in a layer's inputs and compared by the revision that
/// made it (a memo's miss, the page's turn: `ViewerModel.pageRevision`), so
/// the inputs compare in constant time and the make still reads the value
/// from them. Sound while one revision names one value, as a memo's misses
/// and a model's pages do.
struct Revised<Value>: Equatable {
    let value: Value
    let revision: Int

    static func == (lhs: Revised, rhs: Revised) -> Bool { lhs.revision == rhs.revision }
}

extension Revised: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(revision) }
}

extension Revised: Sendable where Value: Sendable {}

/// The last few values of a pure function, by their complete inputs: a
/// layer is made again only for inputs not seen lately, and nothing is ever
/// invalidated by hand. `misses` counts the makes (the chart memo's is the
/// chart passes); each value keeps the miss that made it as its revision.
/// A few entries compared with `==`, newest first: an input holding a
/// slice of readings compares in constant time while it is the same buffer.
struct LayerMemo<Inputs: LayerInputs> {
    let capacity: Int
    private(set) var misses = 0
    private var entries: [(inputs: Inputs, value: Inputs.Made, revision: Int)] = []

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The value for `inputs`, made only when not held.
    mutating func value(for inputs: Inputs) -> Inputs.Made {
        revisedValue(for: inputs).value
    }

    /// The value for `inputs` and the miss that made it.
    mutating func revisedValue(for inputs: Inputs) -> (value: Inputs.Made, revision: Int) {
        if let index = entries.firstIndex(where: { $0.inputs == inputs }) {
            var entry = entries.remove(at: index)
            // The probe's inputs, equal but newer: the next probe finds the same buffers.
            entry.inputs = inputs
            entries.insert(entry, at: 0)
            return (entry.value, entry.revision)
        }
        misses += 1
        let value = inputs.make()
        entries.insert((inputs, value, misses), at: 0)
        if entries.count > capacity { entries.removeLast() }
        return (value, misses)
    }

    /// The value for `inputs`, revised: what another layer's inputs carry of it.
    mutating func revised(for inputs: Inputs) -> Revised<Inputs.Made> {
        let made = revisedValue(for: inputs)
        return Revised(value: made.value, revision: made.revision)
    }

    /// The newest value made or found, if any.
    var newest: Inputs.Made? { entries.first?.value }
}
