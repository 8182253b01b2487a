/// The last few values of a pure function, by their complete inputs: a
/// layer is made again only for inputs not seen lately, and nothing is ever
/// invalidated by hand. `misses` counts the makes (the chart memo's is the
/// chart passes); each value keeps the miss that made it as its revision.
/// A few entries compared with `==`, newest first: an input holding a
/// slice of readings compares in constant time while it is the same buffer.
struct LayerMemo<Inputs: Hashable, Value> {
    let capacity: Int
    private(set) var misses = 0
    private var entries: [(inputs: Inputs, value: Value, revision: Int)] = []

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The value for `inputs`, made only when not held.
    mutating func value(for inputs: Inputs, make: (Inputs) -> Value) -> Value {
        revisedValue(for: inputs, make: make).value
    }

    /// The value for `inputs` and the miss that made it.
    mutating func revisedValue(for inputs: Inputs, make: (Inputs) -> Value) -> (value: Value, revision: Int) {
        if let index = entries.firstIndex(where: { $0.inputs == inputs }) {
            var entry = entries.remove(at: index)
            // The probe's inputs, equal but newer: the next probe finds the same buffers.
            entry.inputs = inputs
            entries.insert(entry, at: 0)
            return (entry.value, entry.revision)
        }
        misses += 1
        let value = make(inputs)
        entries.insert((inputs, value, misses), at: 0)
        if entries.count > capacity { entries.removeLast() }
        return (value, misses)
    }

    /// The newest value made or found, if any.
    var newest: Value? { entries.first?.value }
}
