import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsArchive
@testable import DayBandsSettings

/// `[person NAME]` sections of the config file: one source each, the top
/// level's keys as the person's own, credentials refused in a file others
/// may read.
struct PersonConfigurationTests {
    static let path = "/home/ann/.config/daybands/config"
    static let text = """
        alert = on
        alert-at = low=70
        [person Mia]
        nightscout = https://mia.example.net/?token=mia-TOKEN-1
        [person Leo]
        librelinkup = parent@example.com
        password = leo-PASS-2   # the follower's
        patient = 1f6e-aa
        server = eu
        alert-at = low=80
        [person Ana]
        dexcom-share = ana.account
        server = ous
        """

    @Test func readsEachPersonsSourceAndOwnSettings() throws {
        let file = try Configuration.parse(Self.text, path: Self.path)
        #expect(file.people.map(\.name) == ["Mia", "Leo", "Ana"])
        #expect(file.people[0].source == .nightscout(root: URL(string: "https://mia.example.net/")!, token: Secret("mia-TOKEN-1")))
        #expect(file.people[1].source == .libreLinkUp(email: "parent@example.com", password: Secret("leo-PASS-2"), patient: "1f6e-aa",
                                                      server: URL(string: "https://api-eu.libreview.io")!))
        #expect(file.people[2].source == .dexcomShare(account: "ana.account", password: nil, server: .outsideUS))
        #expect(file.people[1].line == 5 && file.alertAt?.low == 70)
        // Leo's own low over the file's; Mia keeps the file's.
        #expect(file.overlaid(by: file.person("Leo")!).alertAt?.low == 80)
        #expect(file.overlaid(by: file.person("Mia")!).alertAt?.low == 70)
        #expect(file.overlaid(by: file.person("Mia")!).alert == true)
        #expect(Set(file.people.flatMap(\.secrets)) == ["mia-TOKEN-1", "leo-PASS-2"])
    }

    @Test func aFileOthersMayReadIsRefusedAtItsFirstSecret() throws {
        #expect(throws: ConfigurationError(path: Self.path, line: 5,
                                           message: "holds a token and others may read the file: make it private with chmod 600 \(Self.path)")) {
            try Configuration.parse(Self.text.replacingOccurrences(of: "?token=mia-TOKEN-1", with: "\ntoken = x"), path: Self.path, othersMayRead: true)
        }
        // Without a credential in it, a readable file is fine.
        let open = "[person Ana]\ndexcom-share = ana.account"
        #expect(try Configuration.parse(open, path: Self.path, othersMayRead: true).people.count == 1)
    }

    @Test func thePasswordMayComeFromTheEnvironmentElseTheSectionIsNamed() throws {
        let file = try Configuration.parse(Self.text, path: Self.path)
        let ana = try #require(file.person("Ana"))
        let source = try ana.followedSource(configuration: file, environment: ["DEXCOM_SHARE_PASSWORD": "env-PASS"], path: Self.path, timeout: 5)
        #expect(source.title == "Ana · Dexcom Share")
        #expect(throws: ConfigurationError(path: Self.path, line: 11,
                                           message: "[person Ana] has no password: give password = ... in it, or set DEXCOM_SHARE_PASSWORD")) {
            try ana.followedSource(configuration: file, environment: [:], path: Self.path, timeout: 5)
        }
        let version = try Configuration.parse("librelinkup-version = 4.17.1\n" + Self.text, path: Self.path)
        let leo = try version.person("Leo")!.followedSource(configuration: version, environment: [:], path: Self.path, timeout: 5)
        #expect((leo as? LibreLinkUpSource)?.account.version == "4.17.1")
    }

    @Test(arguments: [
        ("[person Leo]\npassword = x", 1, "[person Leo]: give one source: nightscout = URL, librelinkup = E-MAIL or dexcom-share = ACCOUNT"),
        ("[person Leo]\nlibrelinkup = a@b\ndexcom-share = c", 3, "[person Leo]: give one source: nightscout = URL, librelinkup = E-MAIL or dexcom-share = ACCOUNT"),
        ("[person Leo]\nnightscout = https://x.net\npassword = p", 3, "[person Leo]: password does not go with nightscout"),
        ("[person Leo]\nlibrelinkup = a@b\nserver = ftp://x", 3, "[person Leo]: server takes a region (eu, us, de, ...) or an http(s) address, not 'ftp://x'"),
        ("[person Ana]\ndexcom-share = a\nserver = eu", 3, "[person Ana]: server takes us, ous, jp or an http(s) address, not 'eu'"),
        ("[person Leo]\nlibrelinkup = a@b\n[person Leo]\nlibrelinkup = c@d", 3, "[person Leo] is already on line 1"),
        ("[people Leo]", 1, "expected a section '[person NAME]', not '[people Leo]'"),
        ("[person Le/o]", 1, "a person's name is at most 40 letters, digits, spaces, '-', '_' or '.', not 'Le/o'"),
        ("password = p", 1, "unknown key 'password'; expected unit, bands, tz, color, clock, alert, alert-at, alert-repeat, stale, snooze, window, librelinkup-version, name, dob or id"),
        ("[person Leo]\nlibrelinkup = a@b\nlibrelinkup-version = 5", 3, "[person Leo]: librelinkup-version goes before the first section"),
        ("librelinkup-version = 4.x", 1, "librelinkup-version takes a version such as 4.16.0, not '4.x'"),
    ])
    func mistakesNameTheFileAndLine(text: String, line: Int, message: String) {
        #expect(throws: ConfigurationError(path: Self.path, line: line, message: message)) {
            try Configuration.parse(text, path: Self.path)
        }
    }
}

/// Schema 10: the archive keeps LibreLinkUp and Dexcom Share accounts as sources.
struct FollowedSourceArchiveTests {
    @Test func anArchiveOfVersionEightTakesTheNewKindsAfterItsUpdate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-kinds-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("archive.sqlite").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Version 8, as an older daybands left it, with a file source.
        let old = try SQLiteDatabase(path: path, readOnly: false, create: true, busyTimeout: 0)
        for step in ArchiveSchema.migrations.prefix(8) { try old.execute(step) }
        try old.execute("PRAGMA application_id = \(ArchiveSchema.applicationID); PRAGMA user_version = 8")
        try old.execute("INSERT INTO sources (kind, name) VALUES ('file', 'a.csv')")
        #expect(throws: (any Error).self) { try old.execute("INSERT INTO sources (kind, name) VALUES ('librelinkup', 'x')") }
        let archive = try Archive(path: path)
        let leo = try archive.source(kind: .libreLinkUp, name: "https://api-eu.libreview.io#1f6e")
        let ana = try archive.source(kind: .dexcomShare, name: "https://shareous1.dexcom.com/ShareWebServices/Services#ana")
        _ = try archive.add(GlucoseData(readings: [GlucoseReading(time: Date(timeIntervalSince1970: 1_790_000_000), mgdl: 62)]), to: leo)
        #expect(try archive.sources().map(\.kind) == [.file, .libreLinkUp, .dexcomShare] && ana.id == 3)
        #expect(try archive.check().isEmpty)
        // Still no credential in a name.
        #expect(throws: ArchiveError.self) { try archive.source(kind: .dexcomShare, name: "https://u:p@share2.dexcom.com") }
    }
}
