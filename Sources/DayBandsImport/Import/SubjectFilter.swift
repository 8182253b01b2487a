import DayBandsRecords
/// One person's rows of a table that holds several people's (research data
/// in long form, iglu's `id,time,gl`): the subject asked for, else the first
/// row's. The others are left out and named in one line, never merged into
/// one chart.
///
/// A column named only `id` may be a record's own id instead: it is a subject
/// column when its first two rows share a value (a person has many readings,
/// a record one id), and read as nothing otherwise.
struct SubjectFilter {
    /// Header names (as `PlainCSV.headerName` makes them) of a subject column.
    static let columnNames = ["id", "subject", "subject id", "patient", "patient id", "participant", "participant id"]
    /// How many of the other subjects the line names before it counts the rest.
    static let namedLimit = 5

    private(set) var column: Int?
    /// Whether the column is `id`, a subject only if its values repeat.
    private var unconfirmed: Bool
    let wanted: String?
    let source: String
    /// The subject whose rows are read, once known.
    private(set) var shown: String?
    private var shownRows = 0
    /// Every other subject, in the order first seen, with its rows left out.
    private var others: [(name: String, rows: Int)] = []
    private var otherIndex: [String: Int] = [:]

    /// Throws when a subject is asked of a table that has no subject column.
    init(column: Int?, named name: String? = nil, wanted: String?, source: String) throws {
        if let wanted, column == nil {
            throw DataError(source: source, line: nil, message:
                "has no subject column (id, subject, patient), so it holds no subject \(PrintableText.quoted(wanted))")
        }
        self.column = column
        unconfirmed = column != nil && wanted == nil && name == "id"
        self.wanted = wanted
        self.source = source
        shown = column == nil ? nil : wanted
    }

    /// Whether a row is the shown subject's (every row, with no subject column).
    mutating func keeps(_ row: CSVRow) -> Bool {
        guard let column else { return true }
        let name = row[column]
        if shown == nil { shown = name }
        if unconfirmed, shownRows > 0 {
            unconfirmed = false
            if name != shown {
                (self.column, shown) = (nil, nil)
                return true
            }
        }
        if name == shown {
            shownRows += 1
            return true
        }
        if let index = otherIndex[name] {
            others[index].rows += 1
        } else {
            otherIndex[name] = others.count
            others.append((name, 1))
        }
        return false
    }

    /// Throws when the subject asked for has no row, naming those there are.
    func failIfAbsent() throws {
        guard let wanted, column != nil, shownRows == 0 else { return }
        throw DataError(source: source, line: nil, message:
            "holds no subject \(PrintableText.quoted(wanted))" + (others.isEmpty ? "" : "; its subjects: \(names)"))
    }

    /// The line that says which subject is shown and which are left out.
    var line: String? {
        guard let shown, !others.isEmpty else { return nil }
        let rows = others.reduce(0) { $0 + $1.rows }
        return "\(source) holds \(others.count + 1) subjects: shown \(PrintableText.quoted(shown)); "
            + "\(rows) rows of \(names) left out (--subject NAME shows another)"
    }

    private var names: String {
        let named = others.prefix(Self.namedLimit).map { PrintableText.quoted($0.name) }.joined(separator: ", ")
        return others.count > Self.namedLimit ? named + " and \(others.count - Self.namedLimit) more" : named
    }
}
