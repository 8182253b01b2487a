import DayBandsCommandLine
import Foundation
import Testing
@testable import DayBandsSettings
@testable import DayBandsSources

/// The people list and `status --all`: a LibreLinkUp section without
/// `patient` is a person for each connection of its account, never "the
/// first"; with one connection, or none known, the section stays one.
struct ListedPersonTests {
    static let text = """
        [person Kids]
        librelinkup = parent@example.com
        password = kids-PASS-1
        [person Leo Lind]
        nightscout = https://leo.example.net
        [person Ana]
        dexcom-share = ana.account
        """
    let mia = LibreLinkUpConnection(patient: "patient-aaaa-1111", name: "Mia Lind")
    let leo = LibreLinkUpConnection(patient: "patient-bbbb-2222", name: "Leo Lind")

    @Test func eachConnectionOfAnAccountWithoutPatientIsAPerson() throws {
        let file = try Configuration.parse(Self.text, path: "/c")
        let people = ListedPerson.everyone(in: file) { entry in entry.name == "Kids" ? [mia, leo] : nil }
        // Leo's name is a section's already: the account's Leo is named with it.
        #expect(people.map(\.name) == ["Mia Lind", "Kids: Leo Lind", "Leo Lind", "Ana"])
        #expect(people.map(\.section) == ["Kids", "Kids", "Leo Lind", "Ana"])
        #expect(people[1].entry.source == .libreLinkUp(email: "parent@example.com", password: Secret("kids-PASS-1"),
                                                       patient: "patient-bbbb-2222", server: nil))
        // Enter on a row: the section by name, the connection beside it.
        let alone = people[1].alone(Invocation())
        #expect(alone.person == "Kids" && alone.connection?.patient == "patient-bbbb-2222")
        #expect(people[2].alone(Invocation()).connection == nil)
    }

    @Test(arguments: [[LibreLinkUpConnection](), [LibreLinkUpConnection(patient: "p-1", name: "Mia Lind")]])
    func oneOrNoConnectionKeepsTheSection(_ found: [LibreLinkUpConnection]) throws {
        let file = try Configuration.parse(Self.text, path: "/c")
        #expect(ListedPerson.everyone(in: file) { _ in found }.map(\.name) == ["Kids", "Leo Lind", "Ana"])
        #expect(ListedPerson.everyone(in: file) { _ in nil }.map(\.name) == ["Kids", "Leo Lind", "Ana"])
    }

    /// A section that names its patient is that patient alone, whatever the account follows.
    @Test func aSectionWithItsPatientIsNotWidened() throws {
        let file = try Configuration.parse(Self.text.replacingOccurrences(of: "password = kids-PASS-1",
                                                                          with: "password = kids-PASS-1\npatient = p-9"), path: "/c")
        #expect(ListedPerson.everyone(in: file) { _ in [mia, leo] }.map(\.name) == ["Kids", "Leo Lind", "Ana"])
    }
}
