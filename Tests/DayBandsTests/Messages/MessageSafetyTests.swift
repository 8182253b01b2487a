import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsSources
@testable import DayBandsSettings
@testable import DayBandsCommandLine

/// Text from files, the network and the command line is printed escaped and
/// shortened, and credentials never print (docs/RELIABILITY.md, "Hostile
/// messages" and "Secrets").
@Suite struct MessageSafetyTests {
    static let terminalAttack = "\u{1B}]0;owned\u{07}\u{1B}[2J"

    @Test func controlCharactersAreShownEscaped() {
        #expect(PrintableText.escaped(Self.terminalAttack) == "\\x1b]0;owned\\x07\\x1b[2J")
        #expect(PrintableText.escaped("a\r\nb\tc\u{7F}\u{9B}") == "a\\x0d\\x0ab\\x09c\\x7f\\x9b")
        // A right-to-left override could reorder what follows it on screen.
        #expect(PrintableText.escaped("x\u{202E}y") == "x\\u{202e}y")
        #expect(PrintableText.escaped("120 mg/dL, Zürich, 血糖") == "120 mg/dL, Zürich, 血糖")
    }

    @Test func longTextIsCutWithAnEllipsis() {
        let long = String(repeating: "7", count: 10_000_000)
        #expect(PrintableText.escaped(long) == String(repeating: "7", count: 80) + "…")
        #expect(PrintableText.escaped(String(repeating: "7", count: 80)) == String(repeating: "7", count: 80))
        // One character of endless combining marks is cut too.
        let endless = "e" + String(repeating: "\u{301}", count: 100_000)
        #expect(PrintableText.escaped(endless).unicodeScalars.count == 81)
        #expect(PrintableText.quoted(long).count == 83)
        // Escapes count whole, and are never split at the cut.
        #expect(PrintableText.escaped(String(repeating: "\u{1B}", count: 30), limit: 10) == "\\x1b\\x1b…")
    }

    @Test(arguments: [
        ("unknown option '--token=SECRET'", "unknown option '--token=***'"),
        ("http://h/api?count=1&token=SECRET&x=1", "http://h/api?count=1&token=***&x=1"),
        ("https://me:SECRET@h:8443/p: cannot open", "https://***@h:8443/p: cannot open"),
        ("http://u:SECRET@h/?TOKEN=SECRET: cannot open", "http://***@h/?TOKEN=***: cannot open"),
        ("api_secret=SECRET api-secret=SECRET secret=SECRET", "api_secret=*** api-secret=*** secret=***"),
        ("no credential here: a=b, mailto:me@example.org", "no credential here: a=b, mailto:me@example.org"),
    ])
    func credentialShapesAreHidden(text: String, redacted: String) {
        #expect(Redaction().apply(text) == redacted)
    }

    /// URLs are hidden by the same `Redaction`, before their query is
    /// decoded: an encoded `&` in a token cannot end it early.
    @Test func aURLIsRedactedBeforeItIsDecoded() throws {
        let url = try #require(URL(string: "https://me@h/api?token=ab%26cd%3Def&count=2&Token=x"))
        #expect(RedactedURL(url).description == "https://***@h/api?token=***&count=2&Token=***")
    }

    @Test func secretsGivenToTheProcessAreHiddenAnywhere() {
        let arguments = ["daybands", "--token", "reader-1234", "--nightscout", "http://h", "--token=other-5678"]
        let redaction = Redaction(given: Invocation.secrets(in: arguments),
                                  environment: ["NIGHTSCOUT_API_SECRET": "my long api secret", "HOME": "/root"])
        let text = "reader-1234.csv: no file; other-5678; 'my long api secret'; /root"
        #expect(redaction.apply(text) == "***.csv: no file; ***; '***'; /root")
    }

    @Test func aMisspeltOptionNeverShowsItsValue() {
        #expect(throws: UsageError("unknown option '--tokn' (its value is not shown)")) {
            try Invocation.parse(["--tokn=reader-1234"])
        }
    }

    /// C1 controls (CSI U+009B, OSC U+009D), a bidi override and DEL pass
    /// the first chunk's binary check (only C0 bytes fail it) and reached
    /// the terminal raw. The fuzzers' oracle (`Fuzz.checkMessage`) holds
    /// every warning to the same rule; this is its regression input.
    @Test func theRegressionInputWarnsEscapedAndShort() throws {
        let report = try Regression.read("plain/control-bytes-in-a-field.csv")
        #expect(report.data.readings.map(\.mgdl) == [120, 131])
        let warning = try #require(report.warnings.first)
        #expect(warning.hasSuffix("first at line 3: expected a glucose number, found '\\x9b2J\\x9d0;owned\\x9c\\u{202e}\\x7f"
                                  + String(repeating: "9", count: 47) + "…'"))
    }

    /// Was a bug: only the first MiB was checked for control bytes, so a
    /// field further in reached the terminal raw in a warning, and a huge
    /// field made a huge message (a field under the 1 MiB line bound).
    @Test func aHostileFieldDeepInAFileIsEscapedAndShort() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-hostile-\(UUID().uuidString).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var text = "timestamp,glucose\n"
        let row = "2026-10-01T08:00:00Z,120\n"
        text += String(repeating: row, count: 2 * (1 << 20) / row.utf8.count)
        text += "2026-10-01T09:00:00Z,\(Self.terminalAttack)\(String(repeating: "9", count: 900_000))\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let report = try FileSource(path: path).read(in: DayCalendar(timeZone: TimeZone(identifier: "UTC")!))
        let warning = try #require(report.warnings.first)
        #expect(!warning.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(warning.contains("found '\\x1b]0;owned\\x07\\x1b[2J999"))
        #expect(warning.count < path.count + 200)
    }
}
